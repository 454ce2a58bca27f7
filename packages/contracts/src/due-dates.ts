// Due-date presets of the task screen's quick tabs, computed from "today" in the practice's time zone.
import dayjs from 'dayjs';
import { zoneFormatter } from './practice-time';

export const DUE_PRESETS = ['overdue', 'today', 'tomorrow', 'thisWeek', 'next15Days', 'thisMonth'] as const;
export type DuePreset = (typeof DUE_PRESETS)[number];

export const DUE_PRESET_LABELS: Record<DuePreset | 'all', string> = {
  all: 'All Tasks',
  overdue: 'Overdue',
  today: 'Due Today',
  tomorrow: 'Due Tomorrow',
  thisWeek: 'Due This Week',
  next15Days: 'Due Next 15 Days',
  thisMonth: 'Due This Month',
};

/** Inclusive date bounds (YYYY-MM-DD); `to` alone means "before or on", `before` means strictly before. */
export interface DateBounds {
  from?: string;
  to?: string;
  before?: string;
}

const ISO = 'YYYY-MM-DD';

/** Monday of the week that holds `day` (weeks start on Monday). */
export function weekStart(day: string): string {
  const d = dayjs(day);
  const offset = (d.day() + 6) % 7;
  return d.subtract(offset, 'day').format(ISO);
}

export function dueBounds(preset: DuePreset, today: string): DateBounds {
  const d = dayjs(today);
  switch (preset) {
    case 'overdue':
      return { before: today };
    case 'today':
      return { from: today, to: today };
    case 'tomorrow': {
      const t = d.add(1, 'day').format(ISO);
      return { from: t, to: t };
    }
    case 'thisWeek': {
      const start = weekStart(today);
      return { from: start, to: dayjs(start).add(6, 'day').format(ISO) };
    }
    case 'next15Days':
      return { from: today, to: d.add(15, 'day').format(ISO) };
    case 'thisMonth':
      return { from: d.startOf('month').format(ISO), to: d.endOf('month').format(ISO) };
  }
}

/** Today's date (YYYY-MM-DD) in a time zone, e.g. Asia/Kolkata. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zoneFormatter(timeZone, false).format(now);
}
