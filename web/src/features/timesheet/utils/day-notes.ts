// What a day column's heading says under the date: Today, and where the submitted day stands
// (Submitted, Approved — locked —, Returned or Reopened, with the leader's comment).
import type { DayEndStatus, TimesheetWeek } from '@practice-desk/contracts';

export const DAY_STATE_LABELS: Record<DayEndStatus, string> = {
  submitted: 'Submitted',
  approved: 'Approved',
  returned: 'Returned',
  reopened: 'Reopened',
};

export interface DayNote {
  today: boolean;
  state: DayEndStatus | null;
  /** The leader's comment on a returned or reopened day. */
  comment: string | null;
}

export function weekDayNote(week: TimesheetWeek, day: string): DayNote {
  const submitted = week.submitted.find((s) => s.date === day);
  return {
    today: day === week.today,
    state: submitted?.status ?? null,
    comment: submitted && submitted.status !== 'approved' ? submitted.comment : null,
  };
}

/** 'Today · Approved', 'Returned', 'Today', or '' for a plain day. */
export function dayNoteText(note: DayNote): string {
  return [note.today ? 'Today' : null, note.state ? DAY_STATE_LABELS[note.state] : null]
    .filter(Boolean)
    .join(' · ');
}

/** An approved day is locked: its time cannot be written until a leader reopens it. */
export function isDayLocked(week: TimesheetWeek, day: string): boolean {
  return week.submitted.some((s) => s.date === day && s.status === 'approved');
}
