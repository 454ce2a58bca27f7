// Money in the client portal (issue 36): the client's invoices, credit notes and receipts with their
// PDFs, its statement of account and what is due; a UPI QR code and link for each unpaid invoice;
// and 'I have paid' — a payment notice the invoice's owner confirms into a real payment or rejects.
// Nothing counts as paid until staff confirm it.
import * as v from 'valibot';
import { isoDate, Uuid } from './common';
import { InvoiceRowSchema, PaymentMoney } from './invoices';
import { isMoneyInput, MoneySchema, paiseOf } from './money';
import { RECEIVABLES_MESSAGES } from './receivables';
import { type SettledInvoice, settlementBalancePaise } from './settlement';

export const PAYMENT_NOTICE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentNoticeStatus = (typeof PAYMENT_NOTICE_STATUSES)[number];
export const PAYMENT_NOTICE_STATUS_LABELS: Record<PaymentNoticeStatus, string> = {
  pending: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  rejected: 'Not confirmed',
};

export const PAYMENT_NOTICE_LIMITS = { reference: 100, reason: 300 } as const;

export const PORTAL_MONEY_MESSAGES = {
  invoiceNotFound: 'Invoice not found',
  creditNoteNotFound: 'Credit note not found',
  receiptNotFound: 'Receipt not found',
  noticeNotFound: 'Payment notice not found',
  amount: 'Enter the amount you paid, e.g. 11800 or 11800.50',
  reference: 'Enter the UPI or bank reference (UTR) of your payment',
  referenceTooLong: `The reference can be at most ${PAYMENT_NOTICE_LIMITS.reference} characters`,
  dateInFuture: 'The payment date cannot be in the future',
  nothingDue: 'Nothing is due on this invoice',
  overBalance: (left: string) =>
    `The amount is more than the ₹${left} still due on this invoice (after payments you already reported)`,
  noticeSent: 'Thank you. We have told the practice; the invoice shows as paid once they confirm it.',
  noticeTitle: (invoiceNumber: string) => `Payment reported for ${invoiceNumber}`,
  noticeText: (client: string, amount: string, invoiceNumber: string) =>
    `${client} says they paid ₹${amount} against invoice ${invoiceNumber}. Confirm it to record the payment, or reject it.`,
  confirmed: 'Payment confirmed and recorded',
  rejected: 'Payment notice rejected',
  notPending: 'This payment notice was already confirmed or rejected',
  reason: 'Say why the payment is not confirmed, so the client knows what to do',
  loadNoticesFailed: 'Failed to load reported payments',
  noNotices:
    'No payments reported by clients yet. When a client says "I have paid" in the portal, it appears here.',
  noPendingNotices: 'Nothing waiting: every payment clients reported has been confirmed or rejected.',
  reasonTooLong: `The reason can be at most ${PAYMENT_NOTICE_LIMITS.reason} characters`,
} as const;

const IsoDate = isoDate();

/** 'I have paid': what the contact says they paid, when, and the payment's reference. */
export const PaymentNoticeBody = v.object({
  amount: v.pipe(
    PaymentMoney(PORTAL_MONEY_MESSAGES.amount),
    v.check((text) => !isMoneyInput(text) || paiseOf(text) > 0, PORTAL_MONEY_MESSAGES.amount),
  ),
  date: IsoDate,
  reference: v.pipe(
    v.string(PORTAL_MONEY_MESSAGES.reference),
    v.trim(),
    v.minLength(1, PORTAL_MONEY_MESSAGES.reference),
    v.maxLength(PAYMENT_NOTICE_LIMITS.reference, PORTAL_MONEY_MESSAGES.referenceTooLong),
  ),
});
export type PaymentNoticeBody = v.InferOutput<typeof PaymentNoticeBody>;

export const RejectPaymentNoticeBody = v.object({
  reason: v.pipe(
    v.string(PORTAL_MONEY_MESSAGES.reason),
    v.trim(),
    v.minLength(1, PORTAL_MONEY_MESSAGES.reason),
    v.maxLength(PAYMENT_NOTICE_LIMITS.reason, PORTAL_MONEY_MESSAGES.reasonTooLong),
  ),
});
export type RejectPaymentNoticeBody = v.InferOutput<typeof RejectPaymentNoticeBody>;

export const PaymentNoticeRowSchema = v.object({
  id: v.string(),
  invoiceId: v.string(),
  invoiceNumber: v.string(),
  clientId: v.string(),
  clientName: v.string(),
  amount: MoneySchema,
  date: v.string(),
  reference: v.string(),
  status: v.picklist(PAYMENT_NOTICE_STATUSES),
  /** The contact who sent it. */
  sentBy: v.string(),
  sentAt: v.string(),
  decidedAt: v.nullable(v.string()),
  rejectReason: v.nullable(v.string()),
  /** The receipt the confirmed payment took. */
  receiptNumber: v.nullable(v.string()),
});
export type PaymentNoticeRow = v.InferOutput<typeof PaymentNoticeRowSchema>;
export const PaymentNoticeListSchema = v.object({ notices: v.array(PaymentNoticeRowSchema) });
export const PaymentNoticeAnswerSchema = v.object({ notice: PaymentNoticeRowSchema });
/** A confirmed notice, with its invoice as the payment left it. */
export const ConfirmedNoticeSchema = v.object({ notice: PaymentNoticeRowSchema, invoice: InvoiceRowSchema });
export const PaymentNoticeQuery = v.object({
  status: v.optional(v.picklist(PAYMENT_NOTICE_STATUSES, 'status must be pending, confirmed or rejected')),
  clientId: v.optional(Uuid),
});
export type PaymentNoticeQuery = v.InferOutput<typeof PaymentNoticeQuery>;

