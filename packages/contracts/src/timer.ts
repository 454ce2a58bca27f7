// A running timer on a task: one per person, kept in the database; stopping it writes a time
// entry. A timer that ran past midnight (the practice's) asks how to book before writing.
import * as v from 'valibot';
import { ErrorBodySchema } from './responses';

export const TIMER_MESSAGES = {
  none: 'No timer is running',
  pastMidnight: 'The timer ran past midnight: choose how to book its time',
  tooShort: 'Under 30 seconds: no time written',
  dayTooLong: 'A day holds at most 1440 minutes: split the time or enter the minutes',
  minutesRequired: 'Enter the minutes to book (1 to 1440)',
  /** A start on a day already approved: its time could never be booked. */
  todayLocked: 'Today is approved and locked: ask your team leader to reopen it before starting the timer',
  /** A stop whose day was approved while the timer ran: the time can only be discarded. */
  stopLocked: 'The day this timer ran on is approved and locked: its time cannot be booked',
} as const;

/** How a timer that ran past midnight is booked: each day's part on its own date, all on the
 * day it started, the minutes typed (on the day it started), or nothing. */
export const TIMER_CHOICES = ['split', 'startDay', 'minutes', 'discard'] as const;
export type TimerChoice = (typeof TIMER_CHOICES)[number];

export const TimerStopBody = v.object({
  choice: v.optional(v.picklist(TIMER_CHOICES)),
  minutes: v.optional(
    v.pipe(
      v.number(TIMER_MESSAGES.minutesRequired),
      v.integer(TIMER_MESSAGES.minutesRequired),
      v.minValue(1, TIMER_MESSAGES.minutesRequired),
      v.maxValue(1440, TIMER_MESSAGES.minutesRequired),
    ),
  ),
});
export type TimerStopBody = v.InferOutput<typeof TimerStopBody>;

export const RunningTimerSchema = v.object({
  taskId: v.string(),
  client: v.nullable(v.string()),
  task: v.string(),
  subTask: v.string(),
  startedAt: v.string(),
  /** The practice's date when it started. */
  startedOn: v.string(),
});
export type RunningTimer = v.InferOutput<typeof RunningTimerSchema>;

const DayMinutes = v.object({ date: v.string(), minutes: v.number() });

/** What a past-midnight stop answers (409) beside the message: the days it ran on. */
export const TimerQuestionSchema = v.object({
  startedOn: v.string(),
  stoppedOn: v.string(),
  totalMinutes: v.number(),
  split: v.array(DayMinutes),
});
export type TimerQuestion = v.InferOutput<typeof TimerQuestionSchema>;

/** The 409 of a stop past midnight: the error body with the question it asks. */
/** A stop's 409: the past-midnight question, or `locked` when a day it would write to is approved
 * (then its time can only be discarded). */
export const TimerQuestionErrorSchema = v.object({
  ...ErrorBodySchema.entries,
  question: v.optional(TimerQuestionSchema),
  locked: v.optional(v.literal(true)),
});

export const TimerStoppedSchema = v.object({
  /** Entries written, by date; empty when nothing was booked. */
  written: v.array(DayMinutes),
  taskId: v.string(),
});
export type TimerStopped = v.InferOutput<typeof TimerStoppedSchema>;

export const TimerAnswerSchema = v.object({ timer: v.nullable(RunningTimerSchema) });
/** A start: the timer now running, and the one it stopped, if any. */
export const TimerStartedSchema = v.object({
  timer: v.nullable(RunningTimerSchema),
  stopped: v.nullable(TimerStoppedSchema),
});

/** Seconds to whole minutes, to the nearest (30 seconds and more round up). */
export function roundedMinutes(seconds: number): number {
  return Math.floor((Math.max(0, seconds) + 30) / 60);
}
