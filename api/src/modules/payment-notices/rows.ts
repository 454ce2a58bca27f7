// Payment notices as both sides read them: the invoice and client they are about, the amount, date
// and reference the contact gave, and what staff decided (with the receipt a confirmation took).
import { moneyOf, type PaymentNoticeRow, shownInvoiceNumber } from '@practice-desk/contracts';
import { desc, eq, type SQL } from 'drizzle-orm';
import { clients, invoices, paymentNotices, payments } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export async function noticeRows(db: TenantDb, where: SQL | undefined): Promise<PaymentNoticeRow[]> {
  const rows = await db
    .select({
      notice: paymentNotices,
      invoiceNumber: invoices.invoiceNumber,
      clientName: clients.name,
      receiptNumber: payments.receiptNumber,
    })
    .from(paymentNotices)
    .innerJoin(invoices, eq(invoices.id, paymentNotices.invoiceId))
    .innerJoin(clients, eq(clients.id, paymentNotices.clientId))
    .leftJoin(payments, eq(payments.id, paymentNotices.paymentId))
    .where(where)
    .orderBy(desc(paymentNotices.createdAt))
    .limit(500);
  return rows.map(({ notice, invoiceNumber, clientName, receiptNumber }) => ({
    id: notice.id,
    invoiceId: notice.invoiceId,
    invoiceNumber: shownInvoiceNumber(invoiceNumber),
    clientId: notice.clientId,
    clientName,
    amount: moneyOf(notice.amountPaise),
    date: notice.date,
    reference: notice.reference,
    status: notice.status,
    sentBy: notice.contactName,
    sentAt: notice.createdAt.toISOString(),
    decidedAt: notice.decidedAt?.toISOString() ?? null,
    rejectReason: notice.rejectReason,
    receiptNumber: receiptNumber ?? null,
  }));
}
