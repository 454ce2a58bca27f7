// The client's side of document requests, through a portal context (its handle acts as the
// contact, so the audit trail names them): their requests, an upload against an item, a note, or
// 'not applicable' with a reason. An accepted item is closed to further answers.
import { DOCUMENT_REQUEST_MESSAGES as MESSAGES, todayIn } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { documentRequestFiles, documentRequestItems, documentRequests } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { Conflict, NotFound } from '../../lib/errors';
import type { StoredFile } from '../../lib/stored-files';
import type { PortalContext } from '../portal/session';
import { requestDetail } from './queries';
import { noticeUpload } from './upload-notice';

/** The client a request belongs to, when it is one of `clientIds`; else 404 (a guessed id too). */
export async function clientOfRequest(db: TenantDb, requestId: string, clientIds: string[]): Promise<string> {
  const [row] = await db
    .select({ clientId: documentRequests.clientId })
    .from(documentRequests)
    .where(eq(documentRequests.id, requestId));
  if (!row || !clientIds.includes(row.clientId)) throw new NotFound(MESSAGES.notFound);
  return row.clientId;
}

export const portalToday = (ctx: PortalContext) => todayIn(ctx.caller.timeZone, ctx.now);

export async function portalRequest(ctx: PortalContext, requestId: string) {
  const request = await requestDetail(ctx.db, requestId, portalToday(ctx), [ctx.client.clientId]);
  if (!request) throw new NotFound(MESSAGES.notFound);
  return request;
}

/** The item, when it is the request's and still open to the client's answers. */
async function openItem(db: TenantDb, requestId: string, itemId: string) {
  const [item] = await db
    .select({ id: documentRequestItems.id, status: documentRequestItems.status })
    .from(documentRequestItems)
    .where(and(eq(documentRequestItems.id, itemId), eq(documentRequestItems.requestId, requestId)));
  if (!item) throw new NotFound(MESSAGES.itemNotFound);
  if (item.status === 'accepted') throw new Conflict(MESSAGES.alreadyAccepted);
  return item;
}

/** Checks before the upload is read: nothing is stored for an item that cannot take it. */
export async function assertItemOpen(ctx: PortalContext, requestId: string, itemId: string) {
  await openItem(ctx.db, requestId, itemId);
}

export async function attachFile(ctx: PortalContext, requestId: string, itemId: string, file: StoredFile) {
  await ctx.db.transaction(async (tx) => {
    await openItem(tx, requestId, itemId);
    await tx.insert(documentRequestFiles).values({
      orgId: ctx.orgId,
      itemId,
      storedFileId: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      uploadedBy: ctx.client.contactId,
    });
    await tx
      .update(documentRequestItems)
      .set({ status: 'uploaded', updatedAt: ctx.now })
      .where(eq(documentRequestItems.id, itemId));
    await noticeUpload(tx, requestId);
  });
}

export async function markNotApplicable(
  ctx: PortalContext,
  requestId: string,
  itemId: string,
  reason: string,
) {
  await openItem(ctx.db, requestId, itemId);
  await ctx.db
    .update(documentRequestItems)
    .set({ status: 'not_applicable', clientNote: reason, updatedAt: ctx.now })
    .where(eq(documentRequestItems.id, itemId));
}

export async function saveItemNote(ctx: PortalContext, requestId: string, itemId: string, note: string) {
  await openItem(ctx.db, requestId, itemId);
  await ctx.db
    .update(documentRequestItems)
    .set({ clientNote: note, updatedAt: ctx.now })
    .where(eq(documentRequestItems.id, itemId));
}
