// Credit notes (section 34 of the CGST Act): a Sent or Done invoice is never reverted or deleted;
// it is reduced by credit notes, numbered in their own series per financial year. Requests,
// answers, messages and the tax reversal rule shared by the API and the screens.
import * as v from 'valibot';
import { TaxRowSchema } from './advance-adjustments';
import { Uuid } from './common';
import { financialYearOf, INVOICE_NUMBER_MAX } from './invoice-numbers';
import { isMoneyInput, type Money, MoneySchema, paiseOf } from './money';

export const CREDIT_NOTE_REASON_MAX = 500;
/** The credit note series: 'CN/' + financial year + '/' + three digits ('CN/26-27/001'). */
export const CREDIT_NOTE_PREFIX = 'CN/';

export const CREDIT_NOTE_MESSAGES = {
  created: (number: string) => `Credit note ${number} raised`,
  reasonRequired: 'Please enter the reason for the credit note',
  reasonTooLong: `The reason can be at most ${CREDIT_NOTE_REASON_MAX} characters`,
  amountRequired: 'Credit amount must be more than 0',
  amountOrLines: 'Give either an amount or per-line amounts, not both',
  /** A draft has no number to credit (section 34 corrects an issued invoice): edit its lines instead. */
  notIssued: (_status: string) =>
    'This invoice is a draft without a number: edit its lines, or issue it before raising a credit note',
  exceedsInvoice: (left: Money) =>
    `The credit notes would come to more than the invoice; at most ₹${left} can still be credited`,
  lineExceeds: (description: string, left: Money) =>
    `At most ₹${left} of "${description}" can still be credited`,
  unknownLine: 'A line is not on this invoice',
  numberTooLong: (number: string) => `Credit note number ${number} would be longer than 16 characters`,
  issuedNotReverted: (status: string) =>
    `A ${status.toLowerCase()} invoice cannot be reverted or deleted; raise a credit note instead`,
  notFound: 'Credit note not found',
  /** What a note credited on the whole invoice says of itself (its lines are that amount's shares). */
  spreadRemark: (amount: Money) =>
    `₹${amount} credited on the invoice as a whole, spread over its remaining value rate by rate: each line shows its share, taxed at the line's own rate.`,
} as const;

const MoneyInput = v.pipe(
  v.string(CREDIT_NOTE_MESSAGES.amountRequired),
  v.trim(),
  v.maxLength(16),
  // One check: valibot runs every check of a pipe, and paiseOf throws on what isMoneyInput refuses.
  v.check((text) => isMoneyInput(text) && paiseOf(text) > 0, CREDIT_NOTE_MESSAGES.amountRequired),
);

const Reason = v.pipe(
  v.string(CREDIT_NOTE_MESSAGES.reasonRequired),
  v.trim(),
  v.minLength(1, CREDIT_NOTE_MESSAGES.reasonRequired),
  v.maxLength(CREDIT_NOTE_REASON_MAX, CREDIT_NOTE_MESSAGES.reasonTooLong),
);

/** `{ amount, reason }` credits that taxable value; `{ lines, reason }` credits part of each line. */
export const CreditNoteBody = v.union(
  [
    v.strictObject({ amount: MoneyInput, reason: Reason }),
    v.strictObject({
      lines: v.pipe(
        v.array(v.strictObject({ lineId: Uuid, amount: MoneyInput })),
        v.minLength(1, CREDIT_NOTE_MESSAGES.amountRequired),
        v.maxLength(500),
      ),
      reason: Reason,
    }),
  ],
  CREDIT_NOTE_MESSAGES.amountOrLines,
);
export type CreditNoteBody = v.InferOutput<typeof CreditNoteBody>;

export const CreditNoteRowSchema = v.object({
  id: v.string(),
  invoiceId: v.string(),
  creditNoteNumber: v.string(),
  date: v.string(),
  reason: v.string(),
  invoiceNumber: v.string(),
  invoiceDate: v.string(),
  taxableAmount: MoneySchema,
  taxes: v.array(TaxRowSchema),
  roundOff: MoneySchema,
  totalAmount: MoneySchema,
  lines: v.array(
    v.object({
      lineId: v.nullable(v.string()),
      description: v.string(),
      sac: v.string(),
      amount: MoneySchema,
      /** The GST rate of the invoice line credited (basis points); 0 when it bears none. */
      gstRateBp: v.number(),
      /** True when this is the line's share of an amount credited on the whole invoice. */
      spread: v.boolean(),
    }),
  ),
  createdAt: v.string(),
});
export type CreditNoteRow = v.InferOutput<typeof CreditNoteRowSchema>;
export const CreditNoteListSchema = v.object({ creditNotes: v.array(CreditNoteRowSchema) });
export const CreditNoteAnswerSchema = v.object({ creditNote: CreditNoteRowSchema });

/** The number of the `sequence`-th credit note of the financial year of `date`. */
export function formatCreditNoteNumber(sequence: number, date: string): string {
  return `${CREDIT_NOTE_PREFIX}${financialYearOf(date)}/${String(sequence).padStart(3, '0')}`;
}

export function isValidCreditNoteNumber(number: string): boolean {
  return number.length <= INVOICE_NUMBER_MAX;
}
