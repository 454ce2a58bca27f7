// Editing the practice's statuses, priorities and task templates. System statuses and
// priorities are renamed and recoloured, never deleted; anything tasks use is not deleted.
import { CONFIG_MESSAGES, type TaskTemplateBody } from '@practice-desk/contracts';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { priorities, statuses, tasks, taskTemplates, templateSubTasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { findPriorityId } from '../tasks/lookups';

type Named = PgTable & { id: AnyPgColumn; orgId: AnyPgColumn; name: AnyPgColumn };

async function assertNameFree(
  ctx: ServiceContext,
  table: Named,
  name: string,
  message: string,
  exceptId?: string,
) {
  const where = exceptId
    ? and(eq(table.orgId, ctx.orgId), sql`lower(${table.name}) = lower(${name})`, ne(table.id, exceptId))
    : and(eq(table.orgId, ctx.orgId), sql`lower(${table.name}) = lower(${name})`);
  const [taken] = await ctx.db.select({ id: table.id }).from(table).where(where);
  if (taken) throw new Conflict(message, { errors: [{ field: 'name', message }] });
}

export async function updateStatus(
  ctx: ServiceContext,
  id: string,
  body: { name?: string; color?: string; followUpRequired?: boolean },
) {
  if (body.name) await assertNameFree(ctx, statuses, body.name, 'A status with this name already exists', id);
  const [row] = await ctx.db
    .update(statuses)
    .set(body)
    .where(and(eq(statuses.orgId, ctx.orgId), eq(statuses.id, id)))
    .returning();
  if (!row) throw new NotFound('Status not found');
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    followUpRequired: row.followUpRequired,
    systemKey: row.systemKey,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertDeletable(systemKey: string | null, used: number, what: string) {
  if (systemKey) throw new Conflict(CONFIG_MESSAGES.systemNotDeletable);
  if (used > 0) throw new Conflict(CONFIG_MESSAGES.inUse(used, what));
}

export async function deleteStatus(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(statuses)
    .where(and(eq(statuses.orgId, ctx.orgId), eq(statuses.id, id)));
  if (!row) throw new NotFound('Status not found');
  const [used] = await ctx.db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.statusId, id)));
  assertDeletable(row.systemKey, used?.n ?? 0, 'status');
  await ctx.db.delete(statuses).where(eq(statuses.id, id));
}

export async function createPriority(ctx: ServiceContext, body: { name: string; color: string }) {
  await assertNameFree(ctx, priorities, body.name, CONFIG_MESSAGES.priorityNameTaken);
  const [last] = await ctx.db
    .select({ max: sql<number>`coalesce(max(${priorities.rank}), 0)::int` })
    .from(priorities)
    .where(eq(priorities.orgId, ctx.orgId));
  const [row] = await ctx.db
    .insert(priorities)
    .values({ orgId: ctx.orgId, name: body.name, color: body.color, rank: (last?.max ?? 0) + 1 })
    .returning();
  if (!row) throw new Error('priority insert returned nothing');
  return row;
}

export async function updatePriority(
  ctx: ServiceContext,
  id: string,
  body: { name?: string; color?: string },
) {
  if (body.name) await assertNameFree(ctx, priorities, body.name, CONFIG_MESSAGES.priorityNameTaken, id);
  const [row] = await ctx.db
    .update(priorities)
    .set(body)
    .where(and(eq(priorities.orgId, ctx.orgId), eq(priorities.id, id)))
    .returning();
  if (!row) throw new NotFound('Priority not found');
  return row;
}

export async function deletePriority(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(priorities)
    .where(and(eq(priorities.orgId, ctx.orgId), eq(priorities.id, id)));
  if (!row) throw new NotFound('Priority not found');
  const [used] = await ctx.db
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.priorityId, id)));
  assertDeletable(row.systemKey, used?.n ?? 0, 'priority');
  await ctx.db.delete(priorities).where(eq(priorities.id, id));
}

/** Creates or rewrites a template with its sub-tasks in order, in one transaction. */
export async function saveTaskTemplate(
  ctx: ServiceContext,
  body: TaskTemplateBody,
  id?: string,
): Promise<string> {
  await assertNameFree(ctx, taskTemplates, body.name, CONFIG_MESSAGES.templateNameTaken, id);
  return ctx.db.transaction(async (tx) => {
    const defaultPriorityId = body.defaultPriority
      ? await findPriorityId(tx, ctx.orgId, body.defaultPriority)
      : null;
    const values = {
      name: body.name,
      defaultPriorityId,
      defaultEstimatedMinutes: body.defaultEstimatedTime,
      updatedAt: new Date(),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    };
    let templateId = id;
    if (templateId) {
      const [row] = await tx
        .update(taskTemplates)
        .set(values)
        .where(and(eq(taskTemplates.orgId, ctx.orgId), eq(taskTemplates.id, templateId)))
        .returning({ id: taskTemplates.id });
      if (!row) throw new NotFound('Task template not found');
      await tx.delete(templateSubTasks).where(eq(templateSubTasks.templateId, templateId));
    } else {
      const [row] = await tx
        .insert(taskTemplates)
        .values({ orgId: ctx.orgId, ...values })
        .returning({ id: taskTemplates.id });
      if (!row) throw new Error('template insert returned nothing');
      templateId = row.id;
    }
    const owner = templateId;
    await tx
      .insert(templateSubTasks)
      .values(
        body.subTasks.map((name, position) => ({ orgId: ctx.orgId, templateId: owner, name, position })),
      );
    return owner;
  });
}

export async function deleteTaskTemplate(ctx: ServiceContext, id: string) {
  const deleted = await ctx.db
    .delete(taskTemplates)
    .where(and(eq(taskTemplates.orgId, ctx.orgId), eq(taskTemplates.id, id)))
    .returning({ id: taskTemplates.id });
  if (!deleted.length) throw new NotFound('Task template not found');
}
