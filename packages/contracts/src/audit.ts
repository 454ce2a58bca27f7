// The audit trail: who changed what and when, as the Admin's log, a record's History tab and the
// .xlsx export read it. Field and record names are the ones people see, not column names.
import * as v from 'valibot';
import { isoDate, Uuid } from './common';

/** The kinds of record the trail keeps, with what people call them. */
export const AUDIT_ENTITIES = {
  tasks: 'Task',
  time_entries: 'Time entry',
  comments: 'Comment',
  day_ends: 'Day end',
  clients: 'Client',
  client_compliance: 'Compliance profile',
  invoices: 'Invoice',
  invoice_lines: 'Invoice line',
  payments: 'Payment',
  credit_notes: 'Credit note',
  advances: 'Advance',
  users: 'User',
  statuses: 'Status',
  priorities: 'Priority',
  task_templates: 'Task template',
  template_sub_tasks: 'Template sub-task',
  preferences: 'Preferences',
  invoice_settings: 'Invoice settings',
  reminder_schedules: 'Reminder schedule',
  udin_documents: 'UDIN document',
  dsc_certificates: 'Digital signature certificate',
  dsc_movements: 'DSC check-out',
  portal_contacts: 'Portal contact',
  portal_sessions: 'Portal session',
  document_requests: 'Document request',
  document_request_items: 'Requested document',
  document_request_files: 'Uploaded document',
  payment_notices: 'Payment notice',
  request_templates: 'Request template',
  document_request_reminders: 'Document reminder',
  bank_accounts: 'Bank account',
  bank_statement_imports: 'Bank statement',
  bank_statement_lines: 'Bank statement line',
  holidays: 'Holiday',
  leave_days: 'Leave',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_ACTIONS = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  login: 'Signed in',
  login_failed: 'Failed sign-in',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  data_exported: 'Exported all data',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** Column names whose label is not just the column name in words. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  et: 'ET (min)',
  tt: 'TT (min)',
  sub_task: 'Sub-task',
  client_id: 'Client',
  status_id: 'Status',
  priority_id: 'Priority',
  allotted_to: 'Assigned to',
  team_leader: 'Team leader',
  help_required_user: 'Help required from',
  created_by: 'Created by',
  deleted_by: 'Deleted by',
  deleted_at: 'Moved to Trash',
  user_id: 'Person',
  task_id: 'Task',
  invoice_id: 'Invoice',
  template_id: 'Template',
  default_assignee_id: 'Default assignee',
  default_priority_id: 'Default priority',
  default_estimated_minutes: 'Default ET (min)',
  due_date: 'Due date',
  quotation_paise: 'Quotation',
  amount_paise: 'Amount',
  rate_paise: 'Rate',
  tds_paise: 'TDS',
  gstin: 'GSTIN',
  gst_number: 'GST number',
  pan: 'PAN',
  cin: 'CIN / LLPIN',
  client_group: 'Group',
  gst_rate_bp: 'GST rate',
  sac: 'SAC',
  sac_code: 'SAC',
  is_active: 'Active',
  minutes: 'Minutes',
  total_minutes: 'Total (min)',
  content: 'Comment',
  email: 'E-mail',
  last4: 'Last 4 digits',
  bank_account_id: 'Bank account',
  ignore_reason: 'Ignored because',
};

/** "sub_task" → "Sub task", unless named above. */
export function auditFieldLabel(field: string): string {
  const named = AUDIT_FIELD_LABELS[field];
  if (named) return named;
  const words = field.replace(/_paise$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const Limit = v.optional(
  v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(500)),
  '50',
);

/** The Admin's log: filters, and the key of the last entry of the previous page. */
export const AuditQuery = v.strictObject({
  entity: v.optional(v.picklist(Object.keys(AUDIT_ENTITIES) as AuditEntity[], 'Unknown record type')),
  entityId: v.optional(Uuid),
  userId: v.optional(Uuid),
  from: v.optional(isoDate()),
  to: v.optional(isoDate()),
  /** `nextCursor` of the page before. */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'Invalid cursor'))),
  limit: Limit,
});
export type AuditQuery = v.InferOutput<typeof AuditQuery>;

export const HistoryQuery = v.strictObject({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'Invalid cursor'))),
  limit: Limit,
});
export type HistoryQuery = v.InferOutput<typeof HistoryQuery>;

/** One field of an entry, its values as people read them ('' for none). */
export const AuditChangeRowSchema = v.object({
  field: v.string(),
  label: v.string(),
  old: v.string(),
  new: v.string(),
});
export type AuditChangeRow = v.InferOutput<typeof AuditChangeRowSchema>;

export const AuditEntryRowSchema = v.object({
  id: v.string(),
  at: v.string(),
  user: v.nullable(v.object({ id: v.string(), name: v.string() })),
  entity: v.string(),
  entityLabel: v.string(),
  entityId: v.nullable(v.string()),
  /** What people call the record (a client's name, a task's title, an invoice's number). */
  label: v.nullable(v.string()),
  action: v.string(),
  actionLabel: v.string(),
  changes: v.array(AuditChangeRowSchema),
  ip: v.nullable(v.string()),
  session: v.nullable(v.string()),
});
export type AuditEntryRow = v.InferOutput<typeof AuditEntryRowSchema>;

export const AuditPageSchema = v.object({
  entries: v.array(AuditEntryRowSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: v.nullable(v.string()),
});
export type AuditPage = v.InferOutput<typeof AuditPageSchema>;
