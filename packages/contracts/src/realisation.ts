// Realisation (issue 38): for the work invoiced in a period, what its time was worth at billing
// rates, what was invoiced and what was collected, by client, template, person and month.
import * as v from 'valibot';
import { MoneySchema } from './money';
import { realisationPercent } from './profitability';

/**
 * The work is the service lines of invoices issued in the period (by invoice date), less each
 * invoice's credit notes in proportion. Its time value is every minute logged on the lines' tasks
 * × the person's billing rate, else the practice's hourly rate. Collected is what settled the
 * invoice — payments, TDS deducted and advances set off — as the same share of each line. A line's
 * invoiced and collected amounts are split between the people who logged time on its task in
 * proportion to their time value. Realisation = invoiced ÷ time value; collection = collected ÷
 * invoiced; recovery = collected ÷ time value.
 */
export const REALISATION_HELP =
  'For the work invoiced in the period: time value is the time logged on it × each person’s billing rate (else the practice’s hourly rate); invoiced is its services less credit notes; collected is what was paid, deducted as TDS or set off from advances. Realisation is invoiced ÷ time value, collection is collected ÷ invoiced and recovery is collected ÷ time value.';

export const REALISATION_MESSAGES = {
  fetchFailed: 'Failed to fetch realisation',
  empty: 'No work invoiced in this period',
} as const;

export const REALISATION_GROUPS = [
  { key: 'client', label: 'Client' },
  { key: 'template', label: 'Template' },
  { key: 'person', label: 'Person' },
  { key: 'month', label: 'Month' },
] as const;
export type RealisationGroup = (typeof REALISATION_GROUPS)[number]['key'];

/** A share as a percentage to one decimal; null when there is nothing to divide by. */
export const sharePercent = realisationPercent;

export const RealisationFiguresSchema = v.object({
  minutes: v.number(),
  timeValue: MoneySchema,
  invoiced: MoneySchema,
  collected: MoneySchema,
  /** Minutes with no billing rate to value them by (neither the person's nor the practice's). */
  unratedMinutes: v.number(),
  realisation: v.nullable(v.number()),
  collection: v.nullable(v.number()),
  recovery: v.nullable(v.number()),
});
export type RealisationFigures = v.InferOutput<typeof RealisationFiguresSchema>;

export const RealisationRowSchema = v.object({
  ...RealisationFiguresSchema.entries,
  /** The client's or person's id, the template's name or the month (YYYY-MM). */
  key: v.string(),
  label: v.string(),
});
export type RealisationRow = v.InferOutput<typeof RealisationRowSchema>;

export const RealisationReportSchema = v.object({
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  client: v.array(RealisationRowSchema),
  template: v.array(RealisationRowSchema),
  person: v.array(RealisationRowSchema),
  month: v.array(RealisationRowSchema),
  totals: RealisationFiguresSchema,
});
export type RealisationReport = v.InferOutput<typeof RealisationReportSchema>;
