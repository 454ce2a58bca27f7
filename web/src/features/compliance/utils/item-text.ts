// The words of a calendar item in the list: its dates, and the extension it was given.
import type { CalendarItem } from '@practice-desk/contracts';
import dayjs from 'dayjs';

/** '20 Nov 2026'; empty for no date. */
export function dayText(date: string | null | undefined): string {
  return date ? dayjs(date).format('D MMM YYYY') : '';
}

/** 'Fri 20 Nov 2026', for a day's heading. */
export function longDayText(date: string): string {
  return dayjs(date).format('ddd D MMM YYYY');
}

/**
 * 'Extended to 30 Nov 2026 (Notification 12/2026)' when an extension moved the item's due date,
 * else null.
 */
export function extensionText(
  item: Pick<CalendarItem, 'dueDate' | 'originalDueDate' | 'extensionNote'>,
): string | null {
  if (!item.originalDueDate || item.originalDueDate === item.dueDate) return null;
  const note = item.extensionNote?.trim();
  return `Extended to ${dayText(item.dueDate)}${note ? ` (${note})` : ''}`;
}

/** A person's word for how many: '1 item', '3 items'. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export const isFiled = (item: Pick<CalendarItem, 'status'>) =>
  item.status === 'filed' || item.status === 'filed-late';
