// The choices the screen offers, read from the rules files: the forms (with their current names),
// the financial years, and the periods of a form in a year for an extension.
import {
  type ComplianceRule,
  financialYearLabel,
  financialYearRange,
  formPeriodLabel,
  type PeriodKind,
  parsePeriod,
  rulesForYear,
} from '@practice-desk/contracts';

export interface Option {
  value: string;
  label: string;
}

/** A form as the screen names it: 'Form 140 (26Q)', 'Form 130 (formerly Form 16)', 'GSTR-3B'. */
function formLabel(rule: ComplianceRule): string {
  const former = rule.earlierName?.name;
  if (!former || former === rule.name) return rule.name;
  return former === rule.code ? `${rule.name} (${rule.code})` : `${rule.name} (formerly ${former})`;
}

/** Every form of the year's rules once, in the file's order, with its current name. */
export function formOptions(financialYear: string): Option[] {
  const seen = new Map<string, Option>();
  for (const rule of rulesForYear(financialYear).rules) {
    if (seen.has(rule.code)) continue;
    seen.set(rule.code, { value: rule.code, label: formLabel(rule) });
  }
  return [...seen.values()];
}

/** The financial year a date falls in, 'YYYY-YY'. */
export const financialYearOf = (date: string) => financialYearRange(date).label;

/** The year before the date's financial year, that year and the next, newest last. */
export function financialYearOptions(today: string): Option[] {
  const start = Number(financialYearOf(today).slice(0, 4));
  return [start - 1, start, start + 1].map((year) => {
    const label = financialYearLabel(year);
    return { value: label, label: `FY ${label}` };
  });
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function periodsOfKind(kind: PeriodKind, startYear: number, monthsOfQuarter?: number[]): string[] {
  if (kind === 'month' || kind === 'director-change') {
    return Array.from({ length: 12 }, (_, i) => ({
      year: i < 9 ? startYear : startYear + 1,
      month: ((i + 3) % 12) + 1,
    }))
      .filter(({ month }) => !monthsOfQuarter || monthsOfQuarter.includes(((month + 8) % 3) + 1))
      .map(({ year, month }) => `${year}-${pad2(month)}`);
  }
  if (kind === 'quarter' || kind === 'instalment') {
    return [1, 2, 3, 4].map((quarter) => `${financialYearLabel(startYear)} Q${quarter}`);
  }
  return [financialYearLabel(startYear)];
}

/** The periods of a form that belong to a financial year, in order, labelled ('Oct 2026'). */
export function periodOptions(code: string | null, financialYear: string | null): Option[] {
  const year = financialYear ? parsePeriod(financialYear) : null;
  if (!code || year?.kind !== 'year') return [];
  const periods = new Set<string>();
  for (const rule of rulesForYear(financialYear as string).rules) {
    if (rule.code !== code) continue;
    for (const period of periodsOfKind(rule.period, year.startYear, rule.monthsOfQuarter))
      periods.add(period);
  }
  return [...periods]
    .sort(byPeriod)
    .map((period) => ({ value: period, label: formPeriodLabel(code, period) }));
}

// Months by date; a quarter or the year after its months (a form has one kind or two: GSTR-1
// monthly and quarterly list the months first, then the quarters).
function byPeriod(a: string, b: string): number {
  const rank = (p: string) => (p.length === 7 ? 0 : p.includes('Q') ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
}
