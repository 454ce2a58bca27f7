// Billing rates per client and template, and what becomes of finished work that is not invoiced:
// write-offs (kept for the report) and the Rule 47 notices sent to team leaders.
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { taskTemplates } from './config';
import { organisations } from './organisations';
import { tasks } from './tasks';
import { users } from './users';

/** What a client is charged for a task of a template, whatever the time taken. */
export const clientTemplateFees = pgTable(
  'client_template_fees',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => taskTemplates.id, { onDelete: 'cascade' }),
    feePaise: bigint('fee_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('client_template_fees_unique').on(t.clientId, t.templateId)],
);

/** Finished work the practice decided not to bill, with why and what it would have billed. */
export const taskWriteOffs = pgTable(
  'task_write_offs',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** The queue's suggestion when written off; null when it had none. */
    suggestedPaise: bigint('suggested_paise', { mode: 'number' }),
    writtenOffBy: uuid('written_off_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // A task is written off once: it leaves the queue.
    uniqueIndex('task_write_offs_task_unique').on(t.taskId),
    index('task_write_offs_org_idx').on(t.orgId, t.createdAt.desc()),
  ],
);

/** The day-25 notice of a task still unbilled (Rule 47): one per task, ever. */
export const unbilledNotices = pgTable('unbilled_notices', {
  taskId: uuid('task_id')
    .primaryKey()
    .references(() => tasks.id, { onDelete: 'cascade' }),
  orgId: uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
});
