// "Today" as the app counts it: the date in the practice's time zone (a test practice keeps the
// default, Asia/Kolkata), not the machine's. From 18:30 to midnight UTC the two are a day apart,
// so a test that takes the machine's date fails every evening.
import { DEFAULT_TIME_ZONE, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';

export const practiceToday = (now: Date = new Date()) => todayIn(DEFAULT_TIME_ZONE, now);

/** The practice's date `days` after today (before it when negative). */
export const practiceDaysFromToday = (days: number) =>
  dayjs(practiceToday()).add(days, 'day').format('YYYY-MM-DD');
