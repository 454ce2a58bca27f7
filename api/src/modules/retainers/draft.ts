// One period of a retainer billed: a Generated (draft) invoice for the client with one free-text
// line ('Retainer – November 2026'), built by the invoices' own drafting and totals, the period
// claimed in `retainer_invoices` in the same transaction so it is never billed twice. The draft has
// no number: it is numbered when issued (`invoices/issue.ts`), so one deleted after review leaves
// no gap in the series.
import { type RetainerPeriod, retainerLineText } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { clients, invoiceLines, invoiceSettings, invoices, retainerInvoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { chargesGst, draftInvoice } from '../invoices/billing';
import { storeTotals } from '../invoices/recompute';
import { missingFieldsOf } from '../invoices/selection';
import type { RetainerRecord } from './service';

export type DraftOutcome =
  | { made: true; invoiceId: string; clientEmail: string | null }
  | { made: false; reason: 'billed' | 'details' };

/** Bills `period` of the retainer; `ctx.db` must be the job's transaction for the practice. */
export async function draftRetainerPeriod(
  ctx: ServiceContext,
  retainer: RetainerRecord,
  period: RetainerPeriod,
): Promise<DraftOutcome> {
  const tx = ctx.db;
  const [client] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, retainer.clientId)));
  const [settings] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.orgId, ctx.orgId));
  if (!client || !settings) return { made: false, reason: 'details' };
  const preferences = await readPreferences(ctx);
  // Without an address (or a state when GST applies) no invoice can be made; the period is left
  // unclaimed so the run after the details are filled in bills it.
  if (missingFieldsOf(client, chargesGst(settings, preferences)).length)
    return { made: false, reason: 'details' };
  const [claimed] = await tx
    .insert(retainerInvoices)
    .values({ retainerId: retainer.id, period: period.key, label: period.label, orgId: ctx.orgId })
    .onConflictDoNothing()
    .returning({ period: retainerInvoices.period });
  if (!claimed) return { made: false, reason: 'billed' };

  // Dated today for review, a caught-up period included; issuing it dates it again.
  const today = await practiceToday(ctx);
  const dueDate = dayjs(today).add(settings.defaultDueDays, 'day').format('YYYY-MM-DD');
  const draft = draftInvoice({
    settings,
    preferences,
    client,
    tasks: [],
    invoiceDate: today,
    dueDate,
    createdBy: retainer.createdBy ?? '',
  });
  const [invoice] = await tx
    .insert(invoices)
    .values({ ...draft.invoice, createdBy: retainer.createdBy, orgId: ctx.orgId })
    .returning();
  if (!invoice) throw new Error('invoice insert returned nothing');
  await tx.insert(invoiceLines).values({
    orgId: ctx.orgId,
    invoiceId: invoice.id,
    position: 0,
    description: retainerLineText(retainer.description, period),
    sac: retainer.sac,
    quantity: 1,
    ratePaise: retainer.amountPaise,
    amountPaise: retainer.amountPaise,
    kind: 'service',
    taxable: true,
    gstRateBp: settings.gstRateBp,
  });
  await storeTotals(ctx, invoice);
  await tx
    .update(retainerInvoices)
    .set({ invoiceId: invoice.id })
    .where(and(eq(retainerInvoices.retainerId, retainer.id), eq(retainerInvoices.period, period.key)));
  return { made: true, invoiceId: invoice.id, clientEmail: client.email };
}
