// The queries the calendar, its export and the status board are asked with: only the filters set,
// the month as its first and last day.
import type { ComplianceStatus } from '@practice-desk/contracts';
import { monthBounds } from './month-grid';

export interface CalendarFilters {
  code: string | null;
  clientId: string | null;
  assigneeId: string | null;
  status: ComplianceStatus | null;
}

export const NO_FILTERS: CalendarFilters = { code: null, clientId: null, assigneeId: null, status: null };

export type Query = Record<string, string>;

/** `from`/`to` of the month, then each filter that is set. */
export function calendarQuery(month: string, filters: CalendarFilters): Query {
  const query: Query = { ...monthBounds(month) };
  for (const key of ['code', 'clientId', 'assigneeId', 'status'] as const) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  return query;
}

/** The board of one form in one financial year; null until both are chosen. */
export function boardQuery(
  code: string | null,
  financialYear: string | null,
  waitingOnClient = false,
): Query | null {
  if (!code || !financialYear) return null;
  return waitingOnClient ? { code, financialYear, waitingOnClient: 'true' } : { code, financialYear };
}

/** How many filters are set (the Clear button shows when any is). */
export function filtersSet(filters: CalendarFilters): number {
  return Object.values(filters).filter(Boolean).length;
}
