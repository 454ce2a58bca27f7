// The count groups of a task view: from the tally the triggers keep (db/schema/task-tallies.ts)
// when the view narrows the practice's live tasks by nothing but what the tally keeps, else by a
// grouped scan of the tasks. At a million tasks the scan of the whole practice took 700 ms and
// more; its tally is a few hundred rows.
import type { TaskListQuery } from '@practice-desk/contracts';
import { eq, type SQL } from 'drizzle-orm';
import { taskTallies } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { type CountGroup, countGroups, countMyGroups, groupsFromTally } from './counts';
import { columnConditions, type TaskLookups, TRUE } from './filters';

/** The tally's condition for the view, or null when the tally cannot count it: a column filter,
 * a triage queue or a search narrows by what it does not keep, and 'my' by the person allotted (the scan of one
 * person's tasks is small anyway). */
export function tallyCondition(ctx: ServiceContext, query: TaskListQuery, lookups: TaskLookups): SQL | null {
  if (columnConditions(query, ctx.orgId, lookups).length > 0 || query.queue) return null;
  if (query.scope === 'all') return TRUE;
  if (query.scope === 'team') return eq(taskTallies.teamLeader, ctx.user.id);
  return null;
}

/** `filters` are the view's conditions on the tasks (list.ts taskFilters), for the scan: 'my' is
 * read in its three parts (countMyGroups), every other scope whole. */
export function viewGroups(
  ctx: ServiceContext,
  query: TaskListQuery,
  filters: { base: SQL; unscoped: SQL },
  lookups: TaskLookups,
  today: string,
): Promise<CountGroup[]> {
  const tallied = tallyCondition(ctx, query, lookups);
  if (tallied) return groupsFromTally(ctx.db, tallied, ctx.user.id, today);
  return query.scope === 'my'
    ? countMyGroups(ctx.db, filters.unscoped, ctx.user.id, today)
    : countGroups(ctx.db, filters.base, ctx.user.id, today);
}
