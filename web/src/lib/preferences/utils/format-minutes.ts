// Durations (whole minutes everywhere in the data) in the practice's default time unit: the one
// place that decides how ET, TT and logged time read on every screen.
import { minutesAsHm, type Preferences } from '@practice-desk/contracts';

export type TimeUnit = Preferences['timeUnit'];

/** A working day, the unit's meaning for Days: estimates are made in working time. */
export const MINUTES_PER_WORKING_DAY = 8 * 60;

const PER_UNIT: Record<TimeUnit, { minutes: number; suffix: string }> = {
  Minutes: { minutes: 1, suffix: 'min' },
  Hours: { minutes: 60, suffix: 'h' },
  Days: { minutes: MINUTES_PER_WORKING_DAY, suffix: 'd' },
};

/** How a unit is named beside bare numbers (a chart's title), e.g. 'min', 'h', 'd'. */
export function unitSuffix(unit: TimeUnit): string {
  return PER_UNIT[unit].suffix;
}

/** e.g. 90 → '90 min', '1:30' (Hours read as h:mm) or '0.19 d'; at most two decimals, none when whole. */
export function formatMinutes(minutes: number, unit: TimeUnit): string {
  if (unit === 'Hours') return minutesAsHm(Number.isFinite(minutes) ? minutes : 0);
  const { minutes: size, suffix } = PER_UNIT[unit];
  const value = Number.isFinite(minutes) ? Math.round((minutes / size) * 100) / 100 : 0;
  return `${Object.is(value, -0) ? 0 : value} ${suffix}`;
}

/** A cell's bare figure: minutes as a number, h:mm for Hours, days with two decimals at most. */
export function formatCellMinutes(minutes: number, unit: TimeUnit): string {
  return unit === 'Minutes' ? String(minutes) : formatMinutes(minutes, unit).replace(/ d$/, '');
}

/** Minutes with their h:mm reading, e.g. 135 → '135 min (2:15)'; only h:mm when the unit is Hours. */
export function minutesWithHm(minutes: number, unit: TimeUnit): string {
  const whole = Number.isFinite(minutes) ? minutes : 0;
  if (unit === 'Hours') return minutesAsHm(whole);
  return `${formatMinutes(whole, unit)} (${minutesAsHm(whole)})`;
}
