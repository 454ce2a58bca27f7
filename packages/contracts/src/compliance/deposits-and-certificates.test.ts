import { describe, expect, it } from 'vitest';
import { formPeriodLabel, obligationsBetween } from './obligations';
import type { ComplianceProfile } from './profile';
import { profileWith } from './test-profile';
import { nextPeriodTitle } from './titles';

function dueOf(profile: ComplianceProfile, code: string, from = '2026-04-01', to = '2027-03-31') {
  return obligationsBetween(profile, from, to)
    .filter((o) => o.code === code)
    .map((o) => [o.period, o.dueDate]);
}

const deductor = (tdsForms: ComplianceProfile['tdsForms']) => profileWith({ tan: 'MUMA12345B', tdsForms });

describe('TCS deposit (rule 37CA)', () => {
  it('is due 7 April for tax collected in March, not 30 April', () => {
    expect(dueOf(deductor(['27EQ']), 'TCS-PAYMENT', '2027-04-01', '2027-04-30')).toEqual([
      ['2027-03', '2027-04-07'],
    ]);
    expect(dueOf(deductor(['27EQ']), 'TDS-PAYMENT', '2027-04-01', '2027-04-30')).toEqual([]);
  });
  it('is due on the 7th of every month, twelve in a year', () => {
    const deposits = dueOf(deductor(['27EQ']), 'TCS-PAYMENT');
    expect(deposits).toHaveLength(12);
    expect(deposits[0]).toEqual(['2026-03', '2026-04-07']);
    expect(deposits.at(-1)).toEqual(['2027-02', '2027-03-07']);
  });
  it('is owed each month beside the TDS deposit by a client that deducts and collects', () => {
    const both = deductor(['26Q', '27EQ']);
    expect(dueOf(both, 'TCS-PAYMENT', '2026-11-01', '2026-11-30')).toEqual([['2026-10', '2026-11-07']]);
    expect(dueOf(both, 'TDS-PAYMENT', '2026-11-01', '2026-11-30')).toEqual([['2026-10', '2026-11-07']]);
    expect(dueOf(both, 'TDS-PAYMENT', '2027-04-01', '2027-04-30')).toEqual([['2027-03', '2027-04-30']]);
    expect(dueOf(both, 'TCS-PAYMENT', '2027-04-01', '2027-04-30')).toEqual([['2027-03', '2027-04-07']]);
  });
  it('is not owed by a deductor that collects no TCS', () => {
    expect(dueOf(deductor(['26Q']), 'TCS-PAYMENT')).toEqual([]);
    expect(dueOf(deductor([]), 'TCS-PAYMENT')).toEqual([]);
  });
});

describe('TDS and TCS certificates', () => {
  it('has Form 16 by 15 June for a salary deductor, Form 130 from tax year 2026-27', () => {
    const salaries = deductor(['24Q']);
    const found = obligationsBetween(salaries, '2026-04-01', '2027-06-30').filter(
      (o) => o.code === 'FORM-16',
    );
    expect(found.map((o) => [o.period, o.dueDate, o.title])).toEqual([
      ['2025-26', '2026-06-15', 'Form 16 – FY 2025-26'],
      ['2026-27', '2027-06-15', 'Form 130 (formerly Form 16) – Tax year 2026-27'],
    ]);
    expect(dueOf(deductor(['26Q']), 'FORM-16')).toEqual([]);
  });
  it('has Form 16A 15 days after each TDS statement is due: 15 Aug, 15 Nov, 15 Feb, 15 Jun', () => {
    for (const form of ['26Q', '27Q'] as const) {
      expect(dueOf(deductor([form]), 'FORM-16A', '2026-04-01', '2027-06-30')).toEqual([
        ['2025-26 Q4', '2026-06-15'],
        ['2026-27 Q1', '2026-08-15'],
        ['2026-27 Q2', '2026-11-15'],
        ['2026-27 Q3', '2027-02-15'],
        ['2026-27 Q4', '2027-06-15'],
      ]);
    }
    expect(dueOf(deductor(['24Q']), 'FORM-16A')).toEqual([]);
  });
  it('names Form 16A Form 131 from tax year 2026-27, beside its old name', () => {
    const titles = obligationsBetween(deductor(['26Q']), '2026-06-15', '2026-08-15')
      .filter((o) => o.code === 'FORM-16A')
      .map((o) => o.title);
    expect(titles).toEqual(['Form 16A – Q4 2025-26', 'Form 131 (formerly Form 16A) – Q1 2026-27']);
  });
  it('has Form 27D 15 days after each TCS statement is due: 30 Jul, 30 Oct, 30 Jan, 30 May', () => {
    const found = obligationsBetween(deductor(['27EQ']), '2026-04-01', '2027-06-30').filter(
      (o) => o.code === 'FORM-27D',
    );
    expect(found.map((o) => [o.period, o.dueDate, o.title])).toEqual([
      ['2025-26 Q4', '2026-05-30', 'Form 27D – Q4 2025-26'],
      ['2026-27 Q1', '2026-07-30', 'Form 133 (formerly Form 27D) – Q1 2026-27'],
      ['2026-27 Q2', '2026-10-30', 'Form 133 (formerly Form 27D) – Q2 2026-27'],
      ['2026-27 Q3', '2027-01-30', 'Form 133 (formerly Form 27D) – Q3 2026-27'],
      ['2026-27 Q4', '2027-05-30', 'Form 133 (formerly Form 27D) – Q4 2026-27'],
    ]);
  });
});

