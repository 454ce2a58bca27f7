// Durations typed anywhere (ET and TT cells, the timesheet, the time entry's minutes, the timer's
// minutes): whole minutes ('90') or hours and minutes ('1:30'); and minutes shown as h:mm.
// Durations are whole minutes everywhere; this is the one parser every field reads them with.

export const DURATION_INPUT_MESSAGE = 'Enter minutes (90) or h:mm (1:30)';

/** The most a task's ET or TT may hold (also the parser's ceiling when a field sets none). */
export const MAX_DURATION_MINUTES = 1_000_000;

/** A day's worth: a time entry, a timesheet cell or a timer's booking holds at most 24:00. */
export const MINUTES_PER_DAY = 1440;

/** e.g. 'At most 24:00 (1440 minutes)'. */
export const durationLimitMessage = (max: number) => `At most ${minutesAsHm(max)} (${max} minutes)`;

export type DurationParse = { ok: true; minutes: number } | { ok: false; message: string };

/** '90' → 90, '1:30' → 90, '' → 0; letters, negatives, fractions, minutes ≥ 60 after ':' and
 * more than `max` minutes (default MAX_DURATION_MINUTES) are refused. */
export function parseDurationInput(value: unknown, max: number = MAX_DURATION_MINUTES): DurationParse {
  const minutes = readMinutes(value);
  if (minutes === null) return { ok: false, message: DURATION_INPUT_MESSAGE };
  return minutes > max ? { ok: false, message: durationLimitMessage(max) } : { ok: true, minutes };
}

function readMinutes(value: unknown): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  const text = String(value).trim();
  if (text === '') return 0;
  // More digits than any duration has would lose precision as a number.
  if (/^\d{1,9}$/.test(text)) return Number(text);
  const hm = /^(\d{1,7}):([0-5]\d)$/.exec(text);
  return hm ? Number(hm[1]) * 60 + Number(hm[2]) : null;
}

/** Whole minutes as h:mm, e.g. 135 → '2:15', 5 → '0:05'; a negative amount keeps its sign. */
export function minutesAsHm(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.round(minutes) : 0;
  const abs = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
