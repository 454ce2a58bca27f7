// GET /tasks: one page of rows, plus stats, chip and quick-tab counts from one grouped scan.
import {
  dueBounds,
  pagination,
  type TaskListAnswer,
  type TaskListQuery,
  type TaskSortField,
  todayIn,
} from '@practice-desk/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { clients, organisations, priorities, statuses, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';
import { countGroups, tallyCounts } from './counts';
import {
  chipCondition,
  columnConditions,
  dueCondition,
  priorityCondition,
  scopeCondition,
  type TaskLookups,
  TRUE,
} from './filters';
import { liveTask } from './live';
import { assignee, leader, selectTaskRows, toTaskRow } from './row';

export const SORT_COLUMNS: Record<TaskSortField, SQL> = {
  createdAt: sql`${tasks.createdAt}`,
  client: sql`${clients.name}`,
  task: sql`${tasks.task}`,
  subTask: sql`${tasks.subTask}`,
  et: sql`${tasks.et}`,
  tt: sql`${tasks.tt}`,
  allottedTo: sql`${assignee.name}`,
  teamLeader: sql`${leader.name}`,
  priority: sql`${priorities.rank}`,
  status: sql`${statuses.position}`,
  dueDate: sql`${tasks.dueDate}`,
  frequency: sql`${tasks.frequency}`,
};

export function assertScopeAllowed(ctx: ServiceContext, scope: TaskListQuery['scope']) {
  if (scope === 'all' && ctx.user.role !== 'ADMIN') throw new Forbidden();
  if (scope === 'team' && ctx.user.role === 'TEAM_MEMBER') throw new Forbidden();
}

/** Today in the practice's time zone, on the request's clock. */
export async function practiceToday(ctx: ServiceContext): Promise<string> {
  const [org] = await ctx.db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, ctx.orgId));
  return todayIn(org?.timeZone ?? 'Asia/Kolkata', ctx.now);
}

export async function taskLookups(ctx: ServiceContext): Promise<TaskLookups> {
  const [statusRows, priorityRows] = await Promise.all([
    ctx.db
      .select({ id: statuses.id, name: statuses.name, systemKey: statuses.systemKey })
      .from(statuses)
      .where(eq(statuses.orgId, ctx.orgId)),
    ctx.db
      .select({ id: priorities.id, name: priorities.name })
      .from(priorities)
      .where(eq(priorities.orgId, ctx.orgId))
      .orderBy(asc(priorities.rank)),
  ]);
  return { statuses: statusRows, priorities: priorityRows };
}

/** The WHERE of a task query: `base` (practice, scope, column filters, search) narrows every
 * count; `full` adds the chip, priority and due choices and narrows the rows and stats. */
export function taskFilters(ctx: ServiceContext, query: TaskListQuery, today: string, lookups: TaskLookups) {
  const userId = ctx.user.id;
  const base = and(
    eq(tasks.orgId, ctx.orgId),
    liveTask(),
    scopeCondition(query.scope, userId),
    ...columnConditions(query, ctx.orgId, lookups),
  ) as SQL;
  const chip = query.status ? chipCondition(query.status, userId, lookups) : TRUE;
  const priority = query.priority ? priorityCondition(query.priority, lookups) : TRUE;
  const due = query.due ? dueCondition(dueBounds(query.due, today), lookups) : TRUE;
  return { base, full: and(base, chip, priority, due) as SQL };
}

export async function listTasks(ctx: ServiceContext, query: TaskListQuery): Promise<TaskListAnswer> {
  assertScopeAllowed(ctx, query.scope);
  const [today, lookups] = await Promise.all([practiceToday(ctx), taskLookups(ctx)]);
  const { base, full } = taskFilters(ctx, query, today, lookups);
  const sortColumn = SORT_COLUMNS[query.sortBy];
  const order =
    query.sortOrder === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`;
  const page = selectTaskRows(ctx.db)
    .where(full)
    .orderBy(order, query.sortOrder === 'asc' ? asc(tasks.id) : desc(tasks.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (query.counts === 'false') {
    const [rows, [total]] = await Promise.all([page, ctx.db.select({ n: count() }).from(tasks).where(full)]);
    return {
      tasks: rows.map((row) => toTaskRow(row, today)),
      pagination: pagination(total?.n ?? 0, query.page, query.limit),
    };
  }
  const [rows, groups] = await Promise.all([page, countGroups(ctx.db, base, ctx.user.id, today)]);
  const { stats, filterCounts } = tallyCounts(groups, query, lookups, today);
  return {
    tasks: rows.map((row) => toTaskRow(row, today)),
    pagination: pagination(stats.count, query.page, query.limit),
    stats,
    filterCounts,
  };
}
