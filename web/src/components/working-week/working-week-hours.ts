// A day of the working week as the Preferences screen takes and shows it: hours with up to two
// decimals ('7.5') or h:mm ('7:30'), at most a whole day; the API keeps whole minutes.
import { MINUTES_PER_DAY, parseDurationInput } from '@practice-desk/contracts';

export const DAY_HOURS_MESSAGE = 'Enter hours (7.5) or h:mm (7:30), at most 24';

export type DayHoursRead = { ok: true; minutes: number } | { ok: false; message: string };

/** '8' → 480, '7.5' → 450, '7:30' → 450, '' → 0 (a day not worked); more than 24 hours is refused. */
export function readDayHours(text: string): DayHoursRead {
  const typed = text.trim();
  if (typed === '') return { ok: true, minutes: 0 };
  if (typed.includes(':')) {
    const read = parseDurationInput(typed, MINUTES_PER_DAY);
    return read.ok ? read : { ok: false, message: DAY_HOURS_MESSAGE };
  }
  if (!/^\d{1,2}(?:\.\d{1,2})?$/.test(typed)) return { ok: false, message: DAY_HOURS_MESSAGE };
  const minutes = Math.round(Number(typed) * 60);
  return minutes > MINUTES_PER_DAY ? { ok: false, message: DAY_HOURS_MESSAGE } : { ok: true, minutes };
}

/** Minutes as hours with at most two decimals: 480 → '8', 450 → '7.5', 440 → '7.33'. */
export function dayHoursText(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}
