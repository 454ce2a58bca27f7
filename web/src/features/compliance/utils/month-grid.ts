// The month calendar's shape: weeks from Monday to Sunday covering a month, the day the keyboard
// moves to, and a day's items folded into a few badges (one per form and status).
import type { CalendarItem, ComplianceStatus } from '@practice-desk/contracts';
import dayjs from 'dayjs';

const ISO = 'YYYY-MM-DD';

export interface CalendarDay {
  date: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
}

export interface DayBadge {
  code: string;
  status: ComplianceStatus;
  count: number;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 'YYYY-MM' of a date 'YYYY-MM-DD'. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `steps` months after `month` ('YYYY-MM'). */
export function shiftMonth(month: string, steps: number): string {
  return dayjs(`${month}-01`).add(steps, 'month').format('YYYY-MM');
}

/** 'November 2026'. */
export const monthTitle = (month: string) => dayjs(`${month}-01`).format('MMMM YYYY');

/** The first and last day of a month, as the calendar asks for them. */
export function monthBounds(month: string): { from: string; to: string } {
  const first = dayjs(`${month}-01`);
  return { from: first.format(ISO), to: first.endOf('month').format(ISO) };
}

// dayjs counts Sunday as 0; the calendar starts its weeks on Monday.
const mondayIndex = (date: dayjs.Dayjs) => (date.day() + 6) % 7;

/** Whole weeks, Monday first, from the week of the 1st to the week of the month's last day. */
export function monthGrid(month: string, today: string): CalendarDay[][] {
  const first = dayjs(`${month}-01`);
  const start = first.subtract(mondayIndex(first), 'day');
  const last = first.endOf('month');
  const end = last.add(6 - mondayIndex(last), 'day');
  const weeks: CalendarDay[][] = [];
  for (let day = start; !day.isAfter(end, 'day'); day = day.add(1, 'day')) {
    if (mondayIndex(day) === 0) weeks.push([]);
    const date = day.format(ISO);
    weeks.at(-1)?.push({ date, day: day.date(), inMonth: monthOf(date) === month, isToday: date === today });
  }
  return weeks;
}

/**
 * The day a key moves the focus to: arrows by a day or a week, Home and End to the week's ends,
 * Page Up and Page Down by a month; null for any other key.
 */
export function movedDay(date: string, key: string): string | null {
  const day = dayjs(date);
  const moves: Record<string, () => dayjs.Dayjs> = {
    ArrowLeft: () => day.subtract(1, 'day'),
    ArrowRight: () => day.add(1, 'day'),
    ArrowUp: () => day.subtract(7, 'day'),
    ArrowDown: () => day.add(7, 'day'),
    Home: () => day.subtract(mondayIndex(day), 'day'),
    End: () => day.add(6 - mondayIndex(day), 'day'),
    PageUp: () => day.subtract(1, 'month'),
    PageDown: () => day.add(1, 'month'),
  };
  return moves[key]?.().format(ISO) ?? null;
}

/** The items of each due date. */
export function itemsByDay(items: CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) days.set(item.dueDate, [...(days.get(item.dueDate) ?? []), item]);
  return days;
}

/** Most pressing first: what is late, then what is open, then what is done. */
export const STATUS_ORDER: ComplianceStatus[] = ['overdue', 'open', 'filed-late', 'filed'];

/** A day's items as badges: one per form and status, most pressing first, then by form. */
export function dayBadges(items: CalendarItem[]): DayBadge[] {
  const badges = new Map<string, DayBadge>();
  for (const item of items) {
    const key = `${item.status}|${item.code}`;
    const badge = badges.get(key) ?? { code: item.code, status: item.status, count: 0 };
    badge.count += 1;
    badges.set(key, badge);
  }
  return [...badges.values()].sort(
    (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.code.localeCompare(b.code),
  );
}
