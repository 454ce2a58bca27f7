// What a person can work: the practice's holidays and each person's leave. Their working week is
// on `users.working_week` (null: the practice's, `preferences.working_week`).
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations } from './organisations';
import { users } from './users';

export const holidays = pgTable(
  'holidays',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('holidays_org_day_unique').on(t.orgId, t.day)],
);

export const leaveDays = pgTable(
  'leave_days',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Half the day's working minutes are off, not all of them. */
    half: boolean('half').notNull().default(false),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leave_days_user_day_unique').on(t.userId, t.day),
    index('leave_days_org_day_idx').on(t.orgId, t.day),
  ],
);
