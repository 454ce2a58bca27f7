// What End Day's calendar says about a day: today, submitted (green) or pending (orange), and
// whether the person may submit it (today may be submitted again to update its minutes).
import type { DayEndMonth } from '@practice-desk/contracts';

export type DayState = 'submitted' | 'pending' | null;

export interface DayMark {
  isToday: boolean;
  state: DayState;
  /** Minutes recorded when the day was submitted. */
  submittedMinutes: number | null;
  canSubmit: boolean;
}

export function dayMark(month: DayEndMonth | null, date: string): DayMark {
  const submitted = month?.submitted.find((d) => d.date === date) ?? null;
  const isToday = month?.today === date;
  const pending = month?.pending.includes(date) ?? false;
  const state: DayState = submitted ? 'submitted' : pending ? 'pending' : null;
  return {
    isToday,
    state,
    submittedMinutes: submitted?.totalMinutes ?? null,
    canSubmit: isToday || (pending && !submitted),
  };
}

/** The YYYY-MM of a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}
