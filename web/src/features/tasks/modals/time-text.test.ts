import { todayIn } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { todayIso } from './time-text';

describe('time text', () => {
  it("dates today by the practice's time zone, not the browser's", () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago'])
      expect(todayIso(timeZone)).toBe(todayIn(timeZone));
    // UTC+14 and UTC−11 are never on the same date, so one of the two checks differs from the browser.
    expect(todayIn('Pacific/Kiritimati')).not.toBe(todayIn('Pacific/Pago_Pago'));
  });
});
