// A payment as its receipt shows it: the invoice's frozen parties, the payment's amount, TDS,
// mode and reference, and the balance left once this payment and those before it, credit notes
// dated on or before it and the advances adjusted against the invoice are counted. 404 for a payment outside the caller's reach.
import { amountInWords, paiseText, panOfGstin, RECEIPT_MESSAGES } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { creditNotes, payments } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { documentDateFormat, documentImages } from '../invoices/document';
import { findInvoice, type InvoiceRecord } from '../invoices/invoice-row';
import { numberedInvoice } from '../invoices/issue';
import type { ReceiptDocument } from '../invoices/pdf/receipt-document';
import { assertInvoiceInScope } from '../invoices/scope';

export type PaymentRecord = typeof payments.$inferSelect;

/** One payment of an invoice the caller may reach, or 404 as another practice's would be. */
export async function findPaymentInScope(ctx: ServiceContext, id: string): Promise<PaymentRecord> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, ctx.orgId), eq(payments.id, id)));
  if (!payment) throw new NotFound(RECEIPT_MESSAGES.notFound);
  await assertInvoiceInScope(ctx, payment.invoiceId).catch(() => {
    throw new NotFound(RECEIPT_MESSAGES.notFound);
  });
  return payment;
}

/** Payments come before this one in (date, recorded at, id) order. */
const isUpTo = (payment: PaymentRecord) => (other: PaymentRecord) =>
  other.date < payment.date ||
  (other.date === payment.date &&
    (other.createdAt < payment.createdAt ||
      (other.createdAt.getTime() === payment.createdAt.getTime() && other.id <= payment.id)));

/** What settled the invoice before this receipt, and the balance after it. */
export interface ReceiptStanding {
  advancePaise: number;
  creditedPaise: number;
  earlierPaise: number;
  balanceAfterPaise: number;
}

async function standingAfter(
  db: TenantDb,
  invoice: InvoiceRecord,
  payment: PaymentRecord,
): Promise<ReceiptStanding> {
  const [paid, notes] = await Promise.all([
    db.select().from(payments).where(eq(payments.invoiceId, invoice.id)),
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)),
  ]);
  const earlierPaise = paid
    .filter((p) => p.id !== payment.id && isUpTo(payment)(p))
    .reduce((sum, p) => sum + p.amountPaise + p.tdsPaise, 0);
  const creditedPaise = notes.filter((n) => n.date <= payment.date).reduce((sum, n) => sum + n.totalPaise, 0);
  // Advances are adjusted when the invoice is issued, before any payment against it.
  const advancePaise = invoice.advanceAdjustedPaise;
  const thisPaise = payment.amountPaise + payment.tdsPaise;
  return {
    advancePaise,
    creditedPaise,
    earlierPaise,
    balanceAfterPaise: invoice.totalPaise - advancePaise - creditedPaise - earlierPaise - thisPaise,
  };
}

export function toReceiptDocument(
  payment: PaymentRecord,
  invoice: InvoiceRecord,
  standing: ReceiptStanding,
  images: Awaited<ReturnType<typeof documentImages>>,
): ReceiptDocument {
  const { supplier, billedTo } = invoice;
  const image = (data: Buffer | null | undefined, mime: string | null | undefined) =>
    data && mime ? { mime, base64: Buffer.from(data).toString('base64') } : null;
  return {
    title: 'Receipt',
    receiptNumber: payment.receiptNumber,
    date: payment.date,
    supplier: {
      name: supplier.name,
      address: supplier.address,
      gstin: supplier.gstin ?? null,
      stateName: supplier.stateName ?? null,
      stateCode: supplier.stateCode ?? null,
      email: supplier.email ?? null,
      phone: supplier.phone ?? null,
    },
    recipient: {
      name: billedTo.name,
      address: billedTo.address,
      gstin: billedTo.gstin ?? null,
      pan: panOfGstin(billedTo.gstin),
      stateName: billedTo.stateName ?? null,
      stateCode: billedTo.stateCode ?? null,
    },
    invoice: {
      number: numberedInvoice(invoice).invoiceNumber,
      date: invoice.invoiceDate,
      total: paiseText(invoice.totalPaise),
    },
    before: [
      { label: 'Less: advance adjusted', paise: standing.advancePaise },
      { label: 'Less: credit notes', paise: standing.creditedPaise },
      { label: 'Less: earlier receipts (with TDS)', paise: standing.earlierPaise },
    ]
      .filter((b) => b.paise !== 0)
      .map((b) => ({ label: b.label, amount: paiseText(b.paise) })),
    amountReceived: paiseText(payment.amountPaise),
    tdsDeducted: paiseText(payment.tdsPaise),
    settled: paiseText(payment.amountPaise + payment.tdsPaise),
    balanceAfter: paiseText(standing.balanceAfterPaise),
    mode: payment.mode,
    reference: payment.reference,
    amountInWords: amountInWords(payment.amountPaise),
    logo: image(images?.logo, images?.logoMime),
    signature: image(images?.signature, images?.signatureMime),
  };
}

/** The receipt of one payment the caller may reach, with the invoice it settles. */
export async function receiptDocument(ctx: ServiceContext, id: string) {
  const payment = await findPaymentInScope(ctx, id);
  const invoice = await findInvoice(ctx.db, ctx.orgId, payment.invoiceId);
  const [standing, images, dateFormat] = await Promise.all([
    standingAfter(ctx.db, invoice, payment),
    documentImages(ctx.db, ctx.orgId),
    documentDateFormat(ctx.db, ctx.orgId),
  ]);
  const document = { ...toReceiptDocument(payment, invoice, standing, images), dateFormat };
  return { payment, invoice, document };
}
