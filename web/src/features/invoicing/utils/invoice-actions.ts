// What can still be done to an invoice, following its lifecycle (Generated → Sent → Done): a
// draft (Generated, no number) is issued or reverted and takes no payment; a done one is only viewed.
import { type InvoiceRow, paiseOf } from '@practice-desk/contracts';

export interface InvoiceActions {
  issue: boolean;
  send: boolean;
  recordPayment: boolean;
  markDone: boolean;
  revert: boolean;
}

export function invoiceActions(
  invoice: Pick<InvoiceRow, 'status' | 'balance' | 'paidAmount'> & Partial<Pick<InvoiceRow, 'invoiceNumber'>>,
): InvoiceActions {
  const open = invoice.status !== 'Done';
  const draft = invoice.status === 'Generated';
  return {
    issue: draft,
    send: open,
    recordPayment: open && !draft && paiseOf(invoice.balance) > 0,
    markDone: open,
    revert: draft && paiseOf(invoice.paidAmount) === 0,
  };
}
