// What a credit note's PDF shows (Rule 53 of the CGST Rules): the invoice's parties and amount
// sections filled with the note's own lines and reversed taxes, plus its number and date, the
// original invoice's number and date, and the reason.
import type { InvoiceDocument } from './invoice-document';

export interface CreditNoteDocument extends InvoiceDocument {
  title: 'Credit Note';
  creditNote: {
    number: string;
    date: string /*YYYY-MM-DD*/;
    reason: string;
    invoiceNumber: string;
    invoiceDate: string;
  };
}
