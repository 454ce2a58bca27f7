// Editing the lines of a Generated invoice (issue 18 "Invoices with several lines"): a draft until
// Sent. Amounts are Money strings; the API keeps integer paise and answers the whole invoice.
import * as v from 'valibot';
import { LINE_KINDS } from './invoice-tax';
import { isMoneyInput, paiseOf } from './money';

export const LINE_LIMITS = {
  description: 500,
  quantityMax: 10_000,
  /** 40%: the highest GST rate (the GST Council's 2025 rate structure of 5%, 18% and 40%, as issue
   * 34 lists it; the portal's GSTR-1 rate list in gst/gstr1.schema.json carries 40). */
  gstRateBpMax: 4000,
  /** Quantity × rate of one line: ₹1,000 crore. */
  amountMaxPaise: 1_000_000_000_000,
  /** The lines of one invoice together, before tax: ₹10,000 crore. Kept far inside the exact
   * range of integer paise (2^53), whatever tax and round-off are added to it. */
  invoiceMaxPaise: 10_000_000_000_000,
} as const;

export const INVOICE_LINE_MESSAGES = {
  notDraft: (status: string) =>
    `Lines can be changed only while the invoice is generated; this one is ${status.toLowerCase()}`,
  lineNotFound: 'Invoice line not found',
  lastLine: 'An invoice needs at least one line; revert the invoice instead',
  description: 'Description is required (at most 500 characters)',
  sac: 'SAC code must be 6 digits',
  quantity: 'Quantity must be a whole number from 1 to 10,000',
  rate: 'Rate must be an amount such as 1500 or 1500.50',
  discount: 'Discount must be an amount such as 100 or 99.50',
  discountTooBig: 'The discount cannot be more than quantity × rate',
  lineTooBig: 'Quantity × rate cannot be more than ₹1,000 crore on one line',
  invoiceTooBig: 'The lines of one invoice cannot add up to more than ₹10,000 crore',
  gstRate: 'GST rate must be between 0% and 40%',
  kind: 'Kind must be service or reimbursement',
  added: 'Line added',
  updated: 'Line updated',
  removed: 'Line removed',
  saveFailed: 'Failed to save the line',
} as const;

const Amount = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.maxLength(16, message), v.check(isMoneyInput, message));

/** One line as typed: a free-text line, an expense paid for the client, or a task's line edited. */
export const InvoiceLineBody = v.pipe(
  v.strictObject({
    kind: v.optional(v.picklist(LINE_KINDS, INVOICE_LINE_MESSAGES.kind), 'service'),
    description: v.pipe(
      v.string(INVOICE_LINE_MESSAGES.description),
      v.trim(),
      v.minLength(1, INVOICE_LINE_MESSAGES.description),
      v.maxLength(LINE_LIMITS.description, INVOICE_LINE_MESSAGES.description),
    ),
    /** Defaults to the SAC of invoice settings for a service, none for a reimbursement. */
    sac: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, INVOICE_LINE_MESSAGES.sac))),
    quantity: v.optional(
      v.pipe(
        v.number(INVOICE_LINE_MESSAGES.quantity),
        v.integer(INVOICE_LINE_MESSAGES.quantity),
        v.minValue(1, INVOICE_LINE_MESSAGES.quantity),
        v.maxValue(LINE_LIMITS.quantityMax, INVOICE_LINE_MESSAGES.quantity),
      ),
      1,
    ),
    rate: Amount(INVOICE_LINE_MESSAGES.rate),
    discount: v.optional(Amount(INVOICE_LINE_MESSAGES.discount), '0'),
    taxable: v.optional(v.boolean(), true),
    /** Basis points (1800 = 18%, 0 = exempt); defaults to the practice's rate in invoice settings. */
    gstRateBp: v.optional(
      v.pipe(
        v.number(INVOICE_LINE_MESSAGES.gstRate),
        v.integer(INVOICE_LINE_MESSAGES.gstRate),
        v.minValue(0, INVOICE_LINE_MESSAGES.gstRate),
        v.maxValue(LINE_LIMITS.gstRateBpMax, INVOICE_LINE_MESSAGES.gstRate),
      ),
    ),
  }),
  v.forward(
    v.check(
      // Only once both amounts are well formed (their own checks speak otherwise).
      (line) =>
        !isMoneyInput(line.rate) ||
        !isMoneyInput(line.discount) ||
        paiseOf(line.discount) <= line.quantity * paiseOf(line.rate),
      INVOICE_LINE_MESSAGES.discountTooBig,
    ),
    ['discount'],
  ),
  v.forward(
    v.check(
      (line) => !isMoneyInput(line.rate) || line.quantity * paiseOf(line.rate) <= LINE_LIMITS.amountMaxPaise,
      INVOICE_LINE_MESSAGES.lineTooBig,
    ),
    ['rate'],
  ),
);
export type InvoiceLineBody = v.InferOutput<typeof InvoiceLineBody>;

export const InvoiceLineParams = v.strictObject({
  id: v.pipe(v.string(), v.uuid('Invalid id')),
  lineId: v.pipe(v.string(), v.uuid('Invalid id')),
});
export type InvoiceLineParams = v.InferOutput<typeof InvoiceLineParams>;
