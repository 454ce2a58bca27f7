import { describe, expect, it } from 'vitest';
import { gstPeriodOptions } from './gst-periods';

describe('GST return periods on offer', () => {
  it('lists months newest first across a year end', () => {
    expect(gstPeriodOptions('2026-02-14', false, 3)).toEqual([
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
    ]);
  });
  it('lists QRMP quarters', () => {
    expect(gstPeriodOptions('2026-11-26', true, 2)).toEqual([
      { value: '2026-Q4', label: 'Oct–Dec 2026' },
      { value: '2026-Q3', label: 'Jul–Sep 2026' },
    ]);
  });
});
