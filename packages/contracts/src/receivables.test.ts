import { describe, expect, it } from 'vitest';
import { realisationPercent } from './profitability';
import { ageBucketOf, daysBetween, isOverdue, reminderStepDue, runningBalances } from './receivables';

describe('ageing buckets: days from the invoice date', () => {
  it.each([
    [0, 'days0to30'],
    [30, 'days0to30'],
    [31, 'days31to60'],
    [60, 'days31to60'],
    [61, 'days61to90'],
    [90, 'days61to90'],
    [91, 'over90'],
    [400, 'over90'],
  ])('an invoice %i days old is in %s', (age, bucket) => {
    expect(ageBucketOf(age)).toBe(bucket);
  });

  it('counts calendar days across a month end and a leap day', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-10-27', '2026-11-26')).toBe(30);
  });
});

describe('the statement’s running balance', () => {
  it('adds debits and takes off credits after the opening balance', () => {
    const balances = runningBalances(50_000, [
      { debitPaise: 118_000, creditPaise: 0 },
      { debitPaise: 0, creditPaise: 29_500 },
      { debitPaise: 0, creditPaise: 100_000 },
      { debitPaise: 0, creditPaise: 38_500 },
    ]);
    expect(balances).toEqual([168_000, 138_500, 38_500, 0]);
  });

  it('goes below nothing when the client paid in advance of an invoice', () => {
    expect(runningBalances(0, [{ debitPaise: 0, creditPaise: 1_000 }])).toEqual([-1_000]);
    expect(runningBalances(7, [])).toEqual([]);
  });
});

describe('overdue invoices and the reminder schedule', () => {
  it('an issued invoice with a balance after its due date is overdue; a draft never is', () => {
    const sent = { status: 'Sent', dueDate: '2026-11-10', balance: '10.00' };
    expect(isOverdue(sent, '2026-11-11')).toBe(true);
    expect(isOverdue(sent, '2026-11-10')).toBe(false);
    expect(isOverdue({ ...sent, balance: '0.00' }, '2026-12-01')).toBe(false);
    expect(isOverdue({ ...sent, status: 'Generated' }, '2026-12-01')).toBe(false);
  });

  it('steps: the first N days after the due date, then one every M days', () => {
    const schedule = { firstAfterDays: 7, repeatEveryDays: 14 };
    expect(reminderStepDue('2026-11-01', '2026-11-07', schedule)).toBe(0);
    expect(reminderStepDue('2026-11-01', '2026-11-08', schedule)).toBe(1);
    expect(reminderStepDue('2026-11-01', '2026-11-21', schedule)).toBe(1);
    expect(reminderStepDue('2026-11-01', '2026-11-22', schedule)).toBe(2);
    expect(reminderStepDue('2026-11-01', '2026-12-06', schedule)).toBe(3);
  });
});

describe('realisation', () => {
  it('is billed over the time’s worth at billing rates, to one decimal', () => {
    expect(realisationPercent(90_000, 120_000)).toBe(75);
    expect(realisationPercent(100_000, 30_000)).toBe(333.3);
    expect(realisationPercent(5, 0)).toBeNull();
  });
});