describe('transfer pricing report', () => {
  it('is due 31 October for a client with transfer pricing, Form 48 from tax year 2026-27', () => {
    const found = obligationsBetween(
      profileWith({ transferPricing: true }),
      '2026-04-01',
      '2027-12-31',
    ).filter((o) => o.code === 'FORM-3CEB');
    expect(found.map((o) => [o.period, o.dueDate, o.title])).toEqual([
      ['2025-26', '2026-10-31', 'Form 3CEB – FY 2025-26'],
      ['2026-27', '2027-10-31', 'Form 48 (formerly Form 3CEB) – Tax year 2026-27'],
    ]);
  });
  it('is not owed without transfer pricing', () => {
    expect(dueOf(profileWith(), 'FORM-3CEB')).toEqual([]);
  });
});

describe('the 2025 Act’s tax year', () => {
  it('titles the tax audit report Form 26 beside its old forms from tax year 2026-27', () => {
    const titles = obligationsBetween(profileWith({ taxAudit: true }), '2026-04-01', '2027-12-31')
      .filter((o) => o.code === 'TAX-AUDIT')
      .map((o) => [o.dueDate, o.title]);
    expect(titles).toEqual([
      ['2026-09-30', 'Form 3CA/3CB/3CD – FY 2025-26'],
      ['2027-09-30', 'Form 26 (formerly Form 3CA/3CB/3CD) – Tax year 2026-27'],
    ]);
  });
  it('titles the return and presumptive advance tax of 2026-27 on with the tax year', () => {
    const itr = obligationsBetween(profileWith(), '2027-07-31', '2027-07-31')[0];
    expect(itr).toMatchObject({ periodLabel: 'Tax year 2026-27', title: 'ITR – Tax year 2026-27' });
    const presumptive = profileWith({ advanceTax: 'presumptive' });
    expect(obligationsBetween(presumptive, '2027-03-15', '2027-03-15')[0]?.title).toBe(
      'ADVANCE-TAX – Tax year 2026-27',
    );
  });
  it('keeps FY for GST and company years, and for income-tax years before 2026-27', () => {
    expect(formPeriodLabel('ITR', '2025-26')).toBe('FY 2025-26');
    expect(formPeriodLabel('ITR', '2026-27')).toBe('Tax year 2026-27');
    expect(formPeriodLabel('GSTR-9', '2026-27')).toBe('FY 2026-27');
    expect(formPeriodLabel('AOC-4', '2026-27')).toBe('FY 2026-27');
    expect(formPeriodLabel('26Q', '2026-27 Q2')).toBe('Q2 2026-27');
  });
  it('moves a tax-year title on by one year', () => {
    expect(nextPeriodTitle('ITR – Tax year 2026-27')).toBe('ITR – Tax year 2027-28');
  });
});
