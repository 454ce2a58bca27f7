// The line End Day shows under the chosen day: what became of it and the minutes it recorded.
import { minutesWithHm, type TimeUnit } from '../../../lib/preferences/utils/format-minutes';
import type { DayMark } from './day-marks';

export function dayStateText(mark: DayMark, unit: TimeUnit): string {
  const minutes = minutesWithHm(mark.submittedMinutes ?? 0, unit);
  switch (mark.state) {
    case 'submitted':
      return `Submitted: ${minutes}`;
    case 'approved':
      return `Approved and locked: ${minutes}`;
    case 'returned':
      return `Returned: edit the day's time and submit it again`;
    case 'pending':
      return 'Pending: not submitted yet';
    default:
      return mark.isToday ? 'Not submitted yet' : 'Nothing to submit for this day';
  }
}
