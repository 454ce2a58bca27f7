// GET /tasks: one page of rows, plus stats, chip and quick-tab counts from one grouped scan.
import {
  DEFAULT_TIME_ZONE,
  dueBounds,
  pagination,
  type TaskListAnswer,
  type TaskListQuery,
  type TaskSortField,
  todayIn,
} from '@practice-desk/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { compiledTenantSelect } from '../../db/compiled';
import { clients, organisations, priorities, statuses, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';
import { groupsFromTally, tallyCounts } from './counts';
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
import { queueCondition } from './queues';
import { assignee, leader, selectTaskRowsLean, toTaskRow } from './row';
import { tallyCondition, viewGroups } from './tally';

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

/** With a search, the same order written so no index provides it. Otherwise PostgreSQL walks the
 * due-date (or created) index hoping to meet 20 matches early, and on a rare match read all
 * 100,000 tasks (400 ms on the bench's chip + priority + search view); this way it finds the
 * matches through the trigram indexes and sorts them, never more work than their count. */
const UNINDEXED_ORDER: Partial<Record<TaskSortField, SQL>> = {
  createdAt: sql`(${tasks.createdAt} + interval '0 seconds')`,
  dueDate: sql`(${tasks.dueDate} + 0)`,
};

/** The one join a sort by a name needs (the row's names are sub-queries, row.ts). */
function withSortJoin(select: ReturnType<typeof selectTaskRowsLean>, sortBy: TaskSortField) {
  switch (sortBy) {
    case 'client':
      return select.leftJoin(clients, eq(clients.id, tasks.clientId));
    case 'allottedTo':
      return select.leftJoin(assignee, eq(assignee.id, tasks.allottedTo));
    case 'teamLeader':
      return select.leftJoin(leader, eq(leader.id, tasks.teamLeader));
    case 'priority':
      return select.innerJoin(priorities, eq(priorities.id, tasks.priorityId));
    case 'status':
      return select.innerJoin(statuses, eq(statuses.id, tasks.statusId));
    default:
      return select;
  }
}

export function assertScopeAllowed(ctx: ServiceContext, scope: TaskListQuery['scope']) {
  if (scope === 'all' && ctx.user.role !== 'ADMIN') throw new Forbidden();
  if (scope === 'team' && ctx.user.role === 'TEAM_MEMBER') throw new Forbidden();
}

/** Today in the practice's time zone and its statuses and priorities (names resolved to ids for
 * the filters), in one statement: they come before every task query, so a round trip each (three
 * before) was paid on every page of the grid. */
// Built once (db/compiled.ts): it comes before every task query.
const settingOf = compiledTenantSelect([], (db) =>
  db
    .select({
      timeZone: organisations.timeZone,
      statuses: sql<TaskLookups['statuses']>`(select coalesce(json_agg(json_build_object(
        'id', ${statuses.id}, 'name', ${statuses.name}, 'systemKey', ${statuses.systemKey})), '[]')
        from ${statuses} where ${statuses.orgId} = ${db.orgId})`,
      priorities: sql<TaskLookups['priorities']>`(select coalesce(json_agg(json_build_object(
        'id', ${priorities.id}, 'name', ${priorities.name}) order by ${priorities.rank}), '[]')
        from ${priorities} where ${priorities.orgId} = ${db.orgId})`,
    })
    .from(organisations)
    .where(eq(organisations.id, db.orgId)),
);

export async function taskSetting(ctx: ServiceContext): Promise<{ today: string; lookups: TaskLookups }> {
  const [org] = await settingOf(ctx.db, {});
  return {
    today: todayIn(org?.timeZone ?? DEFAULT_TIME_ZONE, ctx.now),
    lookups: { statuses: org?.statuses ?? [], priorities: org?.priorities ?? [] },
  };
}

/** The WHERE of a task query: `base` (practice, scope, column filters, search) narrows every
 * count; `full` adds the chip, priority and due choices and narrows the rows and stats;
 * `unscoped` is `base` without the scope, for counts that read a scope in parts (counts.ts). */
export function taskFilters(ctx: ServiceContext, query: TaskListQuery, today: string, lookups: TaskLookups) {
  const userId = ctx.user.id;
  const unscoped = and(
    eq(tasks.orgId, ctx.orgId),
    liveTask(),
    ...columnConditions(query, ctx.orgId, lookups),
    query.queue ? queueCondition(query.queue, today, lookups) : undefined,
  ) as SQL;
  const base = and(unscoped, scopeCondition(query.scope, userId)) as SQL;
  const chip = query.status ? chipCondition(query.status, userId, lookups) : TRUE;
  const priority = query.priority ? priorityCondition(query.priority, lookups) : TRUE;
  const due = query.due ? dueCondition(dueBounds(query.due, today), lookups) : TRUE;
  return { base, unscoped, full: and(base, chip, priority, due) as SQL };
}

export async function listTasks(ctx: ServiceContext, query: TaskListQuery): Promise<TaskListAnswer> {
  assertScopeAllowed(ctx, query.scope);
  const { today, lookups } = await taskSetting(ctx);
  const filters = taskFilters(ctx, query, today, lookups);
  const { full } = filters;
  const searching = (query.search ?? '').length >= 2;
  const sortColumn = (searching && UNINDEXED_ORDER[query.sortBy]) || SORT_COLUMNS[query.sortBy];
  const order =
    query.sortOrder === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`;
  const page = withSortJoin(selectTaskRowsLean(ctx.db), query.sortBy)
    .where(full)
    .orderBy(order, query.sortOrder === 'asc' ? asc(tasks.id) : desc(tasks.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  if (query.counts === 'false') {
    const [rows, total] = await Promise.all([page, viewTotal(ctx, query, full, lookups, today)]);
    return {
      tasks: rows.map((row) => toTaskRow(row, today)),
      pagination: pagination(total, query.page, query.limit),
    };
  }
  const [rows, groups] = await Promise.all([page, viewGroups(ctx, query, filters, lookups, today)]);
  const { stats, filterCounts } = tallyCounts(groups, query, lookups, today);
  return {
    tasks: rows.map((row) => toTaskRow(row, today)),
    pagination: pagination(stats.count, query.page, query.limit),
    stats,
    filterCounts,
  };
}

/** Stats and counts alone (GET /tasks/counts): the same tally as the first page's, without
 * reading a page nobody shows. */
export async function countTasks(ctx: ServiceContext, query: TaskListQuery) {
  assertScopeAllowed(ctx, query.scope);
  const { today, lookups } = await taskSetting(ctx);
  const filters = taskFilters(ctx, query, today, lookups);
  return tallyCounts(await viewGroups(ctx, query, filters, lookups, today), query, lookups, today);
}

/** How many tasks the view holds, for a page without counts: from the tally's groups when it can
 * count the view (its stats follow the chip, priority and due choices), else a count. */
async function viewTotal(
  ctx: ServiceContext,
  query: TaskListQuery,
  full: SQL,
  lookups: TaskLookups,
  today: string,
): Promise<number> {
  const tallied = tallyCondition(ctx, query, lookups);
  if (tallied) {
    const groups = await groupsFromTally(ctx.db, tallied, ctx.user.id, today);
    return tallyCounts(groups, query, lookups, today).stats.count;
  }
  const [total] = await ctx.db.select({ n: count() }).from(tasks).where(full);
  return total?.n ?? 0;
}
