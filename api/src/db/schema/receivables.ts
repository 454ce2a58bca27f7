// Reminders of overdue invoices: each one sent (by hand or by the schedule) logged on its invoice,
// and each practice's optional reminder schedule (off until an Admin turns it on).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns';
import { invoices } from './invoicing';
import { organisations } from './organisations';
import { users } from './users';

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentTo: text('sent_to').notNull(),
    /** Who sent it by hand; null for the schedule's. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    automatic: boolean('automatic').notNull().default(false),
    /** The schedule's step (1 = first); null for a reminder sent by hand. */
    step: integer('step'),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('invoice_reminders_invoice_idx').on(t.invoiceId, t.sentAt),
    // Never two scheduled reminders for the same step of an invoice, whatever runs at once.
    uniqueIndex('invoice_reminders_step_unique').on(t.invoiceId, t.step).where(sql`${t.step} is not null`),
    check('invoice_reminders_step_check', sql`${t.step} is null or ${t.step} >= 1`),
  ],
);

export const reminderSchedules = pgTable('reminder_schedules', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  /** The first reminder this many days after the due date, then one every `repeatEveryDays`. */
  firstAfterDays: integer('first_after_days').notNull().default(7),
  repeatEveryDays: integer('repeat_every_days').notNull().default(14),
  updatedAt: updatedAt(),
});
