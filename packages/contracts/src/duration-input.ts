// Minutes typed into an ET or TT cell: whole minutes ('90') or hours and minutes ('1:30'); and
// minutes shown as h:mm for the Hours time unit. Durations are whole minutes everywhere.

export const DURATION_INPUT_MESSAGE = 'Enter minutes (90) or h:mm (1:30)';

export type DurationParse = { ok: true; minutes: number } | { ok: false; message: string };

/** '90' → 90, '1:30' → 90, '' → 0; letters, negatives, fractions and minutes ≥ 60 after ':' are refused. */
export function parseDurationInput(value: unknown): DurationParse {
  if (value === null || value === undefined) return { ok: true, minutes: 0 };
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0
      ? { ok: true, minutes: value }
      : { ok: false, message: DURATION_INPUT_MESSAGE };
  }
  const text = String(value).trim();
  if (text === '') return { ok: true, minutes: 0 };
  if (/^\d+$/.test(text)) return { ok: true, minutes: Number(text) };
  const hm = /^(\d+):([0-5]\d)$/.exec(text);
  if (hm) return { ok: true, minutes: Number(hm[1]) * 60 + Number(hm[2]) };
  return { ok: false, message: DURATION_INPUT_MESSAGE };
}

/** Whole minutes as h:mm, e.g. 135 → '2:15', 5 → '0:05'; a negative amount keeps its sign. */
export function minutesAsHm(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.round(minutes) : 0;
  const abs = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
