// GET /timesheets/tasks: the open tasks a timesheet row can be added for, i.e. those the caller
// may write this person's time on (their own work, or a team member's task the caller leads).
import { type TimesheetTask, type TimesheetTaskQuery, taskRights } from '@practice-desk/contracts';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { clients, statuses, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { liveTask } from '../tasks/live';
import { containsPattern, taskTextLike } from '../tasks/search';
import { mayWriteTime, timesheetPerson } from './person';
import { notClosed, taskRowColumns } from './task-rows';

const PICKER_SIZE = 50;

export async function timesheetTasks(
  ctx: ServiceContext,
  query: TimesheetTaskQuery,
): Promise<TimesheetTask[]> {
  const person = await timesheetPerson(ctx, query.userId);
  const theirs = person.own
    ? or(
        eq(tasks.allottedTo, person.id),
        eq(tasks.teamLeader, person.id),
        eq(tasks.helpRequiredUser, person.id),
        eq(tasks.createdBy, person.id),
      )
    : eq(tasks.allottedTo, person.id);
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await ctx.db
    .select(taskRowColumns)
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(
      and(
        eq(tasks.orgId, ctx.orgId),
        liveTask(),
        theirs,
        notClosed,
        pattern ? (or(taskTextLike(pattern), ilike(clients.name, pattern)) as SQL) : undefined,
      ),
    )
    .orderBy(desc(tasks.updatedAt), asc(tasks.task))
    .limit(PICKER_SIZE * 4);
  return rows
    .filter((t) => mayWriteTime(taskRights(ctx.user, t), person.own))
    .slice(0, PICKER_SIZE)
    .map(({ taskId, client, task, subTask }) => ({ taskId, client, task, subTask }));
}
