// The demo practice's invoices, made from some of its Pending tasks by the real generation
// service: an intra-state one (CGST + SGST) sent and part paid, an inter-state one (IGST) sent,
// and two still drafts (Generated, no number); the other Pending tasks stay on the Pending tab. The two sent ones are
// dated back (45 and 100 days) so the receivables ageing and the overdue reminders have something
// to show.
import {
  DEFAULT_TIME_ZONE,
  type InvoiceRow,
  moneyOf,
  paiseOf,
  suggestedTdsPaise,
  todayIn,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../lib/context';
import { generateInvoices } from '../../modules/invoices/generate';
import { issueInvoice } from '../../modules/invoices/lifecycle';
import { recordPayment } from '../../modules/invoices/payments';
import type { Db } from '../client';
import { clients, invoices, statuses, tasks, users } from '../schema';
import { scoped } from '../scoped';

interface Candidate {
  taskId: string;
  clientId: string;
  gstin: string | null;
  email: string | null;
}

/** Up to `count` Pending tasks of the first client (by name) that `fits` and is not used yet. */
function pickTasks(
  candidates: Candidate[],
  used: Set<string>,
  fits: (c: Candidate) => boolean,
  count: number,
) {
  const first = candidates.find((c) => !used.has(c.clientId) && fits(c));
  if (!first) return null;
  used.add(first.clientId);
  return {
    email: first.email,
    taskIds: candidates
      .filter((c) => c.clientId === first.clientId)
      .slice(0, count)
      .map((c) => c.taskId),
  };
}

export async function seedDemoInvoices(tx: Db, orgId: string, practiceState: string): Promise<number> {
  const [admin] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.role, 'ADMIN')))
    .orderBy(asc(users.email))
    .limit(1);
  if (!admin) return 0;
  const ctx: ServiceContext = {
    db: scoped(tx, orgId),
    orgId,
    user: { id: admin.id, orgId, role: 'ADMIN', name: admin.name },
  };
  const candidates: Candidate[] = await tx
    .select({ taskId: tasks.id, clientId: clients.id, gstin: clients.gstin, email: clients.email })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .where(and(eq(tasks.orgId, orgId), eq(statuses.systemKey, 'PENDING')))
    .orderBy(asc(clients.name), asc(tasks.createdAt), asc(tasks.id));

  const used = new Set<string>();
  const sameState = (c: Candidate) => c.gstin?.slice(0, 2) === practiceState;
  const otherState = (c: Candidate) => !!c.gstin && !sameState(c);
  const plans = [
    { pick: pickTasks(candidates, used, sameState, 2), sent: true, partPaid: true, ageDays: 45 },
    { pick: pickTasks(candidates, used, otherState, 1), sent: true, partPaid: false, ageDays: 100 },
    { pick: pickTasks(candidates, used, (c) => !c.gstin, 1), sent: false, partPaid: false, ageDays: 0 },
    { pick: pickTasks(candidates, used, otherState, 2), sent: false, partPaid: false, ageDays: 0 },
  ];

  let made = 0;
  const today = dayjs(todayIn(DEFAULT_TIME_ZONE));
  for (const { pick, sent, partPaid, ageDays } of plans) {
    if (!pick) continue;
    const { result } = await generateInvoices(ctx, { taskIds: pick.taskIds });
    if (!('invoice' in result)) continue;
    const invoice: InvoiceRow = result.invoice;
    made += 1;
    if (sent) await issueInvoice(ctx, invoice.id);
    if (sent)
      // As Send leaves it, without mailing anyone from a demo.
      await tx
        .update(invoices)
        .set({
          sentAt: sql`now()`,
          sentTo: pick.email,
          invoiceDate: today.subtract(ageDays, 'day').format('YYYY-MM-DD'),
          // Due in the settings' default days from its date, as generation would have made it.
          dueDate: dayjs(invoice.dueDate).subtract(ageDays, 'day').format('YYYY-MM-DD'),
        })
        .where(eq(invoices.id, invoice.id));
    if (partPaid)
      await recordPayment(ctx, invoice.id, {
        // 40% of the total, in whole rupees (integer paise throughout).
        amount: moneyOf(Math.round((paiseOf(invoice.totalAmount) * 4) / 1000) * 100),
        // The client deducted TDS under section 194J on the taxable value.
        tdsAmount: moneyOf(suggestedTdsPaise(paiseOf(invoice.taxableValue), paiseOf(invoice.balance))),
        date: todayIn(DEFAULT_TIME_ZONE),
        mode: 'Bank Transfer',
        reference: 'NEFT HDFCN52026041512345',
      });
  }
  return made;
}
