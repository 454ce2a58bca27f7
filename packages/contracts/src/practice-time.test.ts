import { describe, expect, it } from 'vitest';
import { formatPracticeDate, formatPracticeTime, wallClockIn } from './practice-time';

describe('moments as the practice reads them', () => {
  it('writes a calendar day in each date format', () => {
    expect(formatPracticeDate('2026-11-05', 'DD/MM/YYYY')).toBe('05/11/2026');
    expect(formatPracticeDate('2026-11-05', 'MM/DD/YYYY')).toBe('11/05/2026');
    expect(formatPracticeDate('2026-11-05', 'YYYY-MM-DD')).toBe('2026-11-05');
  });

  it('reads the time on the practice’s clock, the next day when its zone is past midnight', () => {
    expect(wallClockIn(new Date('2026-11-26T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-27',
      minutes: 90,
    });
    expect(formatPracticeTime('2026-11-26T10:00:00.000Z', 'DD/MM/YYYY', 'Asia/Kolkata')).toBe(
      '26/11/2026 15:30',
    );
    expect(formatPracticeTime('2026-11-26T10:00:00.000Z', 'MM/DD/YYYY', 'UTC')).toBe('11/26/2026 10:00');
  });
});
