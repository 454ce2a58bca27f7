// Advances received from a client before the invoice (issue 18 "Receipts, TDS and advances"):
// each issues a receipt voucher (Rule 50, CGST Rules) in its own series per financial year
// ('RV/26-27/001') and is later adjusted against the client's invoices. Requests, answers and
// messages shared by the API and the screens.
import * as v from 'valibot';
import { AdvanceAdjustmentRowSchema, TaxRowSchema } from './advance-adjustments';
import { isoDate, Uuid } from './common';
import { financialYearOf, INVOICE_NUMBER_MAX } from './invoice-numbers';
import { isMoneyInput, type Money, MoneySchema, paiseOf } from './money';
import { PAYMENT_MODES } from './payment-modes';

/** The receipt voucher series: 'RV/' + financial year + '/' + three digits ('RV/26-27/001'). */
export const RECEIPT_VOUCHER_PREFIX = 'RV/';
export const ADVANCE_LIMITS = { description: 500, reference: 200, maxPaise: 100_000_000_000 } as const;

export const ADVANCE_MESSAGES = {
  recorded: (number: string) => `Advance recorded; receipt voucher ${number} issued`,
  amount: 'Advance amount must be more than 0 (at most two decimals)',
  description: `Description is required (at most ${ADVANCE_LIMITS.description} characters)`,
  sac: 'SAC code must be 6 digits',
  inFuture: 'The advance cannot be dated in the future',
  numberTooLong: (number: string) => `Receipt voucher number ${number} would be longer than 16 characters`,
  notFound: 'Advance not found',
  adjusted: (number: string) => `Advance ${number} adjusted against the invoice`,
  notDraft: (status: string) =>
    `An advance can only be adjusted against a generated invoice; this one is ${status.toLowerCase()}`,
  otherClient: 'The advance was received from another client',
  exceedsAdvance: (left: Money) => `Only ₹${left} of this advance is still unadjusted`,
  exceedsInvoice: (left: Money) => `The invoice's balance is ₹${left}; an adjustment cannot be more`,
  nothingToAdjust: 'Nothing to adjust: the advance is used up or the invoice has no balance',
  adjustmentRemoved: 'Advance adjustment removed',
  belowAdjusted: (adjusted: Money) =>
    `₹${adjusted} of advances is adjusted against this invoice; remove the adjustment before lowering the invoice below it`,
  adjustmentNotFound: 'Advance adjustment not found',
} as const;

const Amount = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(16, message),
    // One check: valibot runs every check of a pipe, and paiseOf throws on what isMoneyInput refuses.
    v.check(
      (text) => isMoneyInput(text) && paiseOf(text) > 0 && paiseOf(text) <= ADVANCE_LIMITS.maxPaise,
      message,
    ),
  );

export const AdvanceBody = v.strictObject({
  amount: Amount(ADVANCE_MESSAGES.amount),
  date: isoDate(),
  mode: v.picklist(PAYMENT_MODES, `Payment mode must be one of ${PAYMENT_MODES.join(', ')}`),
  reference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ADVANCE_LIMITS.reference))),
  description: v.pipe(
    v.string(ADVANCE_MESSAGES.description),
    v.trim(),
    v.minLength(1, ADVANCE_MESSAGES.description),
    v.maxLength(ADVANCE_LIMITS.description, ADVANCE_MESSAGES.description),
  ),
  /** Defaults to the SAC of invoice settings. */
  sac: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, ADVANCE_MESSAGES.sac))),
});
export type AdvanceBody = v.InferOutput<typeof AdvanceBody>;

/** `{ advanceId, amount? }`: without an amount, as much as both the advance and the invoice allow. */
export const AdjustAdvanceBody = v.strictObject({
  advanceId: Uuid,
  amount: v.optional(Amount(ADVANCE_MESSAGES.amount)),
});
export type AdjustAdvanceBody = v.InferOutput<typeof AdjustAdvanceBody>;

export const AdjustmentParams = v.object({ id: Uuid, adjustmentId: Uuid });

export const AdvanceRowSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  voucherNumber: v.string(),
  date: v.string(),
  mode: v.string(),
  reference: v.nullable(v.string()),
  description: v.string(),
  sac: v.string(),
  amount: MoneySchema,
  taxableAmount: MoneySchema,
  taxes: v.array(TaxRowSchema),
  adjustedAmount: MoneySchema,
  /** What is still to be adjusted against invoices. */
  unadjustedAmount: MoneySchema,
  adjustments: v.array(AdvanceAdjustmentRowSchema),
  createdAt: v.string(),
});
export type AdvanceRow = v.InferOutput<typeof AdvanceRowSchema>;
export const AdvanceListSchema = v.object({ advances: v.array(AdvanceRowSchema) });

/** The practice-wide advances list (Invoicing › Advances): every client's, or only those with
 * something left to adjust. */
export const PracticeAdvancesQuery = v.object({
  show: v.optional(v.picklist(['unadjusted', 'all'], 'show must be unadjusted or all'), 'unadjusted'),
});
export type PracticeAdvancesQuery = v.InferOutput<typeof PracticeAdvancesQuery>;
export const PracticeAdvanceRowSchema = v.object({ ...AdvanceRowSchema.entries, clientName: v.string() });
export type PracticeAdvanceRow = v.InferOutput<typeof PracticeAdvanceRowSchema>;
export const PracticeAdvanceListSchema = v.object({ advances: v.array(PracticeAdvanceRowSchema) });
/** At most this many advances on the practice-wide list, newest first. */
export const PRACTICE_ADVANCES_MAX = 500;
export const AdvanceAnswerSchema = v.object({ advance: AdvanceRowSchema });

/** The number of the `sequence`-th receipt voucher of the financial year of `date`. */
export function formatReceiptVoucherNumber(sequence: number, date: string): string {
  return `${RECEIPT_VOUCHER_PREFIX}${financialYearOf(date)}/${String(sequence).padStart(3, '0')}`;
}

export function isValidReceiptVoucherNumber(number: string): boolean {
  return number.length <= INVOICE_NUMBER_MAX;
}
