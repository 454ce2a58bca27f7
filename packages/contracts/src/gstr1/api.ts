// GSTR-1 of the practice's own invoices (issue 18): the period asked for, the filing mark that
// locks it, the messages, and the answer the screen reads.
import * as v from 'valibot';
import { isoDate } from '../common';
import type { Gstr1Totals } from './build';
import type { Gstr1Return } from './format';
import { isGstr1Period } from './period';
import type { Gstr1SectionSummary } from './summary';

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

export interface Gstr1Filing {
  period: string;
  filedOn: string;
  arn: string | null;
  markedBy: string | null;
  markedAt: string;
}

export interface Gstr1Answer {
  period: string;
  label: string;
  frequency: 'monthly' | 'quarterly';
  return: Gstr1Return;
  sections: Gstr1SectionSummary[];
  totals: Gstr1Totals;
  filing: Gstr1Filing | null;
}

/** One row of the sales register: an invoice, or a credit note with negative amounts. */
export interface SalesRegisterRow {
  kind: 'invoice' | 'creditNote';
  number: string;
  date: string;
  client: string;
  gstin: string | null;
  taxable: string;
  exempt: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
}

export interface SalesRegister {
  period: string;
  label: string;
  rows: SalesRegisterRow[];
  totals: Omit<SalesRegisterRow, 'kind' | 'number' | 'date' | 'client' | 'gstin'>;
}
