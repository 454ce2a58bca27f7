// Taking back a payment recorded in error (a bank line matched to the wrong invoice and undone):
// the payment goes, the invoice's paid and TDS figures drop by exactly its amounts, and an invoice
// the payment had made Done is Sent again (its balance is open). The audit trail's triggers record
// the deletion and the invoice's change, with who made them.
import { and, eq, sql } from 'drizzle-orm';
import { invoices, payments } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { findInvoice } from './invoice-row';

export async function removePayment(ctx: ServiceContext, paymentId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw new NotFound('Payment not found');
    const invoice = await findInvoice(tx, ctx.orgId, payment.invoiceId, { lock: true });
    await tx.delete(payments).where(eq(payments.id, paymentId));
    await tx
      .update(invoices)
      .set({
        paidPaise: sql`${invoices.paidPaise} - ${payment.amountPaise}`,
        tdsPaise: sql`${invoices.tdsPaise} - ${payment.tdsPaise}`,
        ...(invoice.status === 'Done' ? { status: 'Sent' as const } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, invoice.id)));
  });
}
