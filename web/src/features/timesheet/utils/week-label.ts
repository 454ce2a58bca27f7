// How the timesheet names its week and days.
import type { Preferences } from '@practice-desk/contracts';
import dayjs from 'dayjs';

/** '17 – 23 Nov 2026', or across months '29 Dec 2025 – 4 Jan 2026'. */
export function weekLabel(days: string[]): string {
  const first = dayjs(days[0]);
  const last = dayjs(days[days.length - 1]);
  if (first.year() !== last.year()) return `${first.format('D MMM YYYY')} – ${last.format('D MMM YYYY')}`;
  if (first.month() !== last.month()) return `${first.format('D MMM')} – ${last.format('D MMM YYYY')}`;
  return `${first.format('D')} – ${last.format('D MMM YYYY')}`;
}

/** A day column's heading in the practice's date format without the year, e.g. 'Mon 17/11'
 * (DD/MM/YYYY), 'Mon 11/17' (MM/DD/YYYY) or 'Mon 11-17' (YYYY-MM-DD). */
export function dayHeading(day: string, format: Preferences['dateFormat']): string {
  return dayjs(day).format(`ddd ${format.replace(/^YYYY\W|\WYYYY$/, '')}`);
}

/** The Monday `weeks` weeks from `monday`. */
export function shiftWeek(monday: string, weeks: number): string {
  return dayjs(monday)
    .add(weeks * 7, 'day')
    .format('YYYY-MM-DD');
}
