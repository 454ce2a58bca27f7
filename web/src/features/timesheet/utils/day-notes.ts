// What a day column's heading says under the date: Today, Submitted, or both.
import type { TimesheetWeek } from '@practice-desk/contracts';

export function weekDayNote(
  week: TimesheetWeek,
  day: string,
): 'Today' | 'Submitted' | 'Today · Submitted' | null {
  const submitted = week.submitted.some((s) => s.date === day);
  if (day === week.today) return submitted ? 'Today · Submitted' : 'Today';
  return submitted ? 'Submitted' : null;
}
