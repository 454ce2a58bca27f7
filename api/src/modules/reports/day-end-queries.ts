// The SQL of the Day End report: the tasks with time in the period ranked per assignee (most
// recently worked first) with each assignee's totals from the same pass, names joined only for
// the rows kept; and the day ends people submitted in the period.
import { and, desc, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, dayEnds, statuses, tasks, timeEntries, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { type CountedPeriod, entriesWithin, readsEntries } from './queries';
import { reportScope } from './scope';

const assignee = alias(users, 'assignee');

/** Each task in scope worked in the period: its assignee, estimate, minutes and last worked day.
 * A bounded period sums its time entries first; All Time reads the task's own TT and last worked
 * day (both kept with every entry), so no entry is read. */
export function workInPeriod(ctx: ServiceContext, period: CountedPeriod) {
  const columns = { id: tasks.id, userId: tasks.allottedTo, et: tasks.et };
  if (!readsEntries(period)) {
    return ctx.db.$with('period_work').as(
      ctx.db
        .select({
          ...columns,
          minutes: sql<number>`${tasks.tt}`.as('minutes'),
          lastWorked: sql<string>`${tasks.lastWorkedOn}`.as('last_worked'),
        })
        .from(tasks)
        .where(and(reportScope(ctx), isNotNull(tasks.lastWorkedOn))),
    );
  }
  const entries = ctx.db
    .select({
      taskId: timeEntries.taskId,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`.as('minutes'),
      lastWorked: sql<string>`max(${timeEntries.date})`.as('last_worked'),
    })
    .from(timeEntries)
    .where(entriesWithin(ctx, period))
    .groupBy(timeEntries.taskId)
    .as('period_minutes');
  return ctx.db.$with('period_work').as(
    ctx.db
      .select({ ...columns, minutes: entries.minutes, lastWorked: entries.lastWorked })
      .from(entries)
      .innerJoin(tasks, eq(tasks.id, entries.taskId))
      .where(reportScope(ctx)),
  );
}

/** Past this many rows the task details are read in one pass instead of by key. */
export const DETAILS_BY_KEY = 5000;

/** The text and names of the practice's tasks that match `which`. */
function taskDetails(ctx: ServiceContext, which: SQL) {
  return ctx.db
    .select({
      id: tasks.id,
      clientId: tasks.clientId,
      clientName: clients.name,
      task: tasks.task,
      subTask: tasks.subTask,
      status: statuses.name,
      et: tasks.et,
      dueDate: tasks.dueDate,
      userName: assignee.name,
    })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(assignee, eq(assignee.id, tasks.allottedTo))
    .where(and(eq(tasks.orgId, ctx.orgId), which));
}

/** Up to `perPerson` tasks of each assignee, with every assignee's full count and minutes. Only
 * narrow columns are ranked; the kept rows (a few thousand at most) then take their task's text
 * and names by key in a second statement, so PostgreSQL never joins every task to rank them. */
export async function workedTasks(ctx: ServiceContext, period: CountedPeriod, perPerson: number) {
  const work = workInPeriod(ctx, period);
  // One window for the rank and the person's totals, so PostgreSQL sorts and scans once.
  const per = sql`(partition by ${work.userId} order by ${work.lastWorked} desc, ${work.id}
    rows between unbounded preceding and unbounded following)`;
  const ranked = ctx.db.$with('ranked_work').as(
    ctx.db
      .select({
        id: work.id,
        userId: work.userId,
        minutes: work.minutes,
        lastWorked: sql<string>`${work.lastWorked}::text`.as('last_day'),
        rank: sql<number>`row_number() over ${per}`.as('rank'),
        taskCount: sql<number>`(count(*) over ${per})::int`.as('task_count'),
        groupMinutes: sql<number>`(sum(${work.minutes}) over ${per})::int`.as('group_minutes'),
        groupEstimate: sql<number>`(sum(${work.et}) over ${per})::int`.as('group_estimate'),
      })
      .from(work),
  );
  const kept = await ctx.db
    .with(work, ranked)
    .select({
      id: ranked.id,
      userId: ranked.userId,
      minutes: ranked.minutes,
      lastWorked: ranked.lastWorked,
      rank: ranked.rank,
      taskCount: ranked.taskCount,
      groupMinutes: ranked.groupMinutes,
      groupEstimate: ranked.groupEstimate,
    })
    .from(ranked)
    .where(lte(ranked.rank, perPerson));
  if (kept.length === 0) return [];
  // By key while the rows are few; an export can keep every task, and then one pass over the
  // tasks in scope is cheaper than thousands of keys.
  const details = await taskDetails(
    ctx,
    kept.length <= DETAILS_BY_KEY
      ? inArray(
          tasks.id,
          kept.map((k) => k.id),
        )
      : reportScope(ctx),
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  // Each person's tasks in rank order (groupDayEnd keeps the order it is given).
  kept.sort((a, b) => a.rank - b.rank);
  return kept.flatMap((k) => {
    const d = byId.get(k.id);
    return d ? [{ ...d, ...k }] : [];
  });
}

export type WorkedTask = Awaited<ReturnType<typeof workedTasks>>[number];

/** Day ends in the period, the newest `perPerson` of each person, with how many there are;
 * `people` narrows to those people (null: everyone in the practice). */
export async function submittedDayEnds(
  ctx: ServiceContext,
  period: CountedPeriod,
  people: string[] | null,
  perPerson: number,
) {
  const conditions: (SQL | undefined)[] = [eq(dayEnds.orgId, ctx.orgId)];
  if (period.from) conditions.push(gte(dayEnds.date, period.from));
  if (period.to) conditions.push(lte(dayEnds.date, period.to));
  if (period.approvedOnly) conditions.push(eq(dayEnds.status, 'approved'));
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
