// Staff's view of one request: what the portal shows, plus how it is chased: the contact, the
// reminders mailed (oldest first) and the WhatsApp click-to-chat link with the message prefilled.
import {
  type DocumentRequest,
  DOCUMENT_REQUEST_MESSAGES as MESSAGES,
  type RequestReminder,
  type StaffDocumentRequest,
  whatsAppLink,
  whatsAppMessage,
} from '@practice-desk/contracts';
import { asc, eq } from 'drizzle-orm';
import { documentRequestReminders, documentRequests, organisations } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { requestContact } from './contact';
import { requestDetail } from './queries';

/** Where a client answers requests. */
export const portalUrl = (appUrl: string) => `${appUrl}/portal`;

/** The items the client still has to send: not answered yet, or returned to them. */
export const missingItems = (request: Pick<DocumentRequest, 'items'>) =>
  request.items.filter((item) => item.status === 'pending' || item.status === 'returned');

export async function remindersOfRequest(db: TenantDb, requestId: string): Promise<RequestReminder[]> {
  const rows = await db
    .select()
    .from(documentRequestReminders)
    .where(eq(documentRequestReminders.requestId, requestId))
    .orderBy(asc(documentRequestReminders.sentAt), asc(documentRequestReminders.step));
  return rows.map((row) => ({
    id: row.id,
    step: row.step,
    sentAt: row.sentAt.toISOString(),
    sentTo: row.sentTo,
    missing: row.missing,
  }));
}

export async function staffRequest(
  ctx: ServiceContext,
  id: string,
  appUrl: string,
): Promise<StaffDocumentRequest> {
  const request = await requestDetail(ctx.db, id, await practiceToday(ctx));
  if (!request) throw new NotFound(MESSAGES.notFound);
  const [[own], [practice], contact, reminders] = await Promise.all([
    ctx.db
      .select({ templateId: documentRequests.templateId, auto: documentRequests.raisedAutomatically })
      .from(documentRequests)
      .where(eq(documentRequests.id, id)),
    ctx.db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, ctx.orgId)),
    requestContact(ctx.db, request.clientId),
    remindersOfRequest(ctx.db, id),
  ]);
  const missing = missingItems(request).map((item) => item.name);
  const link =
    contact && request.status === 'open' && missing.length > 0
      ? whatsAppLink(
          contact.phone,
          whatsAppMessage({
            contactName: contact.name,
            practiceName: practice?.name ?? '',
            title: request.title,
            dueDate: request.dueDate,
            missing,
            portalLink: portalUrl(appUrl),
          }),
        )
      : null;
  return {
    ...request,
    templateId: own?.templateId ?? null,
    raisedAutomatically: own?.auto ?? false,
    contact,
    whatsAppLink: link,
    reminders,
  };
}
