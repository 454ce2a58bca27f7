// Durations (whole minutes everywhere in the data) in the practice's default time unit.
import type { Preferences } from '@practice-desk/contracts';

export type TimeUnit = Preferences['timeUnit'];

/** A working day, the unit's meaning for Days: estimates are made in working time. */
export const MINUTES_PER_WORKING_DAY = 8 * 60;

const PER_UNIT: Record<TimeUnit, { minutes: number; suffix: string }> = {
  Minutes: { minutes: 1, suffix: 'min' },
  Hours: { minutes: 60, suffix: 'h' },
  Days: { minutes: MINUTES_PER_WORKING_DAY, suffix: 'd' },
};

/** e.g. 90 → '90 min', '1.5 h' or '0.19 d'; at most two decimals, none when whole. */
export function formatMinutes(minutes: number, unit: TimeUnit): string {
  const { minutes: size, suffix } = PER_UNIT[unit];
  const value = Number.isFinite(minutes) ? Math.round((minutes / size) * 100) / 100 : 0;
  return `${Object.is(value, -0) ? 0 : value} ${suffix}`;
}
