// What a payment receipt's PDF shows: the practice and its logo and signature, the client, the
// receipt's number and date, the invoice it settles, the amount received and the TDS deducted,
// mode and reference, the amount received in words, and what is left to pay after it.
import type { InvoiceDocument } from './invoice-document';
import type { DocumentDateFormat } from './invoice-format';

export interface ReceiptDocument {
  /** The practice's date format (Preferences › Date format); DD/MM/YYYY when absent. */
  dateFormat?: DocumentDateFormat;
  title: 'Receipt';
  receiptNumber: string;
  date: string /*YYYY-MM-DD*/;
  supplier: InvoiceDocument['supplier'];
  /** The client as billed on the invoice. */
  recipient: InvoiceDocument['recipient'] & { pan: string | null };
  invoice: { number: string; date: string; total: string };
  /** What settled the invoice before this receipt (advances adjusted, credit notes up to its
   * date, earlier receipts with their TDS), so that the total less these and this receipt is the
   * balance after it on the page. Lines of 0.00 are left out. */
  before?: { label: string; amount: string }[];
  /** Rupees as '4500.00'. */
  amountReceived: string;
  tdsDeducted: string;
  /** Received + TDS: what this receipt settles of the invoice. */
  settled: string;
  /** What the client still owes on the invoice after this receipt. */
  balanceAfter: string;
  mode: string;
  reference: string | null;
  amountInWords: string;
  logo: InvoiceDocument['logo'];
  signature: InvoiceDocument['signature'];
}
