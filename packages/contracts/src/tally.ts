// The practice's books for Tally Prime: the ledger names its vouchers post to (settings, with
// Tally's usual names as defaults), the period an export covers, and the income ledger's name for
// a line's SAC and GST rate.
import * as v from 'valibot';
import { isoDate } from './common';

/** Tally's usual names: Cash is the ledger Tally creates in every company; the others are the
 * names Tally's own GST guides use for output tax, round-off and a bank account. The income
 * ledger is a pattern: {sac} and {rate} become the line's SAC and GST rate. */
export const TALLY_LEDGER_DEFAULTS = {
  income: 'Professional Fees {sac} @ {rate}',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  roundOff: 'Round Off',
  reimbursements: 'Reimbursement of Expenses',
  bank: 'Bank Account',
  cash: 'Cash',
  tdsReceivable: 'TDS Receivable',
} as const;
export type TallyLedgerKey = keyof typeof TALLY_LEDGER_DEFAULTS;
export type TallyLedgers = Record<TallyLedgerKey, string>;

export const TALLY_LEDGER_LABELS: Record<TallyLedgerKey, string> = {
  income: 'Income (per SAC and rate)',
  cgst: 'CGST output',
  sgst: 'SGST output',
  igst: 'IGST output',
  roundOff: 'Round-off',
  reimbursements: 'Reimbursements',
  bank: 'Bank (every mode but cash)',
  cash: 'Cash',
  tdsReceivable: 'TDS receivable',
};

export const TALLY_MESSAGES = {
  ledgerName: 'A ledger name is 1 to 100 characters, without control characters',
  fromAfterTo: 'The from date must be on or before the to date',
  tooLong: 'Export at most 366 days at a time (one financial year)',
  saved: 'Tally ledgers saved',
  downloaded: (name: string) => `Downloaded ${name}`,
} as const;

/** The longest period one export covers: a financial year, leap day included. */
export const TALLY_MAX_DAYS = 366;

const LedgerName = v.pipe(
  v.string(TALLY_MESSAGES.ledgerName),
  v.trim(),
  v.minLength(1, TALLY_MESSAGES.ledgerName),
  v.maxLength(100, TALLY_MESSAGES.ledgerName),
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  v.regex(/^[^\u0000-\u001f\u007f]*$/, TALLY_MESSAGES.ledgerName),
);

export const TallyLedgersBody = v.strictObject({
  income: LedgerName,
  cgst: LedgerName,
  sgst: LedgerName,
  igst: LedgerName,
  roundOff: LedgerName,
  reimbursements: LedgerName,
  bank: LedgerName,
  cash: LedgerName,
  tdsReceivable: LedgerName,
});
export type TallyLedgersBody = v.InferOutput<typeof TallyLedgersBody>;

export const TallyLedgersAnswerSchema = v.object({
  ledgers: v.object({
    income: v.string(),
    cgst: v.string(),
    sgst: v.string(),
    igst: v.string(),
    roundOff: v.string(),
    reimbursements: v.string(),
    bank: v.string(),
    cash: v.string(),
    tdsReceivable: v.string(),
  }),
});
export type TallyLedgersAnswer = v.InferOutput<typeof TallyLedgersAnswerSchema>;

/** The saved names over the defaults: a name never saved (or saved blank) is Tally's usual one. */
export function tallyLedgersOf(saved: Partial<Record<string, unknown>> | null | undefined): TallyLedgers {
  const out = { ...TALLY_LEDGER_DEFAULTS } as TallyLedgers;
  for (const key of Object.keys(TALLY_LEDGER_DEFAULTS) as TallyLedgerKey[]) {
    const value = saved?.[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim();
  }
  return out;
}

/** The income ledger of a line: the pattern with its SAC and rate ('Professional Fees 998231 @ 18%'). */
export function incomeLedgerName(pattern: string, sac: string, rateBp: number): string {
  return pattern.replaceAll('{sac}', sac).replaceAll('{rate}', `${rateBp / 100}%`);
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** The period of an export: both days required, from ≤ to, at most TALLY_MAX_DAYS; nothing else. */
export const TallyExportQuery = v.pipe(
  v.strictObject({
    from: isoDate(),
    to: isoDate(),
  }),
  v.forward(
    v.check((q) => q.from <= q.to, TALLY_MESSAGES.fromAfterTo),
    ['from'],
  ),
  v.forward(
    v.check((q) => dayNumber(q.to) - dayNumber(q.from) < TALLY_MAX_DAYS, TALLY_MESSAGES.tooLong),
    ['to'],
  ),
);
export type TallyExportQuery = v.InferOutput<typeof TallyExportQuery>;
