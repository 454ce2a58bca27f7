import { describe, expect, it } from 'vitest';
import { frequencyHistoryAfter } from './frequency-change';

describe('a change of GST frequency', () => {
  it('takes effect from the next quarter: the current quarter stays under the old frequency', () => {
    expect(frequencyHistoryAfter({ gstFrequency: 'monthly' }, 'quarterly', '2026-11-29')).toEqual([
      { frequency: 'monthly', until: '2026-12-31' },
    ]);
    expect(frequencyHistoryAfter({ gstFrequency: 'quarterly' }, 'monthly', '2027-03-31')).toEqual([
      { frequency: 'quarterly', until: '2027-03-31' },
    ]);
  });
  it('keeps earlier changes already in force', () => {
    const before = {
      gstFrequency: 'quarterly' as const,
      gstFrequencyHistory: [{ frequency: 'monthly' as const, until: '2026-06-30' }],
    };
    expect(frequencyHistoryAfter(before, 'monthly', '2026-11-29')).toEqual([
      { frequency: 'monthly', until: '2026-06-30' },
      { frequency: 'quarterly', until: '2026-12-31' },
    ]);
  });
  it('replaces a change not yet in force, and cancels it on a change back', () => {
    const pending = {
      gstFrequency: 'quarterly' as const,
      gstFrequencyHistory: [{ frequency: 'monthly' as const, until: '2026-12-31' }],
    };
    expect(frequencyHistoryAfter(pending, 'monthly', '2026-12-05')).toEqual([]);
    expect(frequencyHistoryAfter(pending, 'composition', '2026-12-05')).toEqual([
      { frequency: 'monthly', until: '2026-12-31' },
    ]);
  });
  it('leaves the history alone when the frequency is unchanged or a GSTIN starts or ends', () => {
    expect(frequencyHistoryAfter({ gstFrequency: 'monthly' }, 'monthly', '2026-11-29')).toEqual([]);
    expect(frequencyHistoryAfter({ gstFrequency: null }, 'monthly', '2026-11-29')).toEqual([]);
    expect(frequencyHistoryAfter({ gstFrequency: 'monthly' }, null, '2026-11-29')).toEqual([]);
    expect(frequencyHistoryAfter(null, 'monthly', '2026-11-29')).toEqual([]);
  });
});
