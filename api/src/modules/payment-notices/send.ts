// 'I have paid', from the client portal: the contact's word that they paid part or all of an
// issued invoice's balance, stored as a pending notice (as the contact: the audit trail names them)
// and told to the invoice's owner. It settles nothing; staff confirm it into a payment or reject it.
import {
  PORTAL_MONEY_MESSAGES as MESSAGES,
  moneyOf,
  type PaymentNoticeBody,
  type PaymentNoticeRow,
  paiseOf,
  todayIn,
} from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { paymentNotices } from '../../db/schema';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { balancePaise, findInvoice } from '../invoices/invoice-row';
import type { PortalContext } from '../portal/session';
import { reportedPaise } from '../portal-money/queries';
import { notifyPaymentNotice } from './notify';
import { noticeRows } from './rows';

const onField = (field: string, message: string) => new Invalid(message, [{ field, message }]);

export async function sendPaymentNotice(
  ctx: PortalContext,
  invoiceId: string,
  body: PaymentNoticeBody,
): Promise<PaymentNoticeRow> {
  const amountPaise = paiseOf(body.amount);
  const id = await ctx.db.transaction(async (tx) => {
    // The row lock makes two notices sent at once see each other.
    const invoice = await findInvoice(tx, ctx.orgId, invoiceId, { lock: true });
    if (invoice.clientId !== ctx.client.clientId || invoice.status === 'Generated')
      throw new NotFound(MESSAGES.invoiceNotFound);
    if (body.date > todayIn(ctx.caller.timeZone, ctx.now)) throw onField('date', MESSAGES.dateInFuture);
    const balance = balancePaise(invoice);
    if (balance <= 0) throw new Conflict(MESSAGES.nothingDue);
    const left = balance - ((await reportedPaise(tx, [invoiceId])).get(invoiceId) ?? 0);
    if (amountPaise > left) throw onField('amount', MESSAGES.overBalance(moneyOf(Math.max(left, 0))));
    const [notice] = await tx
      .insert(paymentNotices)
      .values({
        orgId: ctx.orgId,
        invoiceId,
        clientId: invoice.clientId,
        contactId: ctx.client.contactId,
        contactName: ctx.client.contactName,
        amountPaise,
        date: body.date,
        reference: body.reference,
      })
      .returning({ id: paymentNotices.id });
    await notifyPaymentNotice(tx, invoice, ctx.client.clientName, amountPaise);
    return (notice as { id: string }).id;
  });
  const [row] = await noticeRows(ctx.db, and(eq(paymentNotices.id, id)));
  if (!row) throw new NotFound(MESSAGES.noticeNotFound);
  return row;
}
