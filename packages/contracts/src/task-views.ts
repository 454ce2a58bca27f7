// The status chips of the task screen: views over statuses, counted per user (DESIGN.md §3).
export const STATUS_CHIPS = [
  { key: 'TODO', label: 'To Do' },
  { key: 'MY_REVIEW', label: 'My Review' },
  { key: 'REVIEW_BY_OTHERS', label: 'Review By Others' },
  { key: 'IN_PROCESS', label: 'In Process' },
  { key: 'HELP_REQUIRED', label: 'Help Required' },
  { key: 'HELP_REQUIRED_BY_OTHERS', label: 'Help Required By Others' },
  { key: 'COMPLETED', label: 'Completed' },
  { key: 'ARCHIVED', label: 'Archived' },
] as const;
export type StatusChip = (typeof STATUS_CHIPS)[number]['key'];
export const STATUS_CHIP_KEYS = STATUS_CHIPS.map((c) => c.key) as [StatusChip, ...StatusChip[]];

export const TASK_SCOPES = ['my', 'team', 'all'] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

export const TASK_SORT_FIELDS = [
  'createdAt',
  'client',
  'task',
  'subTask',
  'et',
  'tt',
  'allottedTo',
  'teamLeader',
  'priority',
  'status',
  'dueDate',
  'frequency',
] as const;
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number];

/** The task screen's words about its filters. */
export const TASK_VIEW_MESSAGES = {
  clearFilters: (count: number) => `Clear filters (${count})`,
  noMatch: (count: number) =>
    `No tasks match the ${count === 1 ? 'active filter' : `${count} active filters`}. Clear them to see every task.`,
} as const;
