// A client's statutory obligations due in a date range, from the rules files of the years involved.
import { financialYearRange } from '../practice-usage';
import { appliesTo } from './applies-when';
import { duePeriodsBetween } from './due-periods';
import { financialYearOfPeriod, financialYearStartOf } from './periods';
import type { ComplianceProfile } from './profile';
import type { ComplianceRule } from './rule-schema';
import { rulesForYear } from './rules';
import { obligationTitle, periodLabel } from './titles';

export interface Obligation {
  code: string;
  /** The form's name for this period: 'Form 140' for 26Q from 2026-27, else the code. */
  name: string;
  /** 'YYYY-MM', 'YYYY-YY Qn' or 'YYYY-YY'. */
  period: string;
  periodLabel: string;
  title: string;
  /** YYYY-MM-DD, as notified (not moved off Sundays or holidays). */
  dueDate: string;
  source: string;
  /** DIR-3-KYC only: one obligation per director, so the DIN is part of its identity. */
  directorDin?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every obligation of the profile due in [from, to] (inclusive, YYYY-MM-DD), by due date. Each
 * financial year of the range is read with that year's rules file (see rules.ts).
 */
export function obligationsBetween(profile: ComplianceProfile, from: string, to: string): Obligation[] {
  if (!DATE.test(from) || !DATE.test(to)) throw new RangeError('Dates must be YYYY-MM-DD');
  const found = new Map<string, Obligation>();
  for (let year = financialYearStartOf(from); year <= financialYearStartOf(to); year++) {
    const fy = financialYearRange(`${year}-04-01`);
    const windowFrom = from > fy.from ? from : fy.from;
    const windowTo = to < fy.to ? to : fy.to;
    for (const rule of rulesForYear(fy.label).rules) {
      if (!appliesTo(rule.appliesWhen, profile)) continue;
      for (const due of duePeriodsBetween(rule, profile, windowFrom, windowTo)) {
        const obligation = toObligation(rule, due.period, due.dueDate, due.director);
        // Should two years' files place one period in both years, the earlier year's date stands.
        const key = obligationKey(obligation);
        if (!found.has(key)) found.set(key, obligation);
      }
    }
  }
  return [...found.values()].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) || a.code.localeCompare(b.code) || a.period.localeCompare(b.period),
  );
}

/** What makes a generated task unique for a client: code, period and, for DIR-3-KYC, the DIN. */
export function obligationKey(obligation: Pick<Obligation, 'code' | 'period' | 'directorDin'>): string {
  return `${obligation.code}|${obligation.period}|${obligation.directorDin ?? ''}`;
}

function toObligation(
  rule: ComplianceRule,
  period: string,
  dueDate: string,
  director?: { name: string; din: string },
): Obligation {
  const name = shownName(rule, period);
  return {
    code: rule.code,
    name,
    period,
    periodLabel: periodLabel(period) ?? period,
    title: obligationTitle(rule.code, name, period, director),
    dueDate,
    source: rule.source,
    ...(director ? { directorDin: director.din } : {}),
  };
}

// 26Q for Q4 2025-26 is still filed as 26Q in May 2026; Form 140 starts with Q1 2026-27.
function shownName(rule: ComplianceRule, period: string): string {
  const year = financialYearOfPeriod(period);
  if (rule.earlierName && year !== null && year < rule.earlierName.beforeYear) return rule.earlierName.name;
  return rule.name;
}
