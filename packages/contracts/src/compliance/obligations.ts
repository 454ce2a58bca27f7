// A client's statutory obligations due in a date range, from the rules files of the years involved.
import { financialYearRange } from '../practice-usage';
import { appliesTo } from './applies-when';
import { duePeriodsBetween } from './due-periods';
import { financialYearOfPeriod, financialYearStartOf, isoDate, parsePeriod, quarterStart } from './periods';
import type { ComplianceProfile } from './profile';
import type { ComplianceRule } from './rule-schema';
import { rulesForYear, rulesOfCode } from './rules';
import { obligationTitle, periodLabel, type YearWord } from './titles';

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
  /** DIR-3 KYC only: one obligation per director, so the DIN is part of its identity. */
  directorDin?: string;
  /** Dated from an assumed fact (no AGM date yet): the title says '(provisional)'. */
  provisional?: true;
  /** Offered, not owed (IFF): the title says '(optional)'. */
  optional?: true;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Every obligation of the profile due in [from, to] (inclusive, YYYY-MM-DD), by due date. Each
 * financial year of the range is read with that year's rules file (see rules.ts).
 */
export function obligationsBetween(profile: ComplianceProfile, from: string, to: string): Obligation[] {
  if (!DATE.test(from) || !DATE.test(to)) throw new RangeError('Dates must be YYYY-MM-DD');
  const found = new Map<string, Obligation>();
  const spells = frequencySpells(profile);
  for (let year = financialYearStartOf(from); year <= financialYearStartOf(to); year++) {
    const fy = financialYearRange(`${year}-04-01`);
    const windowFrom = from > fy.from ? from : fy.from;
    const windowTo = to < fy.to ? to : fy.to;
    for (const rule of rulesForYear(fy.label).rules) {
      for (const spell of spells) {
        if (!appliesTo(rule.appliesWhen, spell.profile)) continue;
        for (const due of duePeriodsBetween(rule, spell.profile, windowFrom, windowTo)) {
          if (!spell.holds(periodStart(due.period))) continue;
          const obligation = toObligation(rule, due.period, due.dueDate, due.director, due.provisional);
          // Should two years' files place one period in both years, the earlier year's date stands.
          const key = obligationKey(obligation);
          if (!found.has(key)) found.set(key, obligation);
        }
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

/**
 * The profile as it stood for periods starting in each spell of its GST frequency: a frequency
 * changed mid-year governs only the periods from the quarter it took effect (CGST Rules r.61A: the
 * QRMP option is for whole quarters); the periods before keep the frequency they were filed under.
 */
function frequencySpells(profile: ComplianceProfile) {
  const history = profile.gstFrequencyHistory ?? [];
  const spells: { profile: ComplianceProfile; holds: (start: string) => boolean }[] = [];
  let after = '';
  for (const spell of history) {
    const since = after;
    spells.push({
      profile: { ...profile, gstFrequency: spell.frequency },
      holds: (start) => start > since && start <= spell.until,
    });
    after = spell.until;
  }
  spells.push({ profile, holds: (start) => start > after });
  return spells;
}

/** The first day of a period ('2026-10' → 2026-10-01, '2026-27 Q3' → 2026-10-01, '2026-27' → 2026-04-01). */
function periodStart(period: string): string {
  const parsed = parsePeriod(period);
  if (!parsed) return '';
  if (parsed.kind === 'month') return isoDate(parsed.year, parsed.month, 1);
  if (parsed.kind === 'quarter') {
    const { year, month } = quarterStart(parsed.startYear, parsed.quarter);
    return isoDate(year, month, 1);
  }
  return isoDate(parsed.startYear, 4, 1);
}

function toObligation(
  rule: ComplianceRule,
  period: string,
  dueDate: string,
  director?: { name: string; din: string },
  provisional?: boolean,
): Obligation {
  const name = shownName(rule, period);
  const yearWord = yearWordOf(rule, period);
  const mark = provisional ? 'provisional' : rule.optional ? 'optional' : undefined;
  return {
    code: rule.code,
    name,
    period,
    periodLabel: periodLabel(period, yearWord) ?? period,
    title: obligationTitle(rule.code, name, period, director, {
      // A form never renamed is its own former name: no brackets.
      former: rule.earlierName?.name ?? rule.name,
      ...(mark ? { mark } : {}),
      yearWord,
    }),
    dueDate,
    source: rule.source,
    ...(director ? { directorDin: director.din } : {}),
    ...(provisional ? { provisional: true as const } : {}),
    ...(rule.optional ? { optional: true as const } : {}),
  };
}

// ITR for FY 2025-26 is of the 1961 Act's previous year; from 2026-27 the 2025 Act's tax year.
function yearWordOf(rule: ComplianceRule, period: string): YearWord {
  const year = financialYearOfPeriod(period);
  return rule.taxYearFrom && year !== null && year >= rule.taxYearFrom ? 'Tax year' : 'FY';
}

/** A period's label as the form's rules name it ('Tax year 2026-27' for an ITR, 'FY 2026-27' for GSTR-9). */
export function formPeriodLabel(code: string, period: string): string {
  const year = financialYearOfPeriod(period);
  const rule = year === null ? undefined : rulesOfCode(code, year).find((r) => r.taxYearFrom);
  return periodLabel(period, rule ? yearWordOf(rule, period) : 'FY') ?? period;
}

// 26Q for Q4 2025-26 is still filed as 26Q in May 2026; Form 140 starts with Q1 2026-27.
function shownName(rule: ComplianceRule, period: string): string {
  const year = financialYearOfPeriod(period);
  if (rule.earlierName && year !== null && year < rule.earlierName.beforeYear) return rule.earlierName.name;
  return rule.name;
}
