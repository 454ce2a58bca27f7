// The task export's rows as the grid lists them (same filters, same order), read through a
// cursor 2,000 at a time with only the columns the file holds, so 100,000 tasks never sit in
// memory as grid rows.
import { LIMITS, type TaskListQuery } from '@practice-desk/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { clients, priorities, statuses, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { cursorBatches } from '../../lib/cursor';
import { assertScopeAllowed, SORT_COLUMNS, taskFilters, taskSetting } from './list';
import { assignee, leader } from './row';

export interface ExportedTask {
  client: string;
  task: string;
  sub_task: string;
  status: string;
  priority: string;
  et: number;
  tt: number;
  assignee: string;
  team_leader: string;
  due_date: string | null;
  total: number;
}

/** Wrapped: a query builder returned from an async function would be awaited, and so run. */
async function exportQuery(ctx: ServiceContext, query: TaskListQuery) {
  assertScopeAllowed(ctx, query.scope);
  const { today, lookups } = await taskSetting(ctx);
  const { full } = taskFilters(ctx, query, today, lookups);
  const sortColumn = SORT_COLUMNS[query.sortBy];
  const order =
    query.sortOrder === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`;
  const select = ctx.db
    .select({
      client: sql`coalesce(${clients.name}, '')`.as('client'),
      task: sql`${tasks.task}`.as('task'),
      subTask: sql`coalesce(${tasks.subTask}, '')`.as('sub_task'),
      status: sql`coalesce(${statuses.name}, '')`.as('status'),
      priority: sql`coalesce(${priorities.name}, '')`.as('priority'),
      et: sql`${tasks.et}::int`.as('et'),
      tt: sql`${tasks.tt}::int`.as('tt'),
      assignee: sql`coalesce(${assignee.name}, '')`.as('assignee'),
      teamLeader: sql`coalesce(${leader.name}, '')`.as('team_leader'),
      dueDate: sql`${tasks.dueDate}::text`.as('due_date'),
      // Known with the first batch, so the answer can say how many rows follow.
      total: sql`(count(*) over ())::int`.as('total'),
    })
    .from(tasks)
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(assignee, eq(assignee.id, tasks.allottedTo))
    .leftJoin(leader, eq(leader.id, tasks.teamLeader))
    .innerJoin(priorities, eq(priorities.id, tasks.priorityId))
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .where(full)
    .orderBy(order, query.sortOrder === 'asc' ? asc(tasks.id) : desc(tasks.id))
    .limit(LIMITS.exportMaxRows);
  return { select };
}

/** The first batch read now (a refused scope or a failing query fails before any byte is sent),
 * the rest as `rest` is walked. Call inside a transaction. */
export async function exportedTasks(ctx: ServiceContext, query: TaskListQuery) {
  const batches = cursorBatches<ExportedTask>(
    ctx.db,
    (await exportQuery(ctx, query)).select,
    2_000,
    'task_export',
  );
  const first = await batches.next();
  const firstRows = first.done ? [] : first.value;
  async function* rows(): AsyncGenerator<ExportedTask> {
    yield* firstRows;
    for await (const batch of batches) yield* batch;
  }
  // The count is taken before the LIMIT: the file holds at most the export's limit.
  return { total: Math.min(firstRows[0]?.total ?? 0, LIMITS.exportMaxRows), rows };
}
