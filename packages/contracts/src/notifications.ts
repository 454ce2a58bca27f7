// Notifications: what happened that concerns one person (a task allotted, help asked, an invoice
// paid…), the list the header bell shows and the words both sides use.
import * as v from 'valibot';

export const NOTIFICATION_TYPES = [
  'task_allotted',
  'task_leader',
  'help_requested',
  'task_comment',
  'task_due_today',
  'task_overdue',
  'invoice_sent',
  'invoice_paid',
  'compliance_due_soon',
  'compliance_due_today',
  'compliance_overdue',
  /** Rule 47: finished work still unbilled at day 25 (modules/unbilled/notice-job.ts). */
  'task_unbilled',
  /** Registers (modules/udin/alerts.ts, modules/dsc/alerts.ts). */
  'udin_due_soon',
  'udin_overdue',
  'dsc_expiring',
  /** End Day approval (modules/day-ends/notify.ts). */
  'day_approved',
  'day_returned',
  'day_reopened',
  /** The scheduled database backup failed (modules/backups/job.ts): every Admin is told. */
  'backup_failed',
  /** A client uploaded documents (a few files within a short while make one; modules/document-requests). */
  'documents_uploaded',
  /** The daily digest of document requests past their due date. */
  'document_requests_overdue',
  /** A client's contact said in the portal that an invoice was paid (modules/payment-notices). */
  'payment_notice',
  /** A task's time taken reached 80% or 100% of its estimate (modules/tasks/budget.ts). */
  'task_budget',
  /** A leader moved tasks to or from a person, or moved their due dates (modules/capacity/move.ts). */
  'tasks_moved',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How many notifications GET /notifications answers (newest first). */
export const NOTIFICATION_LIST_LIMIT = 50;
/** The bell asks again this often while someone is signed in (and when the window regains focus). */
export const NOTIFICATION_POLL_MS = 30_000;

export const NOTIFICATION_MESSAGES = {
  emptyTitle: "You're all caught up!",
  emptyText: 'No new notifications right now.',
  markAllRead: 'Mark all as read',
  notFound: 'Notification not found',
  taskGone: 'This task is no longer available',
  loadFailed: 'Failed to load notifications',
} as const;

export const NotificationRowSchema = v.object({
  id: v.string(),
  type: v.picklist(NOTIFICATION_TYPES),
  title: v.string(),
  message: v.string(),
  /** The task it is about, if any; the web opens it in the task grid. */
  taskId: v.nullable(v.string()),
  /** Where the notification leads in the app: '/tasks' for a task, '/invoicing/sent' for an invoice. */
  link: v.string(),
  createdAt: v.string(),
  unread: v.boolean(),
});
export type NotificationRow = v.InferOutput<typeof NotificationRowSchema>;

export const NotificationListSchema = v.object({
  notifications: v.array(NotificationRowSchema),
  unreadCount: v.number(),
});
export type NotificationList = v.InferOutput<typeof NotificationListSchema>;
export const NotificationReadSchema = v.object({ id: v.string() });
export const NotificationsReadSchema = v.object({ updated: v.number() });
