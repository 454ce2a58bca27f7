// The SQL of the Day End report: the tasks with time in the period ranked per assignee (most
// recently worked first) with each assignee's totals from the same pass, names joined only for
// the rows kept; and the day ends people submitted in the period.
import type { PeriodBounds } from '@practice-desk/contracts';
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, dayEnds, statuses, tasks, timeEntries, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { entriesWithin } from './queries';
import { reportScope } from './scope';

const assignee = alias(users, 'assignee');

/** Up to `perPerson` tasks of each assignee, with every assignee's full count and minutes. The
 * task's own columns ride through the ranking, so only the small name tables are joined after. */
export async function workedTasks(ctx: ServiceContext, period: PeriodBounds, perPerson: number) {
  const pm = ctx.db.$with('period_minutes').as(
    ctx.db
      .select({
        taskId: timeEntries.taskId,
        minutes: sql<number>`sum(${timeEntries.minutes})::int`.as('minutes'),
        lastWorked: sql<string>`max(${timeEntries.date})`.as('last_worked'),
      })
      .from(timeEntries)
      .where(entriesWithin(ctx, period))
      .groupBy(timeEntries.taskId),
  );
  // One window for the rank and the person's totals, so PostgreSQL sorts and scans once.
  const per = sql`(partition by ${tasks.allottedTo} order by ${pm.lastWorked} desc, ${tasks.id}
    rows between unbounded preceding and unbounded following)`;
  const worked = ctx.db.$with('worked').as(
    ctx.db
      .select({
        id: tasks.id,
        clientId: tasks.clientId,
        task: tasks.task,
        subTask: tasks.subTask,
        statusId: tasks.statusId,
        et: tasks.et,
        dueDate: tasks.dueDate,
        userId: tasks.allottedTo,
        minutes: sql<number>`${pm.minutes}`.as('period_tt'),
        lastWorked: sql<string>`${pm.lastWorked}`.as('last_day'),
        rank: sql<number>`row_number() over ${per}`.as('rank'),
        taskCount: sql<number>`(count(*) over ${per})::int`.as('task_count'),
        groupMinutes: sql<number>`(sum(${pm.minutes}) over ${per})::int`.as('group_minutes'),
        groupEstimate: sql<number>`(sum(${tasks.et}) over ${per})::int`.as('group_estimate'),
      })
      .from(pm)
      .innerJoin(tasks, eq(tasks.id, pm.taskId))
      .where(reportScope(ctx)),
  );
  return ctx.db
    .with(pm, worked)
    .select({
      id: worked.id,
      clientId: worked.clientId,
      clientName: clients.name,
      task: worked.task,
      subTask: worked.subTask,
      status: statuses.name,
      et: worked.et,
      dueDate: worked.dueDate,
      userId: worked.userId,
      userName: assignee.name,
      minutes: worked.minutes,
      lastWorked: sql<string>`${worked.lastWorked}::text`,
      taskCount: worked.taskCount,
      groupMinutes: worked.groupMinutes,
      groupEstimate: worked.groupEstimate,
    })
    .from(worked)
    .innerJoin(statuses, eq(statuses.id, worked.statusId))
    .leftJoin(clients, eq(clients.id, worked.clientId))
    .leftJoin(assignee, eq(assignee.id, worked.userId))
    .where(lte(worked.rank, perPerson))
    .orderBy(sql`${assignee.name} asc nulls last`, worked.rank);
}

export type WorkedTask = Awaited<ReturnType<typeof workedTasks>>[number];

/** Day ends in the period, the newest `perPerson` of each person, with how many there are;
 * `people` narrows to those people (null: everyone in the practice). */
export async function submittedDayEnds(
  ctx: ServiceContext,
  period: PeriodBounds,
  people: string[] | null,
  perPerson: number,
) {
  const conditions: (SQL | undefined)[] = [eq(dayEnds.orgId, ctx.orgId)];
  if (period.from) conditions.push(gte(dayEnds.date, period.from));
  if (period.to) conditions.push(lte(dayEnds.date, period.to));
  if (people) conditions.push(inArray(dayEnds.userId, people.length ? people : [ctx.user.id]));
  const ranked = ctx.db.$with('ranked_day_ends').as(
    ctx.db
      .select({
        userId: dayEnds.userId,
        date: dayEnds.date,
        totalMinutes: dayEnds.totalMinutes,
        submittedAt: dayEnds.submittedAt,
        rank: sql<number>`row_number() over (partition by ${dayEnds.userId} order by ${dayEnds.date} desc)`.as(
          'rank',
        ),
        count: sql<number>`(count(*) over (partition by ${dayEnds.userId}))::int`.as('day_end_count'),
      })
      .from(dayEnds)
      .where(and(...conditions)),
  );
  return ctx.db
    .with(ranked)
    .select({
      userId: ranked.userId,
      userName: users.name,
      date: ranked.date,
      totalMinutes: ranked.totalMinutes,
      submittedAt: ranked.submittedAt,
      count: ranked.count,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(lte(ranked.rank, perPerson))
    .orderBy(users.name, desc(ranked.date));
}

export type SubmittedDayEnd = Awaited<ReturnType<typeof submittedDayEnds>>[number];
