// System task statuses and priorities: their keys, default names and colours.
export const SYSTEM_STATUSES = [
  { key: 'TODO', name: 'To Do', color: '#ef4444' },
  { key: 'IN_PROCESS', name: 'In Process', color: '#f59e0b' },
  { key: 'IN_REVIEW', name: 'In Review', color: '#8b5cf6' },
  { key: 'HELP_REQUIRED', name: 'Help Required', color: '#f97316' },
  { key: 'COMPLETED', name: 'Completed', color: '#10b981' },
  { key: 'PENDING', name: 'Pending', color: '#06b6d4' },
  { key: 'ARCHIVED', name: 'Archived', color: '#6b7280' },
] as const;
export type SystemStatusKey = (typeof SYSTEM_STATUSES)[number]['key'];

/** Statuses that mean the work is finished: billable, never overdue, and the moment a recurring
 * task's next occurrence is made (Pending is done work awaiting its invoice). */
export const FINISHED_STATUS_KEYS = ['COMPLETED', 'PENDING'] as const satisfies readonly SystemStatusKey[];
/** Statuses that close a task: finished, or put away (Archived). Closed work is not chased. */
export const CLOSED_STATUS_KEYS = [
  ...FINISHED_STATUS_KEYS,
  'ARCHIVED',
] as const satisfies readonly SystemStatusKey[];

export const isFinishedStatus = (key: string | null | undefined): boolean =>
  (FINISHED_STATUS_KEYS as readonly string[]).includes(key ?? '');
export const isClosedStatus = (key: string | null | undefined): boolean =>
  (CLOSED_STATUS_KEYS as readonly string[]).includes(key ?? '');

export const SYSTEM_PRIORITIES = [
  { key: 'LOW', name: 'Low', color: '#10b981', rank: 1 },
  { key: 'MEDIUM', name: 'Medium', color: '#f59e0b', rank: 2 },
  { key: 'HIGH', name: 'High', color: '#ef4444', rank: 3 },
] as const;
export type SystemPriorityKey = (typeof SYSTEM_PRIORITIES)[number]['key'];

export const FREQUENCIES = ['None', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const DEFAULT_COLOR = '#3b82f6';

export const PRIORITY_PALETTE = [
  '#3B82F6',
  '#10B981',
  '#F59E0B',
  '#EF4444',
  '#8B5CF6',
  '#06B6D4',
  '#EC4899',
  '#F97316',
  '#84CC16',
  '#A855F7',
  '#6B7280',
] as const;

export const INVOICE_STATUSES = ['Generated', 'Sent', 'Done'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
