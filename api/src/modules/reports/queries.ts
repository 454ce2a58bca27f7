// The SQL of the Clients, Users, Tasks and Sub-tasks reports. Time entries dated in the period are
// summed per task first (one pass over the (org_id, date) index), then joined to the tasks in
// scope, and the tasks of the period are grouped; the bounds are parameters, never now().
import type { PeriodBounds } from '@practice-desk/contracts';
import { and, asc, between, eq, gte, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { clients, dayEnds, tasks, timeEntries, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { reportScope } from './scope';

/** A report's period, and whether only time on approved days counts. */
export interface CountedPeriod extends PeriodBounds {
  approvedOnly?: boolean;
}
type Bounded = CountedPeriod & { from: string; to: string };
const isBounded = (p: CountedPeriod): p is Bounded => p.from !== null && p.to !== null;

/** Whether a report reads time entries rather than the tasks' own TT: any bounded period, and
 * every period counting approved days only. */
export const readsEntries = (p: CountedPeriod): boolean => isBounded(p) || p.approvedOnly === true;

/** The entries of the period (every entry when the period is open) of this practice; with
 * `approvedOnly`, only those on a day of their person's that is approved. */
export function entriesWithin(ctx: ServiceContext, period: CountedPeriod): SQL {
  const inPeriod = isBounded(period)
    ? and(gte(timeEntries.date, period.from), lte(timeEntries.date, period.to))
    : undefined;
  const approved = period.approvedOnly
    ? sql`exists (select 1 from ${dayEnds} where ${dayEnds.orgId} = ${ctx.orgId}
        and ${dayEnds.userId} = ${timeEntries.userId} and ${dayEnds.date} = ${timeEntries.date}
        and ${dayEnds.status} = 'approved')`
    : undefined;
  return and(eq(timeEntries.orgId, ctx.orgId), inPeriod, approved) as SQL;
}

/** Minutes per task from the time entries of the period, aggregated before any join. */
function periodMinutes(ctx: ServiceContext, period: CountedPeriod) {
  return ctx.db.$with('period_minutes').as(
    ctx.db
      .select({
        taskId: timeEntries.taskId,
        minutes: sql<number>`sum(${timeEntries.minutes})::int`.as('minutes'),
      })
      .from(timeEntries)
      .where(entriesWithin(ctx, period))
      .groupBy(timeEntries.taskId),
  );
}

/** Created on a day of the period in the practice's time zone. */
function createdWithin(period: Bounded, timeZone: string): SQL {
  return sql`(${tasks.createdAt} >= (${period.from}::date)::timestamp at time zone ${timeZone}
    and ${tasks.createdAt} < (${period.to}::date + 1)::timestamp at time zone ${timeZone})`;
}

/** The tasks of the period in scope, one row each with `actual` = its minutes in the period.
 * A task belongs to the period when it has time in it, was created in it or is due in it; All
 * Time takes every task and its TT (kept equal to the sum of its entries), so no entry is read. */
function reportTasks(ctx: ServiceContext, period: CountedPeriod, timeZone: string) {
  const columns = {
    id: tasks.id,
    clientId: tasks.clientId,
    task: tasks.task,
    subTask: tasks.subTask,
    et: tasks.et,
    allottedTo: tasks.allottedTo,
  };
  if (!isBounded(period) && period.approvedOnly) {
    // All Time, approved days only: every task, with only its approved minutes.
    const pm = periodMinutes(ctx, period);
    const approved = ctx.db.$with('report_tasks').as(
      ctx.db
        .select({ ...columns, actual: sql<number>`coalesce(${pm.minutes}, 0)`.as('actual') })
        .from(tasks)
        .leftJoin(pm, eq(pm.taskId, tasks.id))
        .where(reportScope(ctx)),
    );
    return { ctes: [pm, approved], rt: approved };
  }
  if (!isBounded(period)) {
    const all = ctx.db.$with('report_tasks').as(
      ctx.db
        .select({ ...columns, actual: sql<number>`${tasks.tt}`.as('actual') })
        .from(tasks)
        .where(reportScope(ctx)),
    );
    return { ctes: [all], rt: all };
  }
  const pm = periodMinutes(ctx, period);
  const inPeriod = ctx.db.$with('report_tasks').as(
    ctx.db
      .select({ ...columns, actual: sql<number>`coalesce(${pm.minutes}, 0)`.as('actual') })
      .from(tasks)
      .leftJoin(pm, eq(pm.taskId, tasks.id))
      .where(
        and(
          reportScope(ctx),
          or(
            isNotNull(pm.taskId),
            between(tasks.dueDate, period.from, period.to),
            createdWithin(period, timeZone),
          ),
        ),
      ),
  );
  return { ctes: [pm, inPeriod], rt: inPeriod };
}

type ReportTasks = ReturnType<typeof reportTasks>['rt'];

function totalColumns(rt: ReportTasks) {
  return {
    totalTasks: sql<number>`count(*)::int`,
    totalSubTasks: sql<number>`(count(*) filter (where ${rt.subTask} <> ''))::int`,
    totalEstimatedTime: sql<number>`coalesce(sum(${rt.et}), 0)::int`,
    totalActualTime: sql<number>`coalesce(sum(${rt.actual}), 0)::int`,
  };
}

export interface PeriodOf {
  period: CountedPeriod;
  timeZone: string;
}

export async function totalsByClient(ctx: ServiceContext, { period, timeZone }: PeriodOf) {
  const { ctes, rt } = reportTasks(ctx, period, timeZone);
  return ctx.db
    .with(...ctes)
    .select({ clientId: rt.clientId, clientName: clients.name, ...totalColumns(rt) })
    .from(rt)
    .leftJoin(clients, eq(clients.id, rt.clientId))
    .groupBy(rt.clientId, clients.name)
    .orderBy(sql`${clients.name} asc nulls last`);
}

export async function totalsByUser(ctx: ServiceContext, { period, timeZone }: PeriodOf) {
  const { ctes, rt } = reportTasks(ctx, period, timeZone);
  return ctx.db
    .with(...ctes)
    .select({ userId: rt.allottedTo, userName: users.name, ...totalColumns(rt) })
    .from(rt)
    .leftJoin(users, eq(users.id, rt.allottedTo))
    .groupBy(rt.allottedTo, users.name)
    .orderBy(sql`${users.name} asc nulls last`);
}

export async function totalsByTask(ctx: ServiceContext, { period, timeZone }: PeriodOf) {
  const { ctes, rt } = reportTasks(ctx, period, timeZone);
  return ctx.db
    .with(...ctes)
    .select({ task: rt.task, ...totalColumns(rt) })
    .from(rt)
    .groupBy(rt.task)
    .orderBy(asc(rt.task));
}

export async function totalsBySubTask(ctx: ServiceContext, { period, timeZone }: PeriodOf) {
  const { ctes, rt } = reportTasks(ctx, period, timeZone);
  return ctx.db
    .with(...ctes)
    .select({ task: rt.task, subTask: rt.subTask, ...totalColumns(rt) })
    .from(rt)
    .groupBy(rt.task, rt.subTask)
    .orderBy(asc(rt.task), asc(rt.subTask));
}
