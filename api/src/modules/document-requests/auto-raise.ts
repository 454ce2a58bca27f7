// Requests raised by themselves: a compliance item due within the practice's N days (default 10),
// not filed, whose form has an active request template and whose client has a portal contact, gets
// its request once, with the template's documents, and the contact is mailed. Once per item: an
// item that already has a request (raised by staff or by an earlier run) is left alone, and a
// unique index on the automatic ones stops a second instance. A mail that fails rolls its request
// back, so the next run tries again.
import dayjs from 'dayjs';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import {
  clients,
  complianceItems,
  documentRequestItems,
  documentRequests,
  requestTemplates,
  tasks,
} from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { liveTask } from '../tasks/live';
import { chaseMail } from './chase-mail';
import type { ChaseDeps, ChaseSettings } from './chase-settings';
import { requestContact } from './contact';
import { portalUrl } from './staff-view';

async function itemsToRaise(tx: TenantDb, today: string, days: number) {
  const until = dayjs(today).add(days, 'day').format('YYYY-MM-DD');
  return tx
    .select({
      id: complianceItems.id,
      clientId: complianceItems.clientId,
      clientName: clients.name,
      taskId: complianceItems.taskId,
      title: complianceItems.title,
      dueDate: complianceItems.dueDate,
      templateId: requestTemplates.id,
      documents: requestTemplates.items,
    })
    .from(complianceItems)
    .innerJoin(clients, eq(clients.id, complianceItems.clientId))
    .innerJoin(requestTemplates, eq(requestTemplates.formCode, sql`upper(${complianceItems.code})`))
    .leftJoin(tasks, eq(tasks.id, complianceItems.taskId))
    .where(
      and(
        liveTask(),
        eq(clients.isActive, true),
        eq(requestTemplates.isActive, true),
        isNull(complianceItems.filedOn),
        gte(complianceItems.dueDate, today),
        lte(complianceItems.dueDate, until),
        sql`not exists (select 1 from ${documentRequests} where ${documentRequests.complianceItemId} = ${complianceItems.id})`,
      ),
    );
}

type Item = Awaited<ReturnType<typeof itemsToRaise>>[number];

async function raise(sp: TenantDb, item: Item): Promise<boolean> {
  const [row] = await sp
    .insert(documentRequests)
    .values({
      orgId: sp.orgId,
      clientId: item.clientId,
      taskId: item.taskId,
      complianceItemId: item.id,
      name: `Documents for ${item.title}`,
      dueDate: item.dueDate,
      templateId: item.templateId,
      raisedAutomatically: true,
    })
    .onConflictDoNothing()
    .returning({ id: documentRequests.id });
  if (!row) return false;
  await sp.insert(documentRequestItems).values(
    item.documents.map((doc, position) => ({
      orgId: sp.orgId,
      requestId: row.id,
      position,
      name: doc.name,
      note: doc.note || null,
      required: doc.required,
    })),
  );
  return true;
}

/** Raises the practice's requests due today; answers how many. */
export async function raiseRequestsAhead(
  tx: TenantDb,
  deps: ChaseDeps,
  settings: ChaseSettings,
  today: string,
  onError: (err: unknown) => void,
): Promise<number> {
  if (settings.autoRequestDays <= 0) return 0;
  let raised = 0;
  for (const item of await itemsToRaise(tx, today, settings.autoRequestDays)) {
    const contact = await requestContact(tx, item.clientId);
    if (!contact || item.documents.length === 0) continue;
    try {
      const done = await tx.transaction(async (sp) => {
        if (!(await raise(sp, item))) return false;
        const mail = chaseMail({
          kind: 'raised',
          contactName: contact.name,
          practiceName: settings.practiceName,
          clientName: item.clientName,
          title: item.title,
          dueDate: item.dueDate,
          missing: item.documents.map((doc) => doc.name),
          portalLink: portalUrl(deps.appUrl),
        });
        await deps.mailer.send({ to: contact.email, ...mail });
        return true;
      });
      if (done) raised += 1;
    } catch (err) {
      onError(err);
    }
  }
  return raised;
}
