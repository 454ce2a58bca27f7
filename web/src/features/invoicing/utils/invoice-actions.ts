// What can still be done to an invoice, following its lifecycle (Generated → Sent → Done):
// only a generated invoice without payments can be reverted; a done one is only viewed; a
// retainer's draft takes payments once it is issued and numbered.
import { type InvoiceRow, paiseOf } from '@practice-desk/contracts';

export interface InvoiceActions {
  send: boolean;
  recordPayment: boolean;
  markDone: boolean;
  revert: boolean;
}

export function invoiceActions(
  invoice: Pick<InvoiceRow, 'status' | 'balance' | 'paidAmount'> & Partial<Pick<InvoiceRow, 'invoiceNumber'>>,
): InvoiceActions {
  const open = invoice.status !== 'Done';
  return {
    send: open,
    recordPayment: open && paiseOf(invoice.balance) > 0 && invoice.invoiceNumber !== null,
    markDone: open,
    revert: invoice.status === 'Generated' && paiseOf(invoice.paidAmount) === 0,
  };
}
