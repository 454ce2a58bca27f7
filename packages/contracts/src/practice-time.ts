// A moment as the practice reads it: the date in its chosen format (Preferences › Date format) and
// the time on the clock of its time zone, whoever's browser or server shows it.
import type { Preferences } from './config-forms';

type DateFormat = Preferences['dateFormat'];

/** A practice's time zone until its Admin sets another (the first market is India). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** One formatter per time zone and shape: making one costs far more than using it, and the API
 * asks for today on most requests (a profile under load had this among its top costs). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's calendar day (en-CA writes YYYY-MM-DD), with the 24-hour time when `withTime`. */
export function zoneFormatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone} ${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const time = withTime ? ({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const) : {};
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...time,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar day (YYYY-MM-DD) and minutes after midnight of `at` on the zone's clock. */
export function wallClockIn(at: Date, timeZone: string): { date: string; minutes: number } {
  const parts = zoneFormatter(timeZone, true).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** A calendar day (YYYY-MM-DD) in the chosen format, e.g. '26/11/2026' for DD/MM/YYYY. */
export function formatPracticeDate(day: string, format: DateFormat): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return format.replace('YYYY', year).replace('MM', month).replace('DD', date);
}

/** A moment as '26/11/2026 15:30': the chosen date format, the time in the practice's zone. */
export function formatPracticeTime(at: Date | string, format: DateFormat, timeZone: string): string {
  const { date, minutes } = wallClockIn(typeof at === 'string' ? new Date(at) : at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatPracticeDate(date, format)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
