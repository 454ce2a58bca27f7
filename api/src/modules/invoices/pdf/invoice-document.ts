// What an invoice PDF shows: a frozen, display-ready view of one invoice (rupees as strings, dates as
// YYYY-MM-DD). The invoices service maps an invoice to it; the template only lays it out.
import type { DocumentDateFormat } from './invoice-format';
export interface InvoiceDocument {
  /** The practice's date format (Preferences › Date format); DD/MM/YYYY when absent. */
  dateFormat?: DocumentDateFormat;
  title: 'Tax Invoice' | 'Invoice' | 'Credit Note' | 'Receipt Voucher' | 'Receipt';
  invoiceNumber: string;
  /** A draft not issued yet: no number, printed with a DRAFT banner and watermark. */
  draft?: boolean;
  invoiceDate: string /*YYYY-MM-DD*/;
  dueDate: string;
  supplier: {
    name: string;
    address: string;
    gstin: string | null;
    stateName: string | null;
    stateCode: string | null;
    email: string | null;
    phone: string | null;
  };
  recipient: {
    name: string;
    address: string;
    gstin: string | null;
    stateName: string | null;
    stateCode: string | null;
  };
  placeOfSupply: { stateName: string; stateCode: string } | null;
  lines: {
    description: string;
    sac: string;
    quantity: number;
    rate: string;
    /** Issue 18: the discount and the line's tax rate ('18%', 'Exempt'); absent on older callers. */
    discount?: string;
    taxRate?: string;
    /** quantity × rate − discount: the line's taxable value. */
    amount: string;
    assignee: string | null;
  }[]; // rupees as '4500.00'
  /** Pure-agent reimbursements (Rule 33, CGST Rules): outside the taxable value, printed apart. */
  reimbursements?: { description: string; quantity: number; rate: string; amount: string }[];
  reimbursementTotal?: string;
  /** Service lines without GST (exempt or not taxable), and the taxed ones: together the subtotal. */
  exemptValue?: string;
  taxableValue?: string;
  subtotal: string;
  taxes: { name: string; rate: string /*'9%'*/; amount: string }[];
  roundOff: string;
  total: string;
  /** The grand total's label; 'Total (₹)' when absent. */
  totalLabel?: string;
  /** Advances set off against the invoice (receipt vouchers, Rule 50), each with the tax already
   * paid on it, and what is left to pay after them. */
  advanceAdjustments?: {
    voucherNumber: string;
    voucherDate: string;
    amount: string;
    taxes: { name: string; amount: string }[];
  }[];
  /** Credit notes raised against the invoice (section 34), each by number and date. */
  creditNotes?: { number: string; date: string; amount: string }[];
  /** Payments received, each with its receipt and the TDS the client deducted on it. */
  payments?: { receiptNumber: string; date: string; amount: string; tds: string }[];
  /** Total less the advances adjusted, credit notes and payments (with TDS) listed above it. */
  balanceDue?: string;
  amountInWords: string;
  reverseCharge: 'No';
  bank: {
    bankName: string | null;
    branchName: string | null;
    accountNumber: string | null;
    ifscCode: string | null;
  } | null;
  terms: string | null;
  notes: string | null;
  /** Pay by UPI: the practice's UPI ID, the balance due, the `upi://pay` link for it and that link's
   * QR code (SVG); absent for a draft, a paid invoice or a practice without a UPI ID. */
  upi?: { upiId: string; amount: string; uri: string; qrSvg: string } | null;
  logo: { mime: string; base64: string } | null;
  signature: { mime: string; base64: string } | null;
}
