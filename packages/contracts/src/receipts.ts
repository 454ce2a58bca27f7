// Receipts for payments and the TDS-receivable report: each payment's receipt number in its own
// series per financial year ('RCT/26-27/001'), the receipt e-mail, and the report by client and
// financial-year quarter that a practice matches against Form 26AS / the AIS.
import * as v from 'valibot';
import { financialYearOf, INVOICE_NUMBER_MAX } from './invoice-numbers';
import { type Money, MoneySchema } from './money';
import { financialYearRange } from './practice-usage';

/** The receipt series: 'RCT/' + financial year + '/' + three digits ('RCT/26-27/001'). */
export const RECEIPT_PREFIX = 'RCT/';

export const RECEIPT_MESSAGES = {
  sent: (email: string) => `Receipt sent to ${email}`,
  sendFailed: 'Failed to send receipt',
  downloadFailed: 'Failed to download receipt',
  notFound: 'Payment not found',
  numberTooLong: (number: string) => `Receipt number ${number} would be longer than 16 characters`,
  tdsAmount: 'TDS deducted must be an amount in rupees, at most two decimals',
  overSettlement: (balance: Money) => `The payment and TDS together are more than the balance of ₹${balance}`,
  fyInvalid: 'Financial year must be written like 2026-27',
  noTds: 'No TDS recorded in this financial year',
} as const;

/** The number of the `sequence`-th receipt of the financial year of `date` (the payment's date). */
export function formatReceiptNumber(sequence: number, date: string): string {
  return `${RECEIPT_PREFIX}${financialYearOf(date)}/${String(sequence).padStart(3, '0')}`;
}

export function isValidReceiptNumber(number: string): boolean {
  return number.length <= INVOICE_NUMBER_MAX;
}

// ---------------------------------------------------------------------------------------------
// TDS receivable: by client and quarter of the financial year (April–June is the first quarter,
// as the issue sets out and as quarterly TDS statements run).

export const FY_QUARTERS = [
  { quarter: 1, label: 'Q1 (Apr–Jun)' },
  { quarter: 2, label: 'Q2 (Jul–Sep)' },
  { quarter: 3, label: 'Q3 (Oct–Dec)' },
  { quarter: 4, label: 'Q4 (Jan–Mar)' },
] as const;
export type FyQuarter = 1 | 2 | 3 | 4;

/** The financial-year quarter of a day (YYYY-MM-DD): April–June 1, …, January–March 4. */
export function fyQuarterOf(date: string): FyQuarter {
  const month = Number(date.slice(5, 7));
  return (month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4) as FyQuarter;
}

/** The first and last day of a financial year written '2026-27'. */
export function financialYearBounds(fy: string): { from: string; to: string } {
  const { from, to } = financialYearRange(`${fy.slice(0, 4)}-04-01`);
  return { from, to };
}

const isFinancialYear = (fy: string) => {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]) && Number(match[1]) >= 2000;
};

export const TdsReceivableQuery = v.object({
  /** '2026-27'; the practice's current financial year when absent. */
  fy: v.optional(
    v.pipe(v.string(RECEIPT_MESSAGES.fyInvalid), v.check(isFinancialYear, RECEIPT_MESSAGES.fyInvalid)),
  ),
});
export type TdsReceivableQuery = v.InferOutput<typeof TdsReceivableQuery>;

const FyQuarterSchema = v.picklist([1, 2, 3, 4] as const satisfies readonly FyQuarter[]);

export const TdsReceivableRowSchema = v.object({
  clientId: v.string(),
  clientName: v.string(),
  gstin: v.nullable(v.string()),
  /** Characters 3–12 of the GSTIN are the PAN; null for a client without a GSTIN. */
  pan: v.nullable(v.string()),
  quarter: FyQuarterSchema,
  tdsAmount: MoneySchema,
  /** Payments with TDS in that quarter. */
  payments: v.number(),
});
export type TdsReceivableRow = v.InferOutput<typeof TdsReceivableRowSchema>;

export const TdsReceivableReportSchema = v.object({
  fy: v.string(),
  from: v.string(),
  to: v.string(),
  /** The section the year's TDS was deducted under: 's.194J of the Income-tax Act, 1961' up to
   * 2025-26, 's.393 of the Income-tax Act, 2025' from 2026-27 (tdsSectionOn of its first day). */
  section: v.string(),
  rows: v.array(TdsReceivableRowSchema),
  totals: v.object({
    /** Keyed by quarter, 1 to 4. */
    byQuarter: v.object({ 1: MoneySchema, 2: MoneySchema, 3: MoneySchema, 4: MoneySchema }),
    tdsAmount: MoneySchema,
    payments: v.number(),
  }),
});
export type TdsReceivableReport = v.InferOutput<typeof TdsReceivableReportSchema>;

/** A receipt e-mailed: its number. */
export const ReceiptSentSchema = v.object({ receiptNumber: v.string() });

/** The PAN inside a GSTIN, or null: rule 10(2) of the CGST Rules, 2017 lays a GSTIN out as two
 * characters of State code, then ten of the PAN (a TDS/TCS registration's TAN), two of entity code,
 * one checksum; source: rule 10, CGST Rules 2017 (cbic-gst.gov.in, as in its draft rule 3). */
export function panOfGstin(gstin: string | null | undefined): string | null {
  return gstin && gstin.length === 15 ? gstin.slice(2, 12) : null;
}
