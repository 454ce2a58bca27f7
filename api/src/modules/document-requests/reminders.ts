// Reminders to the client on the practice's schedule: an open request with documents still missing
// (not sent yet, or returned) gets the step of the schedule it has reached, mailed to its contact
// and logged on the request. A step is claimed by its log row (unique per request and step) in a
// savepoint that a failed mail rolls back: reruns, restarts and a second instance never mail a step
// twice, and a failure is tried again by the next run. A request complete stops them.
import { requestReminderStep } from '@practice-desk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, documentRequestItems, documentRequestReminders, documentRequests } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { chaseMail } from './chase-mail';
import type { ChaseDeps, ChaseSettings } from './chase-settings';
import { requestContact } from './contact';
import { portalUrl } from './staff-view';

const MISSING = ['pending', 'returned'] as const;

async function openRequests(tx: TenantDb, timeZone: string) {
  return tx
    .select({
      id: documentRequests.id,
      clientId: documentRequests.clientId,
      clientName: clients.name,
      title: documentRequests.name,
      dueDate: documentRequests.dueDate,
      raisedOn: sql<string>`to_char(${documentRequests.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    })
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .where(
      and(
        eq(documentRequests.status, 'open'),
        eq(clients.isActive, true),
        sql`exists (select 1 from ${documentRequestItems} where ${documentRequestItems.requestId} = ${documentRequests.id}
          and ${documentRequestItems.status} in ('pending', 'returned'))`,
      ),
    );
}

async function missingOf(tx: TenantDb, requestId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: documentRequestItems.name })
    .from(documentRequestItems)
    .where(
      and(eq(documentRequestItems.requestId, requestId), inArray(documentRequestItems.status, [...MISSING])),
    )
    .orderBy(documentRequestItems.position);
  return rows.map((row) => row.name);
}

/** Mails the practice's reminders due today; answers how many. */
export async function sendRequestReminders(
  tx: TenantDb,
  deps: ChaseDeps,
  settings: ChaseSettings,
  today: string,
  timeZone: string,
  now: Date,
  onError: (err: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (const request of await openRequests(tx, timeZone)) {
    const step = requestReminderStep(request.raisedOn, request.dueDate, today, settings.schedule);
    if (step === 0) continue;
    const [logged] = await tx
      .select({ id: documentRequestReminders.id })
      .from(documentRequestReminders)
      .where(
        and(eq(documentRequestReminders.requestId, request.id), eq(documentRequestReminders.step, step)),
      );
    if (logged) continue;
    const contact = await requestContact(tx, request.clientId);
    if (!contact) continue;
    const missing = await missingOf(tx, request.id);
    try {
      const done = await tx.transaction(async (sp) => {
        const claimed = await sp
          .insert(documentRequestReminders)
          .values({
            orgId: sp.orgId,
            requestId: request.id,
            step,
            sentAt: now,
            sentTo: contact.email,
            missing,
          })
          .onConflictDoNothing()
          .returning({ id: documentRequestReminders.id });
        if (claimed.length === 0) return false;
        const mail = chaseMail({
          kind: 'reminder',
          contactName: contact.name,
          practiceName: settings.practiceName,
          clientName: request.clientName,
          title: request.title,
          dueDate: request.dueDate,
          missing,
          portalLink: portalUrl(deps.appUrl),
        });
        await deps.mailer.send({ to: contact.email, ...mail });
        return true;
      });
      if (done) sent += 1;
    } catch (err) {
      onError(err);
    }
  }
  return sent;
}
