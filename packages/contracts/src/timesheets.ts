// The week timesheet: one person's minutes per task and day, Monday to Sunday, and the cell write
// that sets one of them (the difference becomes a time entry).
import dayjs from 'dayjs';
import * as v from 'valibot';
import { isoDate, Uuid } from './common';
import { DAY_END_STATUSES } from './day-ends';

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
export const TimesheetTaskSchema = v.object({
  taskId: v.string(),
  client: v.nullable(v.string()),
  task: v.string(),
  subTask: v.string(),
});
export type TimesheetTask = v.InferOutput<typeof TimesheetTaskSchema>;
export const TimesheetTasksAnswerSchema = v.object({ tasks: v.array(TimesheetTaskSchema) });

export const TimesheetRowSchema = v.object({
  ...TimesheetTaskSchema.entries,
  /** Minutes on each of the week's seven days, Monday first. */
  minutes: v.array(v.number()),
  total: v.number(),
  /** The task's TT (all people, all days). */
  tt: v.number(),
  /** Whether the caller may set this person's minutes on this task. */
  canEdit: v.boolean(),
});
export type TimesheetRow = v.InferOutput<typeof TimesheetRowSchema>;

const Named = v.object({ id: v.string(), name: v.string() });

export const TimesheetWeekSchema = v.object({
  user: Named,
  week: v.string(),
  /** The seven dates, Monday first. */
  days: v.array(v.string()),
  today: v.string(),
  /** The last day time may be written for (the practice's tomorrow). */
  lastWritableDay: v.string(),
  rows: v.array(TimesheetRowSchema),
  dayTotals: v.array(v.number()),
  total: v.number(),
  /** Days of the week this person has submitted (End Day): the minutes submitted, where the day
   * stands (an approved day is locked) and the leader's comment on a returned or reopened one. */
  submitted: v.array(
    v.object({
      date: v.string(),
      totalMinutes: v.number(),
      status: v.picklist(DAY_END_STATUSES),
      comment: v.nullable(v.string()),
    }),
  ),
});
export type TimesheetWeek = v.InferOutput<typeof TimesheetWeekSchema>;
export const TimesheetPeopleAnswerSchema = v.object({ people: v.array(Named) });

/** The seven dates of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => dayjs(monday).add(i, 'day').format('YYYY-MM-DD'));
}
