import { REPORT_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { reportSearch, withApprovedOnly } from './report-search';

describe('reportSearch', () => {
  it('sends only the chip for a preset, whatever dates were typed', () => {
    expect(reportSearch({ dateType: 'past-week', fromDate: '2026-11-01', toDate: '' })).toEqual({
      search: { dateType: 'past-week' },
      problem: null,
    });
  });

  it('sends a custom range only when both dates are set', () => {
    expect(reportSearch({ dateType: 'custom', fromDate: '2026-11-01', toDate: '' })).toEqual({
      search: null,
      problem: REPORT_MESSAGES.customNeedsDates,
    });
    expect(reportSearch({ dateType: 'custom', fromDate: '2026-11-01', toDate: '2026-11-05' }).search).toEqual(
      {
        dateType: 'custom',
        fromDate: '2026-11-01',
        toDate: '2026-11-05',
      },
    );
  });

  it('refuses a from date after the to date with the message the server would give', () => {
    expect(reportSearch({ dateType: 'custom', fromDate: '2026-11-05', toDate: '2026-11-01' }).problem).toBe(
      REPORT_MESSAGES.fromAfterTo,
    );
  });

  it('asks for approved days only when the switch is on, and nothing when the range is incomplete', () => {
    expect(withApprovedOnly({ dateType: 'this-month' }, true)).toEqual({
      dateType: 'this-month',
      approvedOnly: 'true',
    });
    expect(withApprovedOnly({ dateType: 'this-month' }, false)).toEqual({ dateType: 'this-month' });
    expect(withApprovedOnly(null, true)).toBeNull();
  });
});
