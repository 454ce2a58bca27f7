// The day ends staff submit, their approval state (submitted, approved, returned, reopened) and
// the history of every step with who took it, when and their comment.
import { DAY_END_ACTIONS, DAY_END_STATUSES } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations } from './organisations';
import { users } from './users';

export const dayEnds = pgTable(
  'day_ends',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    totalMinutes: integer('total_minutes').notNull(),
    submittedAt: createdAt(),
    status: text('status', { enum: DAY_END_STATUSES }).notNull().default('submitted'),
    /** Who approved, returned or reopened the day last, when, and the comment they gave. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
  },
  (t) => [
    uniqueIndex('day_ends_user_date_unique').on(t.orgId, t.userId, t.date),
    // The leaders' queue: submitted days, oldest first.
    index('day_ends_queue_idx').on(t.orgId, t.date).where(sql`${t.status} = 'submitted'`),
    // The leaders' Approved list: approved days, newest first, paged by (date, id).
    index('day_ends_approved_idx')
      .on(t.orgId, t.date.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** Append-only: one row per step a day end takes. */
export const dayEndEvents = pgTable(
  'day_end_events',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    dayEndId: uuid('day_end_id')
      .notNull()
      .references(() => dayEnds.id, { onDelete: 'cascade' }),
    action: text('action', { enum: DAY_END_ACTIONS }).notNull(),
    byUser: uuid('by_user').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    totalMinutes: integer('total_minutes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('day_end_events_day_idx').on(t.dayEndId, t.createdAt)],
);
