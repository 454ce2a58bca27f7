// Dates as the practice chose to show them (Preferences › Date format).
import type { Preferences } from '@practice-desk/contracts';
import dayjs from 'dayjs';

export type DateFormat = Preferences['dateFormat'];

/** A calendar date ('2025-01-05') or a timestamp (ISO text or Date) in the chosen format, e.g.
 * '05/01/2025' for DD/MM/YYYY. A calendar date is never shifted by time zone; a timestamp shows
 * its day where the browser is. Empty for no value or one that is not a date. */
export function formatDate(value: string | Date | null | undefined, format: DateFormat): string {
  if (value === null || value === undefined || value === '') return '';
  // dayjs reads 'YYYY-MM-DD' as a local date (unlike Date, which takes it as UTC midnight).
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}
