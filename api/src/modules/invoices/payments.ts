// Payments against an invoice: the amount received and the TDS the client deducted settle it
// together, never past the balance; the payment that clears the balance makes the invoice Done.
// Each payment takes the next number of the receipt series of its date's financial year.
import {
  financialYearOf,
  formatReceiptNumber,
  INVOICE_MESSAGES,
  type InvoiceRow,
  isValidReceiptNumber,
  type PaymentBody,
  paiseOf,
  paiseText,
  RECEIPT_MESSAGES,
  settle,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { invoices, payments, receiptSequences } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { notifyInvoiceEvent } from '../notifications/invoice-events';
import { balancePaise, findInvoice, invoiceRow } from './invoice-row';
import { takeFromYearlySeries } from './yearly-series';

async function takeReceiptNumber(tx: TenantDb, orgId: string, date: string) {
  const financialYear = financialYearOf(date);
  const receiptSequence = await takeFromYearlySeries(tx, receiptSequences, orgId, financialYear);
  const receiptNumber = formatReceiptNumber(receiptSequence, date);
  if (!isValidReceiptNumber(receiptNumber)) throw new Invalid(RECEIPT_MESSAGES.numberTooLong(receiptNumber));
  return { financialYear, receiptSequence, receiptNumber };
}

export async function recordPayment(
  ctx: ServiceContext,
  id: string,
  body: PaymentBody,
): Promise<{ invoice: InvoiceRow; completed: boolean; paymentId: string }> {
  const { completed, paymentId } = await ctx.db.transaction((tx) => addPayment({ ...ctx, db: tx }, id, body));
  return { invoice: await invoiceRow(ctx.db, ctx.orgId, id), completed, paymentId };
}

/** The payment written inside the caller's transaction (`ctx.db` is one), the invoice not read back:
 * for a caller that records many at once, such as a bank statement's accepted matches. */
export async function addPayment(
  ctx: ServiceContext,
  id: string,
  body: PaymentBody,
): Promise<{ completed: boolean; paymentId: string; receiptNumber: string | null }> {
  const amountPaise = paiseOf(body.amount);
  const tdsPaise = paiseOf(body.tdsAmount);
  const tx = ctx.db;
  // The row lock makes two payments recorded at once see each other's amount and TDS.
  const invoice = await findInvoice(tx, ctx.orgId, id, { lock: true });
  if (invoice.status === 'Done') throw new Conflict(INVOICE_MESSAGES.alreadyDone);
  // Money is received against an issued invoice; a draft has no number for the receipt to name.
  if (invoice.status === 'Generated') throw new Conflict(INVOICE_MESSAGES.paymentOnUnnumberedDraft);
  if (body.date > (await practiceToday(ctx)))
    throw new Invalid(INVOICE_MESSAGES.paymentInFuture, [
      { field: 'date', message: INVOICE_MESSAGES.paymentInFuture },
    ]);
  const outcome = settle(balancePaise(invoice), amountPaise, tdsPaise);
  if (!outcome.ok) {
    const balance = paiseText(outcome.balancePaise);
    const message =
      outcome.reason === 'nothing'
        ? INVOICE_MESSAGES.paymentAmount
        : tdsPaise > 0
          ? RECEIPT_MESSAGES.overSettlement(balance)
          : INVOICE_MESSAGES.overPayment(balance);
    throw new Invalid(message, [{ field: 'amount', message }]);
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      orgId: ctx.orgId,
      invoiceId: id,
      date: body.date,
      amountPaise,
      tdsPaise,
      mode: body.mode,
      reference: body.reference || null,
      ...(await takeReceiptNumber(tx, ctx.orgId, body.date)),
      createdBy: ctx.user.id,
    })
    .returning({ id: payments.id, receiptNumber: payments.receiptNumber });
  await tx
    .update(invoices)
    .set({
      paidPaise: sql`${invoices.paidPaise} + ${amountPaise}`,
      tdsPaise: sql`${invoices.tdsPaise} + ${tdsPaise}`,
      ...(outcome.clears ? { status: 'Done' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id)));
  await notifyInvoiceEvent(ctx, { event: 'paid', invoiceId: id, amountPaise, paidInFull: outcome.clears });
  const made = payment as { id: string; receiptNumber: string | null };
  return { completed: outcome.clears, paymentId: made.id, receiptNumber: made.receiptNumber };
}
