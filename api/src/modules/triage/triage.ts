// GET /triage: how many tasks each triage queue holds, for the task list the queues open (a Team
// Leader's team, an Admin's whole practice, a Team Member's own), in one scan.
import { TRIAGE_QUEUE_KEYS, type TriageAnswer } from '@practice-desk/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { scopeCondition } from '../tasks/filters';
import { taskSetting } from '../tasks/list';
import { liveTask } from '../tasks/live';
import { openWork, queueCondition } from '../tasks/queues';

export function triageScope(role: ServiceContext['user']['role']): TriageAnswer['scope'] {
  return role === 'ADMIN' ? 'all' : role === 'TEAM_LEADER' ? 'team' : 'my';
}

export async function triageCounts(ctx: ServiceContext): Promise<TriageAnswer> {
  const scope = triageScope(ctx.user.role);
  const { today, lookups } = await taskSetting(ctx);
  const counts = Object.fromEntries(
    TRIAGE_QUEUE_KEYS.map((key) => [
      key,
      sql<number>`(count(*) filter (where ${queueCondition(key, today, lookups)}))::int`,
    ]),
  ) as Record<(typeof TRIAGE_QUEUE_KEYS)[number], SQL<number>>;
  const [row] = await ctx.db
    .select(counts)
    .from(tasks)
    // Every queue is of open work: read only that.
    .where(
      and(eq(tasks.orgId, ctx.orgId), liveTask(), openWork(lookups), scopeCondition(scope, ctx.user.id)),
    );
  return { scope, queues: TRIAGE_QUEUE_KEYS.map((key) => ({ key, count: row?.[key] ?? 0 })) };
}