// ---------------------------------------------------------------------------------------------
// The portal's answers.

/** What the contact reads on an invoice: Due, Part paid, Overdue or Paid. */
export const PORTAL_INVOICE_STATUSES = ['Due', 'Part paid', 'Overdue', 'Paid'] as const;
export type PortalInvoiceStatus = (typeof PORTAL_INVOICE_STATUSES)[number];

/** An issued invoice as the contact reads it on `today` (the practice's date): Paid once nothing
 * is left; Overdue past its due date; Part paid once something settled part of it; else Due. A
 * payment the contact reported counts only once staff confirm it. */
export function portalInvoiceStatus(
  invoice: SettledInvoice & { dueDate: string },
  today: string,
): PortalInvoiceStatus {
  const balance = settlementBalancePaise(invoice);
  if (balance <= 0) return 'Paid';
  if (invoice.dueDate < today) return 'Overdue';
  return balance < invoice.totalPaise ? 'Part paid' : 'Due';
}

/** Which of the contact's clients a list is for (the first one when absent). */
export const PortalClientQuery = v.object({ clientId: v.optional(Uuid) });
export type PortalClientQuery = v.InferOutput<typeof PortalClientQuery>;
export const PortalStatementQuery = v.pipe(
  v.object({ clientId: v.optional(Uuid), from: v.optional(IsoDate), to: v.optional(IsoDate) }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, RECEIVABLES_MESSAGES.fromAfterTo),
    ['from'],
  ),
);
export type PortalStatementQuery = v.InferOutput<typeof PortalStatementQuery>;

export const PortalInvoiceRowSchema = v.object({
  id: v.string(),
  invoiceNumber: v.string(),
  date: v.string(),
  dueDate: v.string(),
  amount: MoneySchema,
  balance: MoneySchema,
  status: v.picklist(PORTAL_INVOICE_STATUSES),
  /** What the contact reported paid and staff have not confirmed yet. */
  reported: MoneySchema,
});
export type PortalInvoiceRow = v.InferOutput<typeof PortalInvoiceRowSchema>;

/** What is due: the balance of every issued invoice, and the part of it past its due date. */
export const PortalDueSchema = v.object({
  balance: MoneySchema,
  overdue: MoneySchema,
  unpaidInvoices: v.number(),
});
export type PortalDue = v.InferOutput<typeof PortalDueSchema>;

export const PortalInvoiceListSchema = v.object({
  invoices: v.array(PortalInvoiceRowSchema),
  due: PortalDueSchema,
});
export type PortalInvoiceList = v.InferOutput<typeof PortalInvoiceListSchema>;

/** Pay by UPI: the `upi://pay` link for the balance and its QR code (SVG made by the server). */
export const PortalUpiSchema = v.object({
  uri: v.string(),
  qrSvg: v.string(),
  upiId: v.string(),
  payeeName: v.string(),
  amount: MoneySchema,
});
export type PortalUpi = v.InferOutput<typeof PortalUpiSchema>;

export const PortalCreditNoteRowSchema = v.object({
  id: v.string(),
  number: v.string(),
  date: v.string(),
  invoiceNumber: v.string(),
  amount: MoneySchema,
  reason: v.string(),
});
export type PortalCreditNoteRow = v.InferOutput<typeof PortalCreditNoteRowSchema>;

export const PortalReceiptRowSchema = v.object({
  id: v.string(),
  receiptNumber: v.string(),
  date: v.string(),
  invoiceNumber: v.string(),
  amount: MoneySchema,
  tds: MoneySchema,
  mode: v.string(),
  reference: v.nullable(v.string()),
});
export type PortalReceiptRow = v.InferOutput<typeof PortalReceiptRowSchema>;

export const PortalInvoiceDetailSchema = v.object({
  invoice: PortalInvoiceRowSchema,
  /** Null when nothing is due or the practice has no UPI ID. */
  upi: v.nullable(PortalUpiSchema),
  receipts: v.array(PortalReceiptRowSchema),
  creditNotes: v.array(PortalCreditNoteRowSchema),
  notices: v.array(PaymentNoticeRowSchema),
});
export type PortalInvoiceDetail = v.InferOutput<typeof PortalInvoiceDetailSchema>;

export const PortalCreditNoteListSchema = v.object({ creditNotes: v.array(PortalCreditNoteRowSchema) });
export const PortalReceiptListSchema = v.object({ receipts: v.array(PortalReceiptRowSchema) });
