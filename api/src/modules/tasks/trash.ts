// The Trash: deleting moves tasks here for TRASH_DAYS (who and when kept), Undo and the Trash
// view restore them, an Admin deletes them for good, and anything older is purged.
import { TRASH_DAYS, type TrashRow } from '@practice-desk/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { clients, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Forbidden } from '../../lib/errors';

const deleter = alias(users, 'deleter');
const trashed = (orgId: string): SQL => and(eq(tasks.orgId, orgId), isNotNull(tasks.deletedAt)) as SQL;

/** Moves live tasks of the practice to the Trash and answers the ids moved. No rights check:
 * callers decide who may (the delete routes: Admin; an import's undo: whoever imported).
 * Pass `{ ...ctx, db: tx }` to run inside a caller's transaction. */
export async function moveTasksToTrash(ctx: ServiceContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const moved = await ctx.db
    .update(tasks)
    .set({ deletedAt: new Date(), deletedBy: ctx.user.id })
    .where(and(eq(tasks.orgId, ctx.orgId), isNull(tasks.deletedAt), inArray(tasks.id, ids)))
    .returning({ id: tasks.id });
  return moved.map((m) => m.id);
}

/** A Team Leader sees and restores the trashed tasks they lead; an Admin the whole practice. */
function trashScope(ctx: ServiceContext): SQL {
  if (ctx.user.role === 'ADMIN') return trashed(ctx.orgId);
  if (ctx.user.role === 'TEAM_LEADER')
    return and(trashed(ctx.orgId), eq(tasks.teamLeader, ctx.user.id)) as SQL;
  throw new Forbidden();
}

/** Deletes for good what has been in the Trash longer than TRASH_DAYS: one practice's (on reading
 * its Trash), or these practices' or every practice's (the hourly job). */
export async function purgeExpiredTrash(
  db: Db | TenantDb,
  orgIds?: string[],
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  const gone = await db
    .delete(tasks)
    .where(
      and(
        orgIds ? inArray(tasks.orgId, orgIds) : undefined,
        isNotNull(tasks.deletedAt),
        lt(tasks.deletedAt, cutoff),
      ),
    )
    .returning({ id: tasks.id });
  return gone.length;
}

export async function listTrash(ctx: ServiceContext): Promise<TrashRow[]> {
  const scope = trashScope(ctx);
  await purgeExpiredTrash(ctx.db, [ctx.orgId]);
  const rows = await ctx.db
    .select({
      id: tasks.id,
      task: tasks.task,
      subTask: tasks.subTask,
      clientId: tasks.clientId,
      clientName: clients.name,
      deletedBy: tasks.deletedBy,
      deletedByName: deleter.name,
      deletedAt: tasks.deletedAt,
    })
    .from(tasks)
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(deleter, eq(deleter.id, tasks.deletedBy))
    .where(scope)
    .orderBy(desc(tasks.deletedAt), desc(tasks.id));
  return rows.map((r) => ({
    id: r.id,
    task: r.task,
    subTask: r.subTask,
    client: r.clientId ? { id: r.clientId, name: r.clientName ?? '' } : null,
    deletedBy: r.deletedBy ? { id: r.deletedBy, name: r.deletedByName ?? '' } : null,
    deletedAt: (r.deletedAt ?? new Date()).toISOString(),
  }));
}

/** Brings trashed tasks back exactly as they were; all or nothing when one is not the caller's. */
export async function restoreTasks(ctx: ServiceContext, ids: string[]): Promise<string[]> {
  const scope = trashScope(ctx);
  return ctx.db.transaction(async (tx) => {
    const inTrash = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(trashed(ctx.orgId), inArray(tasks.id, ids)));
    const allowed = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(scope, inArray(tasks.id, ids)));
    if (allowed.length < inTrash.length) throw new Forbidden();
    const restored = await tx
      .update(tasks)
      .set({ deletedAt: null, deletedBy: null })
      .where(and(scope, inArray(tasks.id, ids)))
      .returning({ id: tasks.id });
    return restored.map((r) => r.id);
  });
}

/** Deletes trashed tasks for good (Admin); their time entries and comments go with them. */
export async function purgeTasks(ctx: ServiceContext, ids: string[]): Promise<number> {
  if (ctx.user.role !== 'ADMIN') throw new Forbidden();
  const gone = await ctx.db
    .delete(tasks)
    .where(and(trashed(ctx.orgId), inArray(tasks.id, ids)))
    .returning({ id: tasks.id });
  return gone.length;
}
