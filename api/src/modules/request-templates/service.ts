// Request templates (Admin writes, everyone reads: staff raising a request start from one). A
// template is for exactly one task template or one compliance form; each has at most one.
import {
  REQUEST_TEMPLATE_MESSAGES as MESSAGES,
  REQUEST_TEMPLATE_LIMITS,
  type RequestTemplate,
  type RequestTemplateBody,
} from '@practice-desk/contracts';
import { asc, eq } from 'drizzle-orm';
import { requestTemplates, taskTemplates } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Invalid, NotFound } from '../../lib/errors';

const refuse = (field: string, message: string) => new Invalid(message, [{ field, message }]);

const columns = {
  id: requestTemplates.id,
  name: requestTemplates.name,
  taskTemplateId: requestTemplates.taskTemplateId,
  taskTemplateName: taskTemplates.name,
  formCode: requestTemplates.formCode,
  items: requestTemplates.items,
  requiredBeforeCompletion: requestTemplates.requiredBeforeCompletion,
  isActive: requestTemplates.isActive,
  updatedAt: requestTemplates.updatedAt,
};

type Row = { updatedAt: Date } & Omit<RequestTemplate, 'updatedAt'>;
const toTemplate = (row: Row): RequestTemplate => ({ ...row, updatedAt: row.updatedAt.toISOString() });

const selectTemplates = (db: TenantDb) =>
  db
    .select(columns)
    .from(requestTemplates)
    .leftJoin(taskTemplates, eq(taskTemplates.id, requestTemplates.taskTemplateId))
    .$dynamic();

export async function listRequestTemplates(db: TenantDb): Promise<RequestTemplate[]> {
  const rows = await selectTemplates(db)
    .orderBy(asc(requestTemplates.name), asc(requestTemplates.id))
    .limit(REQUEST_TEMPLATE_LIMITS.templates);
  return (rows as Row[]).map(toTemplate);
}

export async function getRequestTemplate(db: TenantDb, id: string): Promise<RequestTemplate> {
  const [row] = await selectTemplates(db).where(eq(requestTemplates.id, id));
  if (!row) throw new NotFound(MESSAGES.notFound);
  return toTemplate(row as Row);
}

/** The body's target checked: one of the two, and a task template of this practice. */
async function target(db: TenantDb, body: RequestTemplateBody) {
  const formCode = body.formCode ? body.formCode.toUpperCase() : null;
  const taskTemplateId = body.taskTemplateId ?? null;
  if (!formCode && !taskTemplateId) throw refuse('taskTemplateId', MESSAGES.forRequired);
  if (formCode && taskTemplateId) throw refuse('formCode', MESSAGES.forBoth);
  if (taskTemplateId) {
    const [found] = await db
      .select({ id: taskTemplates.id })
      .from(taskTemplates)
      .where(eq(taskTemplates.id, taskTemplateId));
    if (!found) throw refuse('taskTemplateId', MESSAGES.taskTemplateNotFound);
  }
  return { formCode, taskTemplateId };
}

const values = (body: RequestTemplateBody) => ({
  name: body.name,
  items: body.items.map((item) => ({ name: item.name, note: item.note, required: item.required })),
  requiredBeforeCompletion: body.requiredBeforeCompletion,
  isActive: body.isActive,
});

export async function createRequestTemplate(ctx: ServiceContext, body: RequestTemplateBody) {
  const aim = await target(ctx.db, body);
  const [row] = await ctx.db
    .insert(requestTemplates)
    .values({ orgId: ctx.orgId, ...aim, ...values(body) })
    .returning({ id: requestTemplates.id });
  return getRequestTemplate(ctx.db, (row as { id: string }).id);
}

export async function updateRequestTemplate(ctx: ServiceContext, id: string, body: RequestTemplateBody) {
  const aim = await target(ctx.db, body);
  const updated = await ctx.db
    .update(requestTemplates)
    .set({ ...aim, ...values(body), updatedAt: new Date() })
    .where(eq(requestTemplates.id, id))
    .returning({ id: requestTemplates.id });
  if (updated.length === 0) throw new NotFound(MESSAGES.notFound);
  return getRequestTemplate(ctx.db, id);
}

export async function deleteRequestTemplate(ctx: ServiceContext, id: string) {
  const deleted = await ctx.db
    .delete(requestTemplates)
    .where(eq(requestTemplates.id, id))
    .returning({ id: requestTemplates.id });
  if (deleted.length === 0) throw new NotFound(MESSAGES.notFound);
}
