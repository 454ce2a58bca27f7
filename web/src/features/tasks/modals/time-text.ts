// How the task screen's modals write dates (spec §9: dd/MM/yyyy); minutes go through the
// preferences' formatMinutes/minutesWithHm like every other screen.
import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';

/** A YYYY-MM-DD (or ISO) date as dd/MM/yyyy; blank when it is not a date. */
export function shownDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value.slice(0, 10));
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}

/** Today as YYYY-MM-DD in the practice's time zone, the day the server files time under (a
 * browser elsewhere, or past midnight in India while still evening in UTC, would date it a day off). */
export function todayIso(timeZone?: string): string {
  return timeZone ? todayIn(timeZone) : dayjs().format('YYYY-MM-DD');
}
