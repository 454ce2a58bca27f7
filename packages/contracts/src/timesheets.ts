// The week timesheet: one person's minutes per task and day, Monday to Sunday, and the cell write
// that sets one of them (the difference becomes a time entry).
import dayjs from 'dayjs';
import * as v from 'valibot';
import { isoDate, Uuid } from './common';
import type { DayEndStatus } from './day-ends';

export const TIMESHEET_MESSAGES = {
  notMonday: 'The week must start on a Monday (YYYY-MM-DD)',
  cellMinutes: 'Minutes must be a whole number between 0 and 1440',
  notYourTeam: 'You can see only your own timesheet and your team’s',
} as const;

const Monday = v.pipe(
  isoDate(TIMESHEET_MESSAGES.notMonday),
  v.check((day) => dayjs(day).day() === 1, TIMESHEET_MESSAGES.notMonday),
);

export const TimesheetQuery = v.object({
  /** Monday of the week; this week when absent. */
  week: v.optional(Monday),
  /** Whose timesheet; the caller's own when absent. */
  userId: v.optional(Uuid),
});
export type TimesheetQuery = v.InferOutput<typeof TimesheetQuery>;

export const TimesheetCellBody = v.object({
  userId: v.optional(Uuid),
  taskId: Uuid,
  date: isoDate(),
  minutes: v.pipe(
    v.number(TIMESHEET_MESSAGES.cellMinutes),
    v.integer(TIMESHEET_MESSAGES.cellMinutes),
    v.minValue(0, TIMESHEET_MESSAGES.cellMinutes),
    v.maxValue(1440, TIMESHEET_MESSAGES.cellMinutes),
  ),
});
export type TimesheetCellBody = v.InferOutput<typeof TimesheetCellBody>;

export const TimesheetTaskQuery = v.object({
  userId: v.optional(Uuid),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type TimesheetTaskQuery = v.InferOutput<typeof TimesheetTaskQuery>;

/** A task as a timesheet row names it. */
export interface TimesheetTask {
  taskId: string;
  client: string | null;
  task: string;
  subTask: string;
}

export interface TimesheetRow extends TimesheetTask {
  /** Minutes on each of the week's seven days, Monday first. */
  minutes: number[];
  total: number;
  /** The task's TT (all people, all days). */
  tt: number;
  /** Whether the caller may set this person's minutes on this task. */
  canEdit: boolean;
}

export interface TimesheetWeek {
  user: { id: string; name: string };
  week: string;
  /** The seven dates, Monday first. */
  days: string[];
  today: string;
  /** The last day time may be written for (the practice's tomorrow). */
  lastWritableDay: string;
  rows: TimesheetRow[];
  dayTotals: number[];
  total: number;
  /** Days of the week this person has submitted (End Day): the minutes submitted, where the day
   * stands (an approved day is locked) and the leader's comment on a returned or reopened one. */
  submitted: { date: string; totalMinutes: number; status: DayEndStatus; comment: string | null }[];
}

/** The seven dates of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => dayjs(monday).add(i, 'day').format('YYYY-MM-DD'));
}
