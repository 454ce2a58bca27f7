// Dates as the practice chose to show them (Preferences › Date format).
import type { Preferences } from '@practice-desk/contracts';
import dayjs from 'dayjs';

export type DateFormat = Preferences['dateFormat'];

/** A calendar date ('2025-01-05') or a timestamp (ISO text or Date) in a dayjs pattern. A calendar
 * date is never shifted by time zone; a timestamp shows its day where the browser is. Empty for
 * no value or one that is not a date. */
function formatIn(value: string | Date | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  // dayjs reads 'YYYY-MM-DD' as a local date (unlike Date, which takes it as UTC midnight).
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/** In the chosen format, e.g. '05/01/2025' for DD/MM/YYYY. */
export function formatDate(value: string | Date | null | undefined, format: DateFormat): string {
  return formatIn(value, format);
}

/** The short date of the status and priority lists (spec §9), e.g. 'Jan 5, 2025', whatever the
 * chosen format: those lists say when an entry was added, not a working date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  return formatIn(value, 'MMM D, YYYY');
}
