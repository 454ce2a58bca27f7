// Staff's side of document requests. Who may do what:
// - Admin and Team Leader raise requests for any client of the practice and review (accept or
//   return) each item the client answered;
// - a Team Member reads requests and downloads their files (they prepare the work the documents
//   are for) but neither raises requests nor reviews them.
// The route guards hold the roles; this module holds the rules.
import {
  type DocumentRequestBody,
  type DocumentRequestQuery,
  type ItemReviewBody,
  DOCUMENT_REQUEST_MESSAGES as MESSAGES,
  REQUEST_TEMPLATE_MESSAGES,
} from '@practice-desk/contracts';
import { and, eq, ne } from 'drizzle-orm';
import {
  clients,
  complianceItems,
  documentRequestFiles,
  documentRequestItems,
  documentRequests,
  requestTemplates,
  tasks,
} from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { readStoredFile } from '../../lib/stored-files';
import { requestPage } from './queries';
import { staffRequest } from './staff-view';

const refuse = (field: string, message: string) => new Invalid(message, [{ field, message }]);

/** The request's default title: what it is for (its links already checked). */
async function titleOf(ctx: ServiceContext, body: DocumentRequestBody): Promise<string> {
  if (body.title) return body.title;
  if (body.complianceItemId) {
    const [item] = await ctx.db
      .select({ title: complianceItems.title })
      .from(complianceItems)
      .where(eq(complianceItems.id, body.complianceItemId));
    if (item) return `Documents for ${item.title}`;
  }
  if (body.taskId) {
    const [task] = await ctx.db
      .select({ task: tasks.task, subTask: tasks.subTask })
      .from(tasks)
      .where(eq(tasks.id, body.taskId));
    if (task) return `Documents for ${[task.task, task.subTask].filter(Boolean).join(' – ')}`;
  }
  return 'Documents';
}

async function assertLinks(ctx: ServiceContext, body: DocumentRequestBody) {
  if (body.templateId) {
    const [template] = await ctx.db
      .select({ id: requestTemplates.id })
      .from(requestTemplates)
      .where(eq(requestTemplates.id, body.templateId));
    if (!template) throw refuse('templateId', REQUEST_TEMPLATE_MESSAGES.notFound);
  }
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.clientId));
  if (!client) throw refuse('clientId', MESSAGES.clientNotFound);
  if (body.taskId) {
    const [task] = await ctx.db
      .select({ clientId: tasks.clientId })
      .from(tasks)
      .where(eq(tasks.id, body.taskId));
    if (task?.clientId !== body.clientId) throw refuse('taskId', MESSAGES.taskNotFound);
  }
  if (body.complianceItemId) {
    const [item] = await ctx.db
      .select({ clientId: complianceItems.clientId })
      .from(complianceItems)
      .where(eq(complianceItems.id, body.complianceItemId));
    if (item?.clientId !== body.clientId) throw refuse('complianceItemId', MESSAGES.complianceItemNotFound);
  }
}

export async function createRequest(ctx: ServiceContext, body: DocumentRequestBody, appUrl: string) {
  await assertLinks(ctx, body);
  const name = await titleOf(ctx, body);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentRequests)
      .values({
        orgId: ctx.orgId,
        clientId: body.clientId,
        taskId: body.taskId ?? null,
        complianceItemId: body.complianceItemId ?? null,
        name,
        dueDate: body.dueDate,
        createdBy: ctx.user.id,
        templateId: body.templateId ?? null,
      })
      .returning({ id: documentRequests.id });
    const requestId = (row as { id: string }).id;
    await tx.insert(documentRequestItems).values(
      body.items.map((item, position) => ({
        orgId: ctx.orgId,
        requestId,
        position,
        name: item.name,
        note: item.note || null,
        required: item.required,
      })),
    );
    return requestId;
  });
  return getRequest(ctx, id, appUrl);
}

export async function listRequests(ctx: ServiceContext, query: DocumentRequestQuery) {
  const today = await practiceToday(ctx);
  return requestPage(
    ctx.db,
    { clientId: query.clientId, status: query.status, overdue: query.overdue === 'true' },
    today,
    Number(query.page),
  );
}

export function getRequest(ctx: ServiceContext, id: string, appUrl: string) {
  return staffRequest(ctx, id, appUrl);
}

/** A request is complete once every required item is accepted; open again when one is returned. */
export async function settleStatus(db: TenantDb, requestId: string) {
  const [waiting] = await db
    .select({ id: documentRequestItems.id })
    .from(documentRequestItems)
    .where(
      and(
        eq(documentRequestItems.requestId, requestId),
        eq(documentRequestItems.required, true),
        ne(documentRequestItems.status, 'accepted'),
      ),
    )
    .limit(1);
  const status = waiting ? 'open' : 'complete';
  await db
    .update(documentRequests)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(documentRequests.id, requestId), ne(documentRequests.status, status)));
}

export async function reviewItem(
  ctx: ServiceContext,
  requestId: string,
  itemId: string,
  body: ItemReviewBody,
  appUrl: string,
) {
  if (body.status === 'returned' && !body.comment) throw refuse('comment', MESSAGES.commentRequired);
  await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ status: documentRequestItems.status })
      .from(documentRequestItems)
      .where(and(eq(documentRequestItems.id, itemId), eq(documentRequestItems.requestId, requestId)));
    if (!item) throw new NotFound(MESSAGES.itemNotFound);
    if (item.status === 'pending') throw new Conflict(MESSAGES.nothingToReview);
    await tx
      .update(documentRequestItems)
      .set({
        status: body.status,
        staffComment: body.comment || null,
        reviewedBy: ctx.user.id,
        reviewedAt: ctx.now ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(documentRequestItems.id, itemId));
    await settleStatus(tx, requestId);
  });
  return getRequest(ctx, requestId, appUrl);
}

/** A file of an item of a request, as stored; 404 for any id that does not line up. */
export async function requestFile(db: TenantDb, requestId: string, itemId: string, fileId: string) {
  const [file] = await db
    .select({ storedFileId: documentRequestFiles.storedFileId, name: documentRequestFiles.name })
    .from(documentRequestFiles)
    .innerJoin(documentRequestItems, eq(documentRequestItems.id, documentRequestFiles.itemId))
    .where(
      and(
        eq(documentRequestFiles.id, fileId),
        eq(documentRequestFiles.itemId, itemId),
        eq(documentRequestItems.requestId, requestId),
      ),
    );
  const stored = file ? await readStoredFile(db, file.storedFileId) : null;
  if (!file || !stored) throw new NotFound(MESSAGES.fileNotFound);
  return { ...stored, name: file.name };
}
