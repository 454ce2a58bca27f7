import { describe, expect, it } from 'vitest';
import { dueBounds, todayIn, weekStart } from './due-dates';

describe('due-date presets', () => {
  it('starts the week on Monday', () => {
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekStart('2026-11-16')).toBe('2026-11-16'); // a Monday
  });
  it('gives this week Monday to Sunday', () => {
    expect(dueBounds('thisWeek', '2026-11-18')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
  it('gives overdue as strictly before today', () => {
    expect(dueBounds('overdue', '2026-11-18')).toEqual({ before: '2026-11-18' });
  });
  it('covers the next 15 days from today and the calendar month', () => {
    expect(dueBounds('next15Days', '2026-11-18')).toEqual({ from: '2026-11-18', to: '2026-12-03' });
    expect(dueBounds('thisMonth', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
  it('computes today in the practice time zone', () => {
    expect(todayIn('Asia/Kolkata', new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });
});
