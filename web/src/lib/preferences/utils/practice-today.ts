// Today as the practice counts it: the date in its time zone (the one the server checks dates
// against), not the browser's, so someone signed in from another zone is offered the practice's
// day and is not refused a payment dated "tomorrow".
import { DEFAULT_TIME_ZONE, todayIn } from '@practice-desk/contracts';
import { useAuthStore } from '../../auth/auth-store';

export function practiceToday(now: Date = new Date()): string {
  return todayIn(useAuthStore.getState().user?.orgTimeZone ?? DEFAULT_TIME_ZONE, now);
}
