// GET /tasks: one page of rows, plus stats, chip and quick-tab counts computed in one scan.
import {
  DUE_PRESETS,
  dueBounds,
  pagination,
  STATUS_CHIP_KEYS,
  type TaskFilterCounts,
  type TaskListQuery,
  type TaskSortField,
  type TaskStats,
  todayIn,
} from '@practice-desk/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { clients, organisations, priorities, statuses, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';
import { chipCondition, columnConditions, dueCondition, priorityCondition, scopeCondition } from './filters';
import { assignee, leader, selectTaskRows, toTaskRow } from './row';

const SORT_COLUMNS: Record<TaskSortField, SQL | typeof tasks.createdAt> = {
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

export async function practiceToday(ctx: ServiceContext): Promise<string> {
  const [org] = await ctx.db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, ctx.orgId));
  return todayIn(org?.timeZone ?? 'Asia/Kolkata');
}

const count = (cond: SQL) => sql<number>`count(*) filter (where ${cond})::int`;
const minutes = (column: typeof tasks.et | typeof tasks.tt, cond: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${cond}), 0)::int`;

/** The WHERE parts of a task query: `base` (practice, scope, column filters, search) and the
 * chip, priority and due choices, kept apart because each count ignores some of them. */
export function taskFilters(ctx: ServiceContext, query: TaskListQuery, today: string) {
  const userId = ctx.user.id;
  const base = and(
    eq(tasks.orgId, ctx.orgId),
    scopeCondition(query.scope, userId),
    ...columnConditions(query, ctx.orgId),
  ) as SQL;
  const chip = query.status ? chipCondition(query.status, userId) : sql`true`;
  const priority = query.priority ? priorityCondition(query.priority) : sql`true`;
  const due = query.due ? dueCondition(dueBounds(query.due, today)) : sql`true`;
  return { base, chip, priority, due, full: and(chip, priority, due) as SQL };
}

export async function listTasks(ctx: ServiceContext, query: TaskListQuery) {
  assertScopeAllowed(ctx, query.scope);
  const today = await practiceToday(ctx);
  const userId = ctx.user.id;
  const { base, chip, priority, due, full } = taskFilters(ctx, query, today);

  const orgPriorities = await ctx.db
    .select({ id: priorities.id, name: priorities.name })
    .from(priorities)
    .where(eq(priorities.orgId, ctx.orgId));

  // Chip and priority counts ignore the chip/priority choice (picking one clears the other kind);
  // due-tab counts ignore the due tab. Stats follow every filter.
  const aggregates: Record<string, SQL> = {
    count: count(full),
    totalEt: minutes(tasks.et, full),
    totalTt: minutes(tasks.tt, full),
  };
  for (const key of STATUS_CHIP_KEYS) {
    const cond = and(chipCondition(key, userId), due) as SQL;
    aggregates[`chip_${key}_count`] = count(cond);
    aggregates[`chip_${key}_minutes`] = minutes(tasks.et, cond);
  }
  for (const p of orgPriorities) {
    const cond = and(eq(tasks.priorityId, p.id), due) as SQL;
    aggregates[`priority_${p.id}_count`] = count(cond);
    aggregates[`priority_${p.id}_minutes`] = minutes(tasks.et, cond);
  }
  aggregates.due_all = count(and(chip, priority) as SQL);
  for (const preset of DUE_PRESETS) {
    aggregates[`due_${preset}`] = count(and(chip, priority, dueCondition(dueBounds(preset, today))) as SQL);
  }

  const sortColumn = SORT_COLUMNS[query.sortBy];
  const order =
    query.sortOrder === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`;
  const [rows, [totals]] = await Promise.all([
    selectTaskRows(ctx.db)
      .where(and(base, full))
      .orderBy(order, query.sortOrder === 'asc' ? asc(tasks.id) : desc(tasks.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select(aggregates)
      .from(tasks)
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      .innerJoin(priorities, eq(priorities.id, tasks.priorityId))
      .where(base),
  ]);
  const t = (totals ?? {}) as Record<string, number>;
  const stats: TaskStats = { count: t.count ?? 0, totalEt: t.totalEt ?? 0, totalTt: t.totalTt ?? 0 };
  const filterCounts: TaskFilterCounts = { status: {}, priority: {}, due: { all: t.due_all ?? 0 } };
  for (const key of STATUS_CHIP_KEYS) {
    filterCounts.status[key] = { count: t[`chip_${key}_count`] ?? 0, minutes: t[`chip_${key}_minutes`] ?? 0 };
  }
  for (const p of orgPriorities) {
    filterCounts.priority[p.name] = {
      count: t[`priority_${p.id}_count`] ?? 0,
      minutes: t[`priority_${p.id}_minutes`] ?? 0,
    };
  }
  for (const preset of DUE_PRESETS) filterCounts.due[preset] = t[`due_${preset}`] ?? 0;

  return {
    tasks: rows.map((row) => toTaskRow(row, today)),
    pagination: pagination(stats.count, query.page, query.limit),
    stats,
    filterCounts,
  };
}
