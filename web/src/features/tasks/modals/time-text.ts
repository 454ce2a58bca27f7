// Today for the task screen's modals; dates are shown through the preferences' formatDate and
// minutes through formatMinutes/minutesWithHm like every other screen.
import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';

/** Today as YYYY-MM-DD in the practice's time zone, the day the server files time under (a
 * browser elsewhere, or past midnight in India while still evening in UTC, would date it a day off). */
export function todayIso(timeZone?: string): string {
  return timeZone ? todayIn(timeZone) : dayjs().format('YYYY-MM-DD');
}
