import { describe, expect, it } from 'vitest';
import { nextPeriod } from './next-period';
import { financialYearOfPeriod, parsePeriod, quarterOfMonth } from './periods';
import { nextPeriodTitle, obligationTitle, periodLabel } from './titles';

describe('period strings', () => {
  it('reads months, quarters of a financial year and financial years', () => {
    expect(parsePeriod('2026-10')).toEqual({ kind: 'month', year: 2026, month: 10 });
    expect(parsePeriod('2026-27 Q2')).toEqual({ kind: 'quarter', startYear: 2026, quarter: 2 });
    expect(parsePeriod('2025-26')).toEqual({ kind: 'year', startYear: 2025 });
    expect(parsePeriod('1999-00')).toEqual({ kind: 'year', startYear: 1999 });
  });
  it('refuses anything else', () => {
    for (const bad of ['2026-13', '2026-28', '2026-27 Q5', 'Oct 2026', '2026-27Q1', '']) {
      expect(parsePeriod(bad)).toBeNull();
    }
  });
  it('puts April to June in Q1 and January to March in Q4', () => {
    expect([4, 6, 7, 9, 10, 12, 1, 3].map(quarterOfMonth)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it('knows the financial year of a period', () => {
    expect(financialYearOfPeriod('2027-03')).toBe('2026-27');
    expect(financialYearOfPeriod('2026-04')).toBe('2026-27');
    expect(financialYearOfPeriod('2026-27 Q4')).toBe('2026-27');
    expect(financialYearOfPeriod('nonsense')).toBeNull();
  });
});

describe('period labels and titles', () => {
  it('labels a month, a quarter and a financial year', () => {
    expect(periodLabel('2026-10')).toBe('Oct 2026');
    expect(periodLabel('2026-27 Q2')).toBe('Q2 2026-27');
    expect(periodLabel('2025-26')).toBe('FY 2025-26');
    expect(periodLabel('Q2')).toBeNull();
  });
  it('titles a task with an en dash, and the code beside a renamed form', () => {
    expect(obligationTitle('GSTR-3B', 'GSTR-3B', '2026-10')).toBe('GSTR-3B – Oct 2026');
    expect(obligationTitle('26Q', '26Q', '2026-27 Q2')).toBe('26Q – Q2 2026-27');
    expect(obligationTitle('26Q', 'Form 140', '2026-27 Q2')).toBe('Form 140 (26Q) – Q2 2026-27');
    expect(obligationTitle('ITR', 'ITR', '2025-26')).toBe('ITR – FY 2025-26');
  });
});

describe('the next period of a recurring task’s title', () => {
  it('moves a month on by one, December into January', () => {
    expect(nextPeriodTitle('GSTR-3B – Oct 2026')).toBe('GSTR-3B – Nov 2026');
    expect(nextPeriodTitle('GSTR-3B – Dec 2026')).toBe('GSTR-3B – Jan 2027');
  });
  it('moves a quarter on by one, Q4 into Q1 of the next financial year', () => {
    expect(nextPeriodTitle('Form 140 (26Q) – Q2 2026-27')).toBe('Form 140 (26Q) – Q3 2026-27');
    expect(nextPeriodTitle('26Q – Q4 2026-27')).toBe('26Q – Q1 2027-28');
  });
  it('moves a financial year on by one', () => {
    expect(nextPeriodTitle('ITR – FY 2025-26')).toBe('ITR – FY 2026-27');
    expect(nextPeriodTitle('Audit – FY 2099-00')).toBe('Audit – FY 2100-01');
  });
  it('keeps whatever separator the title was typed with', () => {
    expect(nextPeriodTitle('GSTR-3B - Oct 2026')).toBe('GSTR-3B - Nov 2026');
    expect(nextPeriodTitle('GSTR-3B Oct 2026')).toBe('GSTR-3B Nov 2026');
  });
  it('answers null for a title without a period at its end', () => {
    for (const title of ['Bank reconciliation', 'Oct 2026 review', 'ITR – FY 2025-30', 'Item Octo 2026']) {
      expect(nextPeriodTitle(title)).toBeNull();
    }
  });
});

describe('the next period of a form', () => {
  it('is the next month, December into January', () => {
    expect(nextPeriod('GSTR-3B', '2026-10')).toBe('2026-11');
    expect(nextPeriod('TDS-PAYMENT', '2026-12')).toBe('2027-01');
  });
  it('skips the third month of a quarter for PMT-06', () => {
    expect(nextPeriod('PMT-06', '2026-10')).toBe('2026-11');
    expect(nextPeriod('PMT-06', '2026-11')).toBe('2027-01');
    expect(nextPeriod('PMT-06', '2027-02')).toBe('2027-04');
  });
  it('is the next quarter, Q4 2026-27 into Q1 2027-28', () => {
    expect(nextPeriod('26Q', '2026-27 Q2')).toBe('2026-27 Q3');
    expect(nextPeriod('26Q', '2026-27 Q4')).toBe('2027-28 Q1');
    expect(nextPeriod('ADVANCE-TAX', '2026-27 Q4')).toBe('2027-28 Q1');
  });
  it('is the next year, and the next cycle three years on for DIR-3 KYC', () => {
    expect(nextPeriod('ITR', '2025-26')).toBe('2026-27');
    expect(nextPeriod('DIR-3-KYC', '2026-27')).toBe('2029-30');
  });
  it('rolls an unknown code by its period’s kind, and answers null for a malformed period', () => {
    expect(nextPeriod('OWN-TASK', '2026-12')).toBe('2027-01');
    expect(nextPeriod('GSTR-3B', 'Oct 2026')).toBeNull();
  });
});
