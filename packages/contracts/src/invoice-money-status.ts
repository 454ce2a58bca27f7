// What an invoice's money says to a practice, one word on every list, the invoice view and
// receivables: a draft is not yet a tax invoice; an issued one is Part paid once money came in,
// Overdue once its due date has passed with a balance left (on the practice's own date).
import { type SettledInvoice, settlementBalancePaise } from './settlement';
import type { InvoiceStatus } from './statuses';

export const INVOICE_MONEY_STATUSES = [
  'Draft',
  'Issued',
  'Sent',
  'Part paid',
  'Overdue',
  'Paid',
  'Done',
] as const;
export type InvoiceMoneyStatus = (typeof INVOICE_MONEY_STATUSES)[number];

export interface MoneyStatusInput extends SettledInvoice {
  status: InvoiceStatus;
  dueDate: string;
  /** When it was mailed; an issued invoice never mailed reads Issued rather than Sent. */
  sentAt: Date | string | null;
}

/** The invoice's money status on `today` (YYYY-MM-DD in the practice's time zone). */
export function invoiceMoneyStatus(invoice: MoneyStatusInput, today: string): InvoiceMoneyStatus {
  // Generated is a draft: no number yet, so it is not owed (section 31 invoices are issued).
  if (invoice.status === 'Generated') return 'Draft';
  const balance = settlementBalancePaise(invoice);
  if (balance <= 0) return 'Paid';
  // Marked Done by the practice with a balance left: it has chosen not to chase it.
  if (invoice.status === 'Done') return 'Done';
  if (invoice.dueDate < today) return 'Overdue';
  const received = invoice.paidPaise + invoice.tdsPaise + (invoice.advanceAdjustedPaise ?? 0);
  if (received > 0) return 'Part paid';
  return invoice.sentAt ? 'Sent' : 'Issued';
}
