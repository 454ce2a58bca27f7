// Profitability per client and month (issue 18): what was billed against what the time cost, and
// how much of the time's worth at billing rates was realised.
import * as v from 'valibot';
import { isoDate } from './common';
import { MoneySchema } from './money';
import { RECEIVABLES_MESSAGES } from './receivables';

/**
 * Billed: the value of services invoiced in the month (service lines of issued invoices, without
 * pure-agent reimbursements; for a GST-registered practice this is the taxable value plus any
 * exempt service) less the taxable value of credit notes dated in the month.
 * Cost of time: each person's cost rate × the minutes they logged on the client's tasks.
 * Realisation %: billed ÷ (billing rate × minutes), where the billing rate is the person's own,
 * else the practice's hourly rate — how much of the time's worth at billing rates was invoiced.
 */
export const PROFITABILITY_HELP =
  'Billed is the value of services invoiced (without reimbursements) less credit notes. Cost is each person’s cost rate × time logged. Realisation % is billed ÷ (billing rate × time logged): the share of the time’s worth at billing rates that was invoiced.';

export const PROFITABILITY_MESSAGES = {
  fetchFailed: 'Failed to fetch profitability',
  empty: 'Nothing billed and no time logged in this period',
} as const;

/** Billed as a percentage of the time's worth at billing rates, to one decimal; null without time. */
export function realisationPercent(billedPaise: number, billingValuePaise: number): number | null {
  if (billingValuePaise <= 0) return null;
  return Math.round((billedPaise * 1000) / billingValuePaise) / 10;
}

export const ProfitabilityFiguresSchema = v.object({
  billed: MoneySchema,
  cost: MoneySchema,
  margin: MoneySchema,
  /** Billing rate × minutes. */
  billingValue: MoneySchema,
  minutes: v.number(),
  /** Minutes logged by people without a cost rate (their cost counts as nothing). */
  unratedMinutes: v.number(),
  realisation: v.nullable(v.number()),
});
export type ProfitabilityFigures = v.InferOutput<typeof ProfitabilityFiguresSchema>;

const ClientFigures = v.object({
  ...ProfitabilityFiguresSchema.entries,
  clientId: v.string(),
  clientName: v.string(),
});

export const ProfitabilityRowSchema = v.object({
  ...ClientFigures.entries,
  /** YYYY-MM. */
  month: v.string(),
});
export type ProfitabilityRow = v.InferOutput<typeof ProfitabilityRowSchema>;

export const ProfitabilityReportSchema = v.object({
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  rows: v.array(ProfitabilityRowSchema),
  clients: v.array(ClientFigures),
  totals: ProfitabilityFiguresSchema,
});
export type ProfitabilityReport = v.InferOutput<typeof ProfitabilityReportSchema>;

const IsoDate = isoDate();
export const ProfitabilityQuery = v.pipe(
  v.object({ from: v.optional(IsoDate), to: v.optional(IsoDate) }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, RECEIVABLES_MESSAGES.fromAfterTo),
    ['from'],
  ),
);
export type ProfitabilityQuery = v.InferOutput<typeof ProfitabilityQuery>;
