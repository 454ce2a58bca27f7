import { describe, expect, it } from 'vitest';
import { duePeriods, nextRetainerPeriod, retainerLineText } from './retainers';

describe('retainer periods', () => {
  const monthly = { frequency: 'Monthly' as const, startDate: '2026-11-01', endDate: null, dayOfIssue: 5 };

  it('bills each month on its day of issue, catching up every missed one', () => {
    expect(duePeriods(monthly, '2026-11-04')).toEqual([]);
    expect(duePeriods(monthly, '2027-01-20').map((p) => [p.key, p.label, p.issueDate])).toEqual([
      ['2026-11', 'November 2026', '2026-11-05'],
      ['2026-12', 'December 2026', '2026-12-05'],
      ['2027-01', 'January 2027', '2027-01-05'],
    ]);
    expect(nextRetainerPeriod(monthly, '2027-01-20')?.issueDate).toBe('2027-02-05');
  });

  it('issues the first period on the start date when it starts after the day of issue', () => {
    const late = { ...monthly, startDate: '2026-11-20' };
    expect(duePeriods(late, '2026-11-20').map((p) => p.issueDate)).toEqual(['2026-11-20']);
  });

  it('uses financial quarters and years, and stops at the end date', () => {
    const quarterly = { ...monthly, frequency: 'Quarterly' as const, startDate: '2026-11-10' };
    expect(duePeriods(quarterly, '2027-04-05').map((p) => [p.key, p.label])).toEqual([
      ['2026-10', 'Oct–Dec 2026'],
      ['2027-01', 'Jan–Mar 2027'],
      ['2027-04', 'Apr–Jun 2027'],
    ]);
    const yearly = { ...monthly, frequency: 'Yearly' as const, startDate: '2027-02-01', dayOfIssue: 1 };
    expect(duePeriods(yearly, '2027-04-01').map((p) => [p.key, p.label, p.issueDate])).toEqual([
      ['2026-04', 'FY 2026-27', '2027-02-01'],
      ['2027-04', 'FY 2027-28', '2027-04-01'],
    ]);
    const ended = { ...monthly, endDate: '2026-12-31' };
    expect(duePeriods(ended, '2027-06-30')).toHaveLength(2);
    expect(nextRetainerPeriod(ended, '2027-01-01')).toBeNull();
  });

  it('writes the line as description – period', () => {
    const [period] = duePeriods(monthly, '2026-11-05');
    if (!period) throw new Error('period expected');
    expect(retainerLineText('Retainer', period)).toBe('Retainer – November 2026');
  });
});
