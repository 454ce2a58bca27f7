// Moments (when something happened) as the practice reads them: its date format, the time on its
// time zone's clock rather than the browser's.
import { DEFAULT_TIME_ZONE, formatPracticeTime } from '@practice-desk/contracts';
import { useCallback } from 'react';
import { useAuthStore } from '../../auth/auth-store';
import { useDateFormat } from '../states/preferences-store';

/** A function writing a moment (ISO text or Date) as e.g. '26/11/2026 15:30'. */
export function usePracticeTime(): (at: string | Date) => string {
  const dateFormat = useDateFormat();
  const timeZone = useAuthStore((s) => s.user?.orgTimeZone) ?? DEFAULT_TIME_ZONE;
  return useCallback((at) => formatPracticeTime(at, dateFormat, timeZone), [dateFormat, timeZone]);
}
