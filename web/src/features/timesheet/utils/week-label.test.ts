import { describe, expect, it } from 'vitest';
import { dayHeading, shiftWeek, weekLabel } from './week-label';

describe('week labels', () => {
  it('names a week within a month, across months and across years', () => {
    expect(weekLabel(['2026-11-16', '2026-11-22'])).toBe('16 – 22 Nov 2026');
    expect(weekLabel(['2026-11-30', '2026-12-06'])).toBe('30 Nov – 6 Dec 2026');
    expect(weekLabel(['2025-12-29', '2026-01-04'])).toBe('29 Dec 2025 – 4 Jan 2026');
  });
  it('heads a day column with its weekday and date, and moves whole weeks', () => {
    expect(dayHeading('2026-11-16', 'DD/MM/YYYY')).toBe('Mon 16/11');
    expect(dayHeading('2026-11-16', 'MM/DD/YYYY')).toBe('Mon 11/16');
    expect(dayHeading('2026-11-16', 'YYYY-MM-DD')).toBe('Mon 11-16');
    expect(shiftWeek('2026-11-16', -1)).toBe('2026-11-09');
    expect(shiftWeek('2026-11-30', 1)).toBe('2026-12-07');
  });
});
