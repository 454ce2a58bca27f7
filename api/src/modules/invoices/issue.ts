// Every invoice starts as a draft (generated from tasks, the unbilled queue or a retainer) and is
// numbered when it is issued (Issue, Send, or marked Sent or Done), not when it is made: a draft
// reverted or reworked then leaves no gap in the series, whose numbers must run consecutively
// (CGST Rules 2017, Rule 46(b)), and the invoice carries the day it was issued as its date, its
// due date moved by the same number of days. The number is taken by numbering.ts's one locking
// statement inside the issuing transaction, so concurrent issues get consecutive numbers and a
// rolled-back one gives its number back.
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { invoiceSettings, invoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { assertPeriodOpen } from '../gst/filing';
import { findInvoice, type InvoiceRecord } from './invoice-row';
import { takeInvoiceNumber } from './numbering';

/** Issues a draft as `status`: numbered, dated today, in one update (the database holds a draft
 * unnumbered and an issued invoice numbered); `ctx.db` must be the transaction, with the invoice's
 * row locked. Any other invoice is answered as it is. */
export async function numberOnIssue(
  ctx: ServiceContext,
  invoice: InvoiceRecord,
  status: 'Sent' | 'Done',
): Promise<InvoiceRecord> {
  if (invoice.status !== 'Generated') return invoice;
  const tx = ctx.db;
  const today = await practiceToday(ctx);
  // The counter's row is locked for update first: the period check's shared lock on the same row,
  // taken first by two issues at once, would leave both waiting to upgrade it (a deadlock).
  const [settings] = await tx
    .select()
    .from(invoiceSettings)
    .where(eq(invoiceSettings.orgId, ctx.orgId))
    .for('update');
  await assertPeriodOpen(tx, today);
  if (!settings) throw new Error(`practice ${ctx.orgId} has no invoice settings`);
  const termDays = dayjs(invoice.dueDate).diff(invoice.invoiceDate, 'day');
  const number = await takeInvoiceNumber(tx, ctx.orgId, settings, today);
  const [issued] = await tx
    .update(invoices)
    .set({
      ...number,
      status,
      invoiceDate: today,
      dueDate: dayjs(today).add(termDays, 'day').format('YYYY-MM-DD'),
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, invoice.id)))
    .returning();
  if (!issued) throw new Error('invoice update returned nothing');
  return issued;
}

/** Issues a draft (numbered, status Sent) on its locked row; `ctx.db` must be the transaction.
 * An invoice already issued is left as it is. */
export function issueDraft(ctx: ServiceContext, invoice: InvoiceRecord): Promise<InvoiceRecord> {
  return numberOnIssue(ctx, invoice, 'Sent');
}

/** Send issues a draft first, in a transaction of its own, so the PDF about to be mailed carries
 * the number; the invoice stays issued (Issued, not Sent) even when the mail then fails. */
export async function issueBeforeSending(ctx: ServiceContext, id: string): Promise<void> {
  const [draft] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id), eq(invoices.status, 'Generated')));
  if (!draft) return;
  await ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.orgId, id, { lock: true });
    await issueDraft({ ...ctx, db: tx }, invoice);
  });
}

/** The number of an invoice that must have one: every Sent or Done invoice (a check in the
 * database), and every one with a payment or credit note. Only a draft has none, and nothing that
 * prints a number reaches it. */
export function numberedInvoice<T extends Pick<InvoiceRecord, 'id' | 'invoiceNumber' | 'sequence'>>(
  invoice: T,
): T & { invoiceNumber: string; sequence: number } {
  if (invoice.invoiceNumber === null || invoice.sequence === null)
    throw new Error(`invoice ${invoice.id} has no number yet`);
  return invoice as T & { invoiceNumber: string; sequence: number };
}
