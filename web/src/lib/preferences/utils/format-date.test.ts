import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate } from './format-date';

describe('formatDate', () => {
  it('shows a calendar date in each of the three formats', () => {
    expect(formatDate('2025-01-05', 'DD/MM/YYYY')).toBe('05/01/2025');
    expect(formatDate('2025-01-05', 'MM/DD/YYYY')).toBe('01/05/2025');
    expect(formatDate('2025-01-05', 'YYYY-MM-DD')).toBe('2025-01-05');
  });

  it('keeps a calendar date on its day, wherever the browser is', () => {
    expect(formatDate('2025-12-31', 'DD/MM/YYYY')).toBe('31/12/2025');
  });

  it('shows a timestamp by its local day', () => {
    const local = new Date(2025, 2, 9, 23, 30);
    expect(formatDate(local, 'DD/MM/YYYY')).toBe('09/03/2025');
    expect(formatDate(local.toISOString(), 'YYYY-MM-DD')).toBe('2025-03-09');
  });

  it('is empty for no value and for one that is not a date', () => {
    expect(formatDate(null, 'DD/MM/YYYY')).toBe('');
    expect(formatDate(undefined, 'DD/MM/YYYY')).toBe('');
    expect(formatDate('', 'DD/MM/YYYY')).toBe('');
    expect(formatDate('not a date', 'DD/MM/YYYY')).toBe('');
  });
});

describe('formatShortDate', () => {
  it('shows the short month, day and year of the status and priority lists', () => {
    expect(formatShortDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatShortDate(new Date(2026, 10, 23, 18, 0))).toBe('Nov 23, 2026');
    expect(formatShortDate(null)).toBe('');
  });
});
