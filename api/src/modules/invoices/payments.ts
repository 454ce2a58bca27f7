// Payments against an invoice: partial payments allowed, never more than the balance; the
// payment that clears the balance makes the invoice Done.
import {
  INVOICE_MESSAGES,
  type InvoiceRow,
  type PaymentBody,
  paiseOf,
  paiseText,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { invoices, payments } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { notifyInvoiceEvent } from '../notifications/invoice-events';
import { practiceToday } from '../tasks/list';
import { findInvoice, invoiceRow } from './invoice-row';

export async function recordPayment(
  ctx: ServiceContext,
  id: string,
  body: PaymentBody,
): Promise<{ invoice: InvoiceRow; completed: boolean }> {
  const amountPaise = paiseOf(body.amount);
  const completed = await ctx.db.transaction(async (tx) => {
    // The row lock makes two payments recorded at once see each other's amount.
    const invoice = await findInvoice(tx, ctx.orgId, id, { lock: true });
    if (invoice.status === 'Done') throw new Conflict(INVOICE_MESSAGES.alreadyDone);
    if (body.date > (await practiceToday({ ...ctx, db: tx })))
      throw new Invalid(INVOICE_MESSAGES.paymentInFuture, [
        { field: 'date', message: INVOICE_MESSAGES.paymentInFuture },
      ]);
    const balance = invoice.totalPaise - invoice.paidPaise;
    if (amountPaise > balance) {
      const message = INVOICE_MESSAGES.overPayment(paiseText(balance));
      throw new Invalid(message, [{ field: 'amount', message }]);
    }
    await tx.insert(payments).values({
      orgId: ctx.orgId,
      invoiceId: id,
      date: body.date,
      amountPaise,
      mode: body.mode,
      reference: body.reference || null,
      createdBy: ctx.user.id,
    });
    const paidInFull = amountPaise === balance;
    await tx
      .update(invoices)
      .set({
        paidPaise: sql`${invoices.paidPaise} + ${amountPaise}`,
        ...(paidInFull ? { status: 'Done' as const } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id)));
    await notifyInvoiceEvent({ ...ctx, db: tx }, { event: 'paid', invoiceId: id, amountPaise, paidInFull });
    return paidInFull;
  });
  return { invoice: await invoiceRow(ctx.db, ctx.orgId, id), completed };
}
