// GET /capacity/tasks: the open tasks behind one cell of the workload view, a person's week, in
// the order of their due dates. Tasks of another team the caller may not open are counted, not
// listed, so the cell's figure still adds up.
import {
  CAPACITY_MESSAGES,
  type CapacityTasksAnswer,
  type CapacityTasksQuery,
  taskRights,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { clients, statuses, tasks, taskTemplates } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { liveTask } from '../tasks/live';
import { notClosed } from '../timesheets/task-rows';
import { countedOn, remainingMinutes, templateOfTask } from './capacity';
import { capacityPeople } from './people';

export async function capacityTasks(
  ctx: ServiceContext,
  query: CapacityTasksQuery,
): Promise<CapacityTasksAnswer> {
  const people = await capacityPeople(ctx);
  if (!people.some((p) => p.id === query.userId)) throw new Forbidden(CAPACITY_MESSAGES.notYourTeam);
  const today = await practiceToday(ctx);
  const sunday = dayjs(query.week).add(6, 'day').format('YYYY-MM-DD');
  const rows = await ctx.db
    .select({
      id: tasks.id,
      client: clients.name,
      task: tasks.task,
      subTask: tasks.subTask,
      dueDate: tasks.dueDate,
      et: tasks.et,
      tt: tasks.tt,
      remaining: sql<number>`${remainingMinutes}::int`,
      status: statuses.name,
      allottedTo: tasks.allottedTo,
      teamLeader: tasks.teamLeader,
      helpRequiredUser: tasks.helpRequiredUser,
      createdBy: tasks.createdBy,
    })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(taskTemplates, templateOfTask)
    .where(
      and(
        eq(tasks.orgId, ctx.orgId),
        liveTask(),
        notClosed,
        eq(tasks.allottedTo, query.userId),
        between(countedOn(today), query.week, sunday),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.createdAt));
  const answer: CapacityTasksAnswer = { tasks: [], hidden: 0, hiddenMinutes: 0 };
  for (const row of rows) {
    const rights = taskRights(ctx.user, row);
    if (!rights.view) {
      answer.hidden += 1;
      answer.hiddenMinutes += row.remaining;
      continue;
    }
    answer.tasks.push({
      id: row.id,
      client: row.client,
      task: row.task,
      subTask: row.subTask,
      dueDate: row.dueDate,
      et: row.et,
      tt: row.tt,
      remaining: row.remaining,
      unestimated: row.et <= 0,
      status: row.status,
      canMove: rights.editAll,
    });
  }
  return answer;
}
