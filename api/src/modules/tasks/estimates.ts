// Estimated Time per User: task count and estimated minutes per assignee over the current filters.
import type { EstimateByUser, TaskListQuery } from '@practice-desk/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { assertScopeAllowed, taskFilters, taskSetting } from './list';
import { assignee } from './row';

export async function estimatesByUser(ctx: ServiceContext, query: TaskListQuery) {
  assertScopeAllowed(ctx, query.scope);
  const { today, lookups } = await taskSetting(ctx);
  const { full } = taskFilters(ctx, query, today, lookups);
  const rows = await ctx.db
    .select({
      userId: tasks.allottedTo,
      name: assignee.name,
      taskCount: sql<number>`count(*)::int`,
      estimatedMinutes: sql<number>`coalesce(sum(${tasks.et}), 0)::int`,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.allottedTo))
    .where(full)
    .groupBy(tasks.allottedTo, assignee.name)
    .orderBy(desc(sql`sum(${tasks.et})`));
  const users: EstimateByUser[] = rows.map((r) => ({ ...r, name: r.name ?? 'Unassigned' }));
  const total = users.reduce(
    (sum, r) => ({
      taskCount: sum.taskCount + r.taskCount,
      estimatedMinutes: sum.estimatedMinutes + r.estimatedMinutes,
    }),
    { taskCount: 0, estimatedMinutes: 0 },
  );
  return { users, total };
}
