// Reconciling a bank statement's lines (issue 37, "Matching, then one review"): each line with
// the matcher's candidates and what accepting it created; accept (one or several invoices),
// mark as an advance, ignore with a reason, undo; accept every strong match at once; the report of
// matched, suggested and unmatched by account and month. Money on the wire is `Money`.
import * as v from 'valibot';
import { isoDate, Uuid } from './common';
import { PaymentMoney } from './invoices';
import { MoneySchema } from './money';

export const BANK_LINE_STATUSES = ['unmatched', 'suggested', 'matched', 'ignored', 'advance'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];
export const BANK_LINE_STATUS_LABELS: Record<BankLineStatus, string> = {
  unmatched: 'Unmatched',
  suggested: 'Suggested',
  matched: 'Matched',
  ignored: 'Ignored',
  advance: 'Advance',
};

export const RECONCILE_LIMITS = { ignoreReason: 200, splits: 8, lines: 2_000 } as const;

export const RECONCILE_MESSAGES = {
  lineNotFound: 'Statement line not found',
  notACredit: 'Only a credit (money received) can be matched to invoices or taken as an advance',
  alreadyDone: 'This line is already matched, taken as an advance or ignored: undo it first',
  nothingToUndo: 'This line has nothing to undo',
  allocationsSum: (credit: string) => `The amounts must add up to the credit of ₹${credit}`,
  invoiceTwice: 'An invoice can be named once per line',
  invoiceOtherClient: 'Every invoice of a split must be of one client',
  invoiceAfterLine: (number: string) =>
    `${number} is dated after the line: a payment cannot come before its invoice`,
  invoiceNotOpen: (number: string) => `${number} is not open for payment`,
  undoAdjusted: 'This advance has been adjusted against an invoice: remove the adjustment first',
  reasonRequired: 'Say why the line is ignored',
  reasonTooLong: `The reason can be at most ${RECONCILE_LIMITS.ignoreReason} characters`,
  accepted: 'Matched: payment recorded',
  advanced: 'Taken as an advance: receipt voucher made',
  ignored: 'Line ignored',
  undone: 'Undone: the line is unmatched again',
  acceptedStrong: (accepted: number, failed: number) =>
    `${accepted} strong match${accepted === 1 ? '' : 'es'} accepted${failed ? `, ${failed} left to review` : ''}`,
} as const;

export const BankAllocationBody = v.object({
  invoiceId: Uuid,
  amount: PaymentMoney('Enter the amount received against the invoice'),
  tdsAmount: v.optional(PaymentMoney('Enter the TDS deducted'), '0'),
});
export const AcceptBankLineBody = v.object({
  allocations: v.pipe(
    v.array(BankAllocationBody),
    v.minLength(1, 'Choose at least one invoice'),
    v.maxLength(
      RECONCILE_LIMITS.splits,
      `A credit can be split over at most ${RECONCILE_LIMITS.splits} invoices`,
    ),
  ),
});
export type AcceptBankLineBody = v.InferOutput<typeof AcceptBankLineBody>;

export const AdvanceBankLineBody = v.object({ clientId: Uuid });
export type AdvanceBankLineBody = v.InferOutput<typeof AdvanceBankLineBody>;

export const IgnoreBankLineBody = v.object({
  reason: v.pipe(
    v.string(RECONCILE_MESSAGES.reasonRequired),
    v.trim(),
    v.minLength(1, RECONCILE_MESSAGES.reasonRequired),
    v.maxLength(RECONCILE_LIMITS.ignoreReason, RECONCILE_MESSAGES.reasonTooLong),
  ),
});
export type IgnoreBankLineBody = v.InferOutput<typeof IgnoreBankLineBody>;

export const AcceptStrongBody = v.object({ bankAccountId: v.optional(Uuid) });
export type AcceptStrongBody = v.InferOutput<typeof AcceptStrongBody>;
export const AcceptStrongAnswerSchema = v.object({ accepted: v.number(), failed: v.number() });

