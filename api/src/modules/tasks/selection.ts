// The tasks a bulk action acts on: the ticked ids, or every task matching a view's filters,
// found with the grid's own filter builder so the set is exactly what the grid shows.
import {
  BULK_VIEW_MAX,
  type BulkPreview,
  TASK_MESSAGES,
  type TaskSelection,
  TRASH_MESSAGES,
  taskLabel,
  taskRights,
} from '@practice-desk/contracts';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { clients, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { assertScopeAllowed, taskFilters, taskSetting } from './list';
import { liveTask } from './live';

/** The WHERE of a selection: the ids among this practice's live tasks, or the view's full filter. */
async function selectionWhere(ctx: ServiceContext, selection: TaskSelection): Promise<SQL> {
  if ('ids' in selection)
    return and(eq(tasks.orgId, ctx.orgId), liveTask(), inArray(tasks.id, selection.ids)) as SQL;
  assertScopeAllowed(ctx, selection.view.scope);
  const { today, lookups } = await taskSetting(ctx);
  return taskFilters(ctx, selection.view, today, lookups).full;
}

/** The ids a bulk action takes, newest first; a view past BULK_VIEW_MAX is refused whole. */
export async function resolveSelection(ctx: ServiceContext, selection: TaskSelection): Promise<string[]> {
  if ('ids' in selection) return selection.ids;
  const rows = await ctx.db
    .select({ id: tasks.id })
    .from(tasks)
    .where(await selectionWhere(ctx, selection))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(BULK_VIEW_MAX + 1);
  if (rows.length > BULK_VIEW_MAX)
    throw new Invalid(TRASH_MESSAGES.tooMany, [{ field: 'view', message: TRASH_MESSAGES.tooMany }]);
  if (rows.length === 0)
    throw new Invalid(TASK_MESSAGES.noneSelected, [{ field: 'view', message: TASK_MESSAGES.noneSelected }]);
  return rows.map((r) => r.id);
}

/** How many tasks a bulk confirm is about and the first five of them, as the caller may see them. */
export async function previewSelection(ctx: ServiceContext, selection: TaskSelection): Promise<BulkPreview> {
  const where = await selectionWhere(ctx, selection);
  const [[total], first] = await Promise.all([
    ctx.db.select({ n: count() }).from(tasks).where(where),
    ctx.db
      .select({
        task: tasks.task,
        subTask: tasks.subTask,
        clientName: clients.name,
        allottedTo: tasks.allottedTo,
        teamLeader: tasks.teamLeader,
        helpRequiredUser: tasks.helpRequiredUser,
        createdBy: tasks.createdBy,
      })
      .from(tasks)
      .leftJoin(clients, eq(clients.id, tasks.clientId))
      .where(where)
      .orderBy(desc(tasks.createdAt), asc(tasks.id))
      .limit(5),
  ]);
  return {
    count: total?.n ?? 0,
    names: first.filter((row) => taskRights(ctx.user, row).view).map(taskLabel),
  };
}
