import { describe, expect, it } from 'vitest';
import { minutesText, shownDate } from './time-text';

describe('time text', () => {
  it('writes minutes with their hours and minutes', () => {
    expect(minutesText(135)).toBe('135 min (2:15)');
    expect(minutesText(0)).toBe('0 min (0:00)');
    expect(minutesText(1440)).toBe('1440 min (24:00)');
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(shownDate('2026-01-05')).toBe('05/01/2026');
    expect(shownDate('2026-01-05T10:00:00.000Z')).toBe('05/01/2026');
    expect(shownDate(null)).toBe('');
    expect(shownDate('not a date')).toBe('');
  });
});