export const BankLinesQuery = v.object({
  bankAccountId: v.optional(Uuid),
  status: v.optional(v.picklist(BANK_LINE_STATUSES)),
  from: v.optional(isoDate()),
  to: v.optional(isoDate()),
});
export type BankLinesQuery = v.InferOutput<typeof BankLinesQuery>;

const CandidateInvoiceSchema = v.object({
  id: v.string(),
  invoiceNumber: v.string(),
  date: v.string(),
  balance: MoneySchema,
  /** What accepting would record against it: the amount received and the TDS. */
  amount: MoneySchema,
  tdsAmount: MoneySchema,
});

export const BankCandidateSchema = v.object({
  rank: v.number(),
  kind: v.picklist(['invoice', 'invoices', 'advance']),
  clientId: v.nullable(v.string()),
  clientName: v.nullable(v.string()),
  invoices: v.array(CandidateInvoiceSchema),
  amount: MoneySchema,
  tdsAmount: MoneySchema,
  tdsRateBp: v.number(),
  strong: v.boolean(),
  reason: v.string(),
});
export type BankCandidate = v.InferOutput<typeof BankCandidateSchema>;

export const BankLineMatchSchema = v.object({
  invoiceId: v.nullable(v.string()),
  invoiceNumber: v.nullable(v.string()),
  paymentId: v.nullable(v.string()),
  receiptNumber: v.nullable(v.string()),
  advanceId: v.nullable(v.string()),
  advanceNumber: v.nullable(v.string()),
  clientName: v.nullable(v.string()),
  amount: MoneySchema,
  tdsAmount: MoneySchema,
});
export type BankLineMatch = v.InferOutput<typeof BankLineMatchSchema>;

export const BankLineSchema = v.object({
  id: v.string(),
  bankAccountId: v.string(),
  bankAccountName: v.string(),
  date: v.string(),
  narration: v.string(),
  reference: v.nullable(v.string()),
  debit: MoneySchema,
  credit: MoneySchema,
  balance: v.nullable(MoneySchema),
  balanceMismatch: v.boolean(),
  status: v.picklist(BANK_LINE_STATUSES),
  ignoreReason: v.nullable(v.string()),
  candidates: v.array(BankCandidateSchema),
  matches: v.array(BankLineMatchSchema),
});
export type BankLine = v.InferOutput<typeof BankLineSchema>;
export const BankLineListSchema = v.object({ lines: v.array(BankLineSchema), truncated: v.boolean() });
export type BankLineList = v.InferOutput<typeof BankLineListSchema>;
export const BankLineAnswerSchema = v.object({ line: BankLineSchema });

export const BankReportQuery = v.object({ from: v.optional(isoDate()), to: v.optional(isoDate()) });
export type BankReportQuery = v.InferOutput<typeof BankReportQuery>;
const Tally = v.object({ count: v.number(), amount: MoneySchema });
export const BankReportSchema = v.object({
  rows: v.array(
    v.object({
      bankAccountId: v.string(),
      bankAccountName: v.string(),
      /** YYYY-MM */
      month: v.string(),
      matched: Tally,
      suggested: Tally,
      unmatched: Tally,
      ignored: Tally,
      debits: Tally,
    }),
  ),
});
export type BankReport = v.InferOutput<typeof BankReportSchema>;

/** A client's invoices open for payment, for splitting a credit over them by hand. */
export const OpenInvoicesQuery = v.object({ clientId: Uuid });
export type OpenInvoicesQuery = v.InferOutput<typeof OpenInvoicesQuery>;
export const OpenInvoiceListSchema = v.object({
  invoices: v.array(
    v.object({
      id: v.string(),
      invoiceNumber: v.string(),
      date: v.string(),
      balance: MoneySchema,
      /** The usual TDS on it: 10% of its fees less what credit notes reversed, less TDS already recorded. */
      suggestedTds: MoneySchema,
    }),
  ),
});
export type OpenInvoiceList = v.InferOutput<typeof OpenInvoiceListSchema>;
