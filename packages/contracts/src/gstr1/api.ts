// GSTR-1 of the practice's own invoices (issue 18): the period asked for, the filing mark that
// locks it, the messages, and the answer the screen reads.
import * as v from 'valibot';
import { isoDate } from '../common';
import { Gstr1TotalsSchema } from './build';
import type { Gstr1Return } from './format';
import { isGstr1Period } from './period';
import { Gstr1SectionSummarySchema } from './summary';

export const GSTR1_MESSAGES = {
  period: 'Period must be a month (2026-10) or, for a quarterly (QRMP) practice, a quarter (2026-Q4)',
  monthlyPractice: 'This practice files GSTR-1 monthly: choose a month (2026-10)',
  quarterlyPractice: 'This practice files GSTR-1 quarterly under QRMP: choose a quarter (2026-Q4)',
  noGstin: "Add the practice's GSTIN in invoice settings before preparing GSTR-1",
  arn: 'ARN must be 15 letters and digits',
  filedOnFuture: 'The filing date cannot be in the future',
  filedOnBeforePeriod: 'The filing date cannot be before the period starts',
  alreadyFiled: (label: string) => `GSTR-1 for ${label} is already marked as filed`,
  notFiled: (label: string) => `GSTR-1 for ${label} is not marked as filed`,
  markedFiled: (label: string) => `GSTR-1 for ${label} marked as filed`,
  filingUndone: (label: string) => `Filing mark for ${label} removed`,
  /** Refusal of any change to a document of a filed period (the lock). */
  locked: (label: string) =>
    `GSTR-1 for ${label} is marked as filed: invoices of that period cannot be changed and no credit note or receipt voucher can be dated in it`,
} as const;

const Period = v.pipe(
  v.string(GSTR1_MESSAGES.period),
  v.trim(),
  v.check(isGstr1Period, GSTR1_MESSAGES.period),
);

export const Gstr1Query = v.strictObject({ period: Period });
export type Gstr1Query = v.InferOutput<typeof Gstr1Query>;

export const GSTR1_DOWNLOAD_FORMATS = ['json', 'xlsx'] as const;
export const Gstr1DownloadQuery = v.strictObject({
  period: Period,
  format: v.picklist(GSTR1_DOWNLOAD_FORMATS, 'Format must be json or xlsx'),
});
export type Gstr1DownloadQuery = v.InferOutput<typeof Gstr1DownloadQuery>;

export const Gstr1FiledBody = v.strictObject({
  period: Period,
  filedOn: isoDate(),
  arn: v.optional(
    v.nullable(
      v.pipe(
        v.string(GSTR1_MESSAGES.arn),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^[A-Z0-9]{15}$/, GSTR1_MESSAGES.arn),
      ),
    ),
    null,
  ),
});
export type Gstr1FiledBody = v.InferOutput<typeof Gstr1FiledBody>;

export const Gstr1FilingSchema = v.object({
  period: v.string(),
  filedOn: v.string(),
  arn: v.nullable(v.string()),
  markedBy: v.nullable(v.string()),
  markedAt: v.string(),
});
export type Gstr1Filing = v.InferOutput<typeof Gstr1FilingSchema>;

/** The return itself is the GST portal's offline-tool JSON (checked against its own schema). */
export const Gstr1AnswerSchema = v.object({
  period: v.string(),
  label: v.string(),
  frequency: v.picklist(['monthly', 'quarterly']),
  return: v.custom<Gstr1Return>((value) => typeof value === 'object' && value !== null),
  sections: v.array(Gstr1SectionSummarySchema),
  totals: Gstr1TotalsSchema,
  filing: v.nullable(Gstr1FilingSchema),
});
export type Gstr1Answer = v.InferOutput<typeof Gstr1AnswerSchema>;
export const Gstr1FilingAnswerSchema = v.object({ filing: Gstr1FilingSchema });
export const Gstr1UndoneSchema = v.object({ period: v.string() });

const RegisterAmounts = {
  taxable: v.string(),
  exempt: v.string(),
  cgst: v.string(),
  sgst: v.string(),
  igst: v.string(),
  total: v.string(),
};

/** One row of the sales register: an invoice, or a credit note with negative amounts. */
export const SalesRegisterRowSchema = v.object({
  kind: v.picklist(['invoice', 'creditNote']),
  number: v.string(),
  date: v.string(),
  client: v.string(),
  gstin: v.nullable(v.string()),
  ...RegisterAmounts,
});
export type SalesRegisterRow = v.InferOutput<typeof SalesRegisterRowSchema>;

export const SalesRegisterSchema = v.object({
  period: v.string(),
  label: v.string(),
  rows: v.array(SalesRegisterRowSchema),
  totals: v.object(RegisterAmounts),
});
export type SalesRegister = v.InferOutput<typeof SalesRegisterSchema>;
