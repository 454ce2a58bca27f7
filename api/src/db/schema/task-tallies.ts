// The practice's live tasks counted by what the task screen's stats and counts group them by,
// kept by triggers on `tasks` (db/migrations/0030_task-tallies-triggers.sql) in the writing
// transaction, so the whole practice's counts read a few hundred rows instead of every task
// (modules/tasks/counts.ts). Tasks in the Trash are not counted.
import { bigint, date, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';

export const taskTallies = pgTable(
  'task_tallies',
  {
    // No foreign keys: the tasks' own changes move their counts here, whatever makes them (a
    // person's removal setting their tasks' leader to null, a practice's removal deleting its
    // tasks, which empties and so removes its rows).
    orgId: uuid('org_id').notNull(),
    statusId: uuid('status_id').notNull(),
    priorityId: uuid('priority_id').notNull(),
    teamLeader: uuid('team_leader'),
    helpRequiredUser: uuid('help_required_user'),
    dueDate: date('due_date', { mode: 'string' }),
    count: integer('count').notNull(),
    et: bigint('et', { mode: 'number' }).notNull(),
    tt: bigint('tt', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('task_tallies_key')
      .on(t.orgId, t.statusId, t.priorityId, t.teamLeader, t.helpRequiredUser, t.dueDate)
      .nullsNotDistinct(),
  ],
);
