// The period after a given one for a form, as recurrence needs it: the next month (PMT-06 skips
// each quarter's third month), quarter (Q4 rolls into next year's Q1), year, or DIR-3 KYC cycle.
import type { ParsedPeriod } from './periods';
import { financialYearOfPeriod, formatPeriod, monthOfQuarter, parsePeriod, shiftPeriod } from './periods';
import type { PeriodKind } from './rule-schema';
import { rulesOfCode } from './rules';

const KINDS_OF: Record<ParsedPeriod['kind'], PeriodKind[]> = {
  month: ['month'],
  quarter: ['quarter', 'instalment'],
  year: ['year', 'director-triennial'],
};

/** The next period of `code` after `period`; null when the period is malformed. */
export function nextPeriod(code: string, period: string): string | null {
  const parsed = parsePeriod(period);
  const year = financialYearOfPeriod(period);
  if (!parsed || !year) return null;
  const rule = rulesOfCode(code, year).find((r) => KINDS_OF[parsed.kind].includes(r.period));
  if (rule && 'triennial' in rule.due)
    return formatPeriod(shiftPeriod(parsed, rule.due.triennial.everyYears));
  let next = shiftPeriod(parsed, 1);
  const months = rule?.monthsOfQuarter;
  if (months) {
    while (next.kind === 'month' && !months.includes(monthOfQuarter(next.month))) next = shiftPeriod(next, 1);
  }
  return formatPeriod(next);
}
