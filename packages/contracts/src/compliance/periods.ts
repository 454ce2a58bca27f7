// Period strings of obligations, one format per kind: 'YYYY-MM' (month), 'YYYY-YY Qn' (quarter of
// a financial year, Q1 = April to June) and 'YYYY-YY' (financial year, April to March).
import { financialYearRange } from '../practice-usage';

export type Quarter = 1 | 2 | 3 | 4;

export type ParsedPeriod =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'quarter'; startYear: number; quarter: Quarter }
  | { kind: 'year'; startYear: number };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-(\d{2}) Q([1-4])$/;
const YEAR = /^(\d{4})-(\d{2})$/;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' from numbers; months run 1 to 12. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** 2026 → '2026-27'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${pad2((startYear + 1) % 100)}`;
}

/** The calendar year a financial year starts in, for a date 'YYYY-MM-DD' (2027-03-31 → 2026). */
export function financialYearStartOf(date: string): number {
  return Number(financialYearRange(date).from.slice(0, 4));
}

/** April, May, June → 1 ... January, February, March → 4. */
export function quarterOfMonth(month: number): Quarter {
  return (Math.floor(((month + 8) % 12) / 3) + 1) as Quarter;
}

/** A month's place in its quarter: April → 1, May → 2, June → 3, July → 1 ... */
export function monthOfQuarter(month: number): 1 | 2 | 3 {
  return (((month + 8) % 3) + 1) as 1 | 2 | 3;
}

/** The first calendar month of a quarter of the financial year starting in `startYear`. */
export function quarterStart(startYear: number, quarter: Quarter): { year: number; month: number } {
  return { year: quarter === 4 ? startYear + 1 : startYear, month: ((quarter * 3) % 12) + 1 };
}

/** The last day of a quarter, 'YYYY-MM-DD'. */
export function quarterEnd(startYear: number, quarter: Quarter): string {
  const { year, month } = quarterStart(startYear, quarter);
  const lastMonth = month + 2;
  return isoDate(year, lastMonth, lastMonth === 6 || lastMonth === 9 ? 30 : 31);
}

export function formatPeriod(period: ParsedPeriod): string {
  if (period.kind === 'month') return `${period.year}-${pad2(period.month)}`;
  if (period.kind === 'quarter') return `${financialYearLabel(period.startYear)} Q${period.quarter}`;
  return financialYearLabel(period.startYear);
}

/** A period string read back, or null when it is in none of the three formats. */
export function parsePeriod(period: string): ParsedPeriod | null {
  const month = MONTH.exec(period);
  if (month) return { kind: 'month', year: Number(month[1]), month: Number(month[2]) };
  const quarter = QUARTER.exec(period);
  if (quarter && isYearPair(quarter[1]!, quarter[2]!)) {
    return { kind: 'quarter', startYear: Number(quarter[1]), quarter: Number(quarter[3]) as Quarter };
  }
  const year = YEAR.exec(period);
  if (year && isYearPair(year[1]!, year[2]!)) return { kind: 'year', startYear: Number(year[1]) };
  return null;
}

// '2026-27' is a financial year; '2026-12' is a month, and '2026-30' neither.
function isYearPair(start: string, end: string): boolean {
  return Number(end) === (Number(start) + 1) % 100;
}

/** The financial year ('YYYY-YY') a period belongs to; null for a malformed period. */
export function financialYearOfPeriod(period: string): string | null {
  const parsed = parsePeriod(period);
  if (!parsed) return null;
  if (parsed.kind === 'month') return financialYearRange(isoDate(parsed.year, parsed.month, 1)).label;
  return financialYearLabel(parsed.startYear);
}

/** The period `steps` later of the same kind: months roll into the next year, Q4 into next Q1. */
export function shiftPeriod(period: ParsedPeriod, steps: number): ParsedPeriod {
  if (period.kind === 'month') {
    const index = period.year * 12 + period.month - 1 + steps;
    return { kind: 'month', year: Math.floor(index / 12), month: (index % 12) + 1 };
  }
  if (period.kind === 'quarter') {
    const index = period.startYear * 4 + period.quarter - 1 + steps;
    return { kind: 'quarter', startYear: Math.floor(index / 4), quarter: ((index % 4) + 1) as Quarter };
  }
  return { kind: 'year', startYear: period.startYear + steps };
}
