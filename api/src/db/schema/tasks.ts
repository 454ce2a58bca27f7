// Tasks, their time entries and comments.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { priorities, statuses } from './config';
import { importBatches } from './imports';
import { organisations } from './organisations';
import { users } from './users';

export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    task: text('task').notNull().default(''),
    subTask: text('sub_task').notNull().default(''),
    /** Estimated minutes. */
    et: integer('et').notNull().default(0),
    /** Minutes taken: always the sum of the task's time entries, kept here for paging and sorting. */
    tt: integer('tt').notNull().default(0),
    /** The latest date of the task's time entries (null: none), kept with TT so the all-time Day
     * End report orders tasks by when they were last worked without reading every entry. */
    lastWorkedOn: date('last_worked_on', { mode: 'string' }),
    /** The highest budget threshold (80 or 100, per cent of ET) the people on the task were told
     * TT reached; 0 none. A new estimate sets it to where TT stands against it (a trigger), so the
     * next threshold of the new budget is told once in turn. */
    budgetAlerted: smallint('budget_alerted').notNull().default(0),
    allottedTo: uuid('allotted_to').references(() => users.id, { onDelete: 'set null' }),
    teamLeader: uuid('team_leader').references(() => users.id, { onDelete: 'set null' }),
    helpRequiredUser: uuid('help_required_user').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    priorityId: uuid('priority_id')
      .notNull()
      .references(() => priorities.id, { onDelete: 'restrict' }),
    statusId: uuid('status_id')
      .notNull()
      .references(() => statuses.id, { onDelete: 'restrict' }),
    dueDate: date('due_date', { mode: 'string' }),
    frequency: text('frequency', { enum: ['None', 'Monthly', 'Quarterly', 'Yearly'] })
      .notNull()
      .default('None'),
    quotationPaise: bigint('quotation_paise', { mode: 'number' }),
    remarks: text('remarks'),
    /** The task whose completion created this one; unique so a completion recurs exactly once. */
    previousOccurrenceId: uuid('previous_occurrence_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Why an Admin completed the task while its required documents were still awaited (the
     * audit trail keeps each one). */
    completionOverrideReason: text('completion_override_reason'),
    /** The import that created the task, so the batch can be undone. */
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    /** Set while the task is in the Trash (30 days): every read of live work skips it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Task and sub-task lower-cased in one text, for the search box: one trigram index and a plain
     * LIKE, where ILIKE on each column folded the case of every candidate row twice (the count of a
     * searched view at 100,000 tasks: 44 ms → 14 ms, EXPLAIN ANALYZE on PostgreSQL). chr(31), the
     * unit separator, keeps a search from matching across the two. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(task || chr(31) || sub_task)`),
  },
  (t) => [
    index('tasks_org_created_idx').on(t.orgId, t.createdAt.desc()),
    index('tasks_org_allotted_created_idx').on(t.orgId, t.allottedTo, t.createdAt.desc()),
    index('tasks_org_leader_created_idx').on(t.orgId, t.teamLeader, t.createdAt.desc()),
    index('tasks_org_helper_idx').on(t.orgId, t.helpRequiredUser),
    index('tasks_org_due_idx').on(t.orgId, t.dueDate),
    index('tasks_org_status_idx').on(t.orgId, t.statusId),
    index('tasks_org_client_idx').on(t.orgId, t.clientId),
    index('tasks_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('tasks_previous_occurrence_unique').on(t.previousOccurrenceId),
    index('tasks_org_trash_idx').on(t.orgId, t.deletedAt.desc()).where(sql`${t.deletedAt} is not null`),
    index('tasks_import_batch_idx').on(t.importBatchId).where(sql`${t.importBatchId} is not null`),
    check('tasks_tt_not_negative', sql`${t.tt} >= 0`),
    check('tasks_et_not_negative', sql`${t.et} >= 0`),
  ],
);

export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** May be negative: a correction of time taken is recorded as the difference. */
    minutes: integer('minutes').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('time_entries_task_idx').on(t.taskId),
    index('time_entries_org_date_idx').on(t.orgId, t.date),
    index('time_entries_org_user_date_idx').on(t.orgId, t.userId, t.date),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_task_idx').on(t.taskId, t.createdAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'cascade' }),
    /** Where it leads in the app, when its type alone does not say (a client's page). */
    link: text('link'),
    /** The document request it is about: a client's uploads within a short while share one. */
    documentRequestId: uuid('document_request_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);
