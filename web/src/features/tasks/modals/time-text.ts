// How the task screen's modals write minutes and dates (spec §9: dd/MM/yyyy, h:mm).
import dayjs from 'dayjs';
import { minutesToHm } from '../grid/cell-values';

/** Minutes with their h:mm reading, e.g. 135 → "135 min (2:15)". */
export function minutesText(minutes: number): string {
  return `${minutes} min (${minutesToHm(minutes)})`;
}

/** A YYYY-MM-DD (or ISO) date as dd/MM/yyyy; blank when it is not a date. */
export function shownDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value.slice(0, 10));
  return date.isValid() ? date.format('DD/MM/YYYY') : '';
}

/** Today in the browser as YYYY-MM-DD. */
export function todayIso(): string {
  return dayjs().format('YYYY-MM-DD');
}
