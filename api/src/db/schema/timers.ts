// Running timers: at most one per person, kept here so it survives a reload and a restart.
import { index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { organisations } from './organisations';
import { tasks } from './tasks';
import { users } from './users';

export const timers = pgTable(
  'timers',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One running timer per person: a second start inserts against this and replaces the first.
    uniqueIndex('timers_user_unique').on(t.orgId, t.userId),
    index('timers_task_idx').on(t.taskId),
  ],
);
