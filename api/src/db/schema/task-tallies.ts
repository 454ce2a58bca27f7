// The practice's live tasks counted by what the task screen's stats and counts group them by,
// kept by triggers on `tasks` (db/migrations/0030_task-tallies-triggers.sql) in the writing
// transaction, so the whole practice's counts read a few hundred rows instead of every task
// (modules/tasks/tally.ts). Tasks in the Trash are not counted.
//
// A group may be held in more than one row, to be added up: a writer adds its change to a row of
// the group no other transaction holds, or starts a new one, and never waits for another writer
// (waiting here, while holding its tasks, deadlocked writes of several tasks at once).
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

export const taskTallies = pgTable(
  'task_tallies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
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
    // The group a change is added to, found by equality: "none" (null) as a value of its own.
    index('task_tallies_group_idx').on(
      t.orgId,
      t.statusId,
      t.priorityId,
      sql`coalesce(${t.teamLeader}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.helpRequiredUser}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`coalesce(${t.dueDate}, 'infinity'::date)`,
    ),
  ],
);
