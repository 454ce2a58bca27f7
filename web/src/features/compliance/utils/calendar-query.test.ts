import { describe, expect, it } from 'vitest';
import { boardQuery, calendarQuery, filtersSet, NO_FILTERS } from './calendar-query';

describe('the calendar and board queries', () => {
  it('asks for the whole month and nothing else when no filter is set', () => {
    expect(calendarQuery('2026-11', NO_FILTERS)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(filtersSet(NO_FILTERS)).toBe(0);
  });

  it('adds each filter that is set', () => {
    const filters = { code: 'GSTR-3B', clientId: 'c1', assigneeId: null, status: 'overdue' as const };
    expect(calendarQuery('2027-02', filters)).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
      code: 'GSTR-3B',
      clientId: 'c1',
      status: 'overdue',
    });
    expect(filtersSet(filters)).toBe(3);
  });

  it('asks for the board only once both the form and the year are chosen', () => {
    expect(boardQuery('GSTR-3B', '2026-27')).toEqual({ code: 'GSTR-3B', financialYear: '2026-27' });
    expect(boardQuery(null, '2026-27')).toBeNull();
    expect(boardQuery('GSTR-3B', null)).toBeNull();
  });
});
