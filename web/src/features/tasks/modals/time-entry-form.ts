// Time entry rules (contracts' TimeEntryBody): whole minutes 1..1440, a date not in the future.
import { TIME_MESSAGES, TimeEntryBody } from '@practice-desk/contracts';
import * as v from 'valibot';

export interface TimeEntryValues {
  minutes: number | string;
  date: string;
  note: string;
}

export function timeEntryErrors(values: TimeEntryValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const minutes = v.safeParse(TimeEntryBody.entries.minutes, values.minutes);
  if (!minutes.success) errors.minutes = TIME_MESSAGES.minutesWhole;
  if (values.date && values.date > today) errors.date = TIME_MESSAGES.futureDate;
  return errors;
}

/** The body of POST /tasks/{id}/time-entries: a blank note and date are left out. */
export function timeEntryBody(values: TimeEntryValues): { minutes: number; date?: string; note?: string } {
  const note = values.note.trim();
  return {
    minutes: Number(values.minutes),
    ...(values.date ? { date: values.date } : {}),
    ...(note ? { note } : {}),
  };
}
