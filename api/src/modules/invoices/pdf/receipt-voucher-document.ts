// What a receipt voucher's PDF shows (Rule 50 of the CGST Rules): the invoice family's parties,
// one line for the advance with its SAC, the tax in it and the amount received, plus the
// voucher's number, date, mode and reference.
import type { InvoiceDocument } from './invoice-document';

export interface ReceiptVoucherDocument extends InvoiceDocument {
  title: 'Receipt Voucher';
  voucher: {
    number: string;
    date: string /*YYYY-MM-DD*/;
    mode: string;
    reference: string | null;
  };
}
