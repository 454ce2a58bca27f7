// Reading the practice's statuses, priorities and task templates, and adding a status.
import {
  type PriorityRow,
  STATUS_MESSAGES,
  type StatusBody,
  type StatusRow,
  type TaskTemplateRow,
} from '@practice-desk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { priorities, statuses, taskTemplates, templateSubTasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict } from '../../lib/errors';

export async function listStatuses(ctx: ServiceContext): Promise<StatusRow[]> {
  const rows = await ctx.db
    .select()
    .from(statuses)
    .where(eq(statuses.orgId, ctx.orgId))
    .orderBy(asc(statuses.position), asc(statuses.createdAt));
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    color: s.color,
    followUpRequired: s.followUpRequired,
    systemKey: s.systemKey,
    createdAt: s.createdAt.toISOString(),
  }));
}

export async function createStatus(ctx: ServiceContext, body: StatusBody): Promise<StatusRow> {
  const [taken] = await ctx.db
    .select({ id: statuses.id })
    .from(statuses)
    .where(and(eq(statuses.orgId, ctx.orgId), sql`lower(${statuses.name}) = lower(${body.name})`));
  if (taken)
    throw new Conflict(STATUS_MESSAGES.nameTaken, {
      errors: [{ field: 'name', message: STATUS_MESSAGES.nameTaken }],
    });
  const [last] = await ctx.db
    .select({ max: sql<number>`coalesce(max(${statuses.position}), 0)::int` })
    .from(statuses)
    .where(eq(statuses.orgId, ctx.orgId));
  const [row] = await ctx.db
    .insert(statuses)
    .values({
      orgId: ctx.orgId,
      name: body.name,
      color: body.color,
      followUpRequired: body.followUpRequired,
      position: (last?.max ?? 0) + 1,
    })
    .returning();
  if (!row) throw new Error('status insert returned nothing');
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    followUpRequired: row.followUpRequired,
    systemKey: null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listPriorities(ctx: ServiceContext): Promise<PriorityRow[]> {
  const rows = await ctx.db
    .select()
    .from(priorities)
    .where(eq(priorities.orgId, ctx.orgId))
    .orderBy(asc(priorities.rank), asc(priorities.createdAt));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    color: p.color,
    systemKey: p.systemKey,
    rank: p.rank,
    createdAt: p.createdAt.toISOString(),
  }));
}

export async function listTaskTemplates(
  ctx: ServiceContext,
  activeOnly: boolean,
): Promise<TaskTemplateRow[]> {
  const where = activeOnly
    ? and(eq(taskTemplates.orgId, ctx.orgId), eq(taskTemplates.isActive, true))
    : eq(taskTemplates.orgId, ctx.orgId);
  const [templates, subTasks] = await Promise.all([
    ctx.db
      .select({ template: taskTemplates, priority: priorities.name })
      .from(taskTemplates)
      .leftJoin(priorities, eq(priorities.id, taskTemplates.defaultPriorityId))
      .where(where)
      .orderBy(asc(sql`lower(${taskTemplates.name})`)),
    ctx.db
      .select()
      .from(templateSubTasks)
      .where(eq(templateSubTasks.orgId, ctx.orgId))
      .orderBy(asc(templateSubTasks.position)),
  ]);
  return templates.map(({ template, priority }) => ({
    id: template.id,
    name: template.name,
    subTasks: subTasks.filter((s) => s.templateId === template.id).map((s) => s.name),
    defaultPriority: priority,
    defaultEstimatedTime: template.defaultEstimatedMinutes,
    isActive: template.isActive,
    createdAt: template.createdAt.toISOString(),
  }));
}
