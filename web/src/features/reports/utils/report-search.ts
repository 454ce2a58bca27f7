// The query a report is asked with: the chip, and for a custom range both dates (sent only when
// both are set); a custom range that is not complete or not in order is not asked at all.
import { customRangeProblem, type ReportDateType } from '@practice-desk/contracts';

export interface PeriodChoice {
  dateType: ReportDateType;
  fromDate: string;
  toDate: string;
}

export type ReportSearch = Record<string, string>;

export function reportSearch(choice: PeriodChoice): { search: ReportSearch | null; problem: string | null } {
  if (choice.dateType !== 'custom') return { search: { dateType: choice.dateType }, problem: null };
  const problem = customRangeProblem({
    dateType: 'custom',
    fromDate: choice.fromDate || undefined,
    toDate: choice.toDate || undefined,
  });
  if (problem) return { search: null, problem };
  return { search: { dateType: 'custom', fromDate: choice.fromDate, toDate: choice.toDate }, problem: null };
}

/** The time reports' query, limited to approved days when asked. */
export function withApprovedOnly(search: ReportSearch | null, approvedOnly: boolean): ReportSearch | null {
  return search && approvedOnly ? { ...search, approvedOnly: 'true' } : search;
}
