import { describe, expect, it } from 'vitest';
import { DAY_HOURS_MESSAGE, dayHoursText, readDayHours } from './working-week-hours';

describe('a working day typed in hours', () => {
  it('reads whole hours, hours with up to two decimals, and h:mm as minutes', () => {
    expect(readDayHours('8')).toEqual({ ok: true, minutes: 480 });
    expect(readDayHours(' 7.5 ')).toEqual({ ok: true, minutes: 450 });
    expect(readDayHours('7.33')).toEqual({ ok: true, minutes: 440 });
    expect(readDayHours('7:30')).toEqual({ ok: true, minutes: 450 });
    expect(readDayHours('24')).toEqual({ ok: true, minutes: 1440 });
  });

  it('takes a blank day as a day not worked', () => {
    expect(readDayHours('')).toEqual({ ok: true, minutes: 0 });
  });

  it('refuses more than a day, three decimals, negatives and words', () => {
    for (const text of ['24.5', '25:00', '7.555', '-1', 'eight', '7:75', '1e1'])
      expect(readDayHours(text)).toEqual({ ok: false, message: DAY_HOURS_MESSAGE });
  });

  it('shows minutes as hours that read back to the same minutes', () => {
    expect(dayHoursText(480)).toBe('8');
    expect(dayHoursText(450)).toBe('7.5');
    expect(dayHoursText(0)).toBe('0');
    for (const minutes of [440, 445, 481, 1439])
      expect(readDayHours(dayHoursText(minutes))).toEqual({ ok: true, minutes });
  });
});
