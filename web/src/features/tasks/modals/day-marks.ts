// What End Day's calendar says about a day: today, submitted (green), approved (locked), returned
// by the leader (to edit and submit again) or pending (orange), and whether the person may submit
// it (today may be submitted again to update its minutes until it is approved).
import type { DayEndMonth } from '@practice-desk/contracts';

export type DayState = 'submitted' | 'approved' | 'returned' | 'pending' | null;

export interface DayMark {
  isToday: boolean;
  state: DayState;
  /** Minutes recorded when the day was submitted (or approved). */
  submittedMinutes: number | null;
  /** The leader's comment on a returned or reopened day. */
  comment: string | null;
  canSubmit: boolean;
}

export function dayMark(month: DayEndMonth | null, date: string): DayMark {
  const submitted = month?.submitted.find((d) => d.date === date) ?? null;
  const isToday = month?.today === date;
  const pending = month?.pending.includes(date) ?? false;
  const status = submitted?.status ?? 'submitted';
  const state: DayState = submitted
    ? status === 'approved'
      ? 'approved'
      : status === 'submitted'
        ? 'submitted'
        : 'returned'
    : pending
      ? 'pending'
      : null;
  return {
    isToday,
    state,
    submittedMinutes: submitted?.totalMinutes ?? null,
    comment: state === 'returned' ? (submitted?.comment ?? null) : null,
    canSubmit: state === 'returned' || (isToday && state !== 'approved') || (pending && !submitted),
  };
}

/** The YYYY-MM of a YYYY-MM-DD date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}
