import { describe, expect, it } from 'vitest';
import { obligationsBetween } from './obligations';
import type { ComplianceProfile } from './profile';
import { profileWith } from './test-profile';

function dueOf(profile: ComplianceProfile, code: string, from = '2026-04-01', to = '2027-03-31') {
  return obligationsBetween(profile, from, to)
    .filter((o) => o.code === code)
    .map((o) => [o.period, o.dueDate]);
}

const deductor = (tdsForms: ComplianceProfile['tdsForms']) => profileWith({ tan: 'MUMA12345B', tdsForms });

describe('TDS payment', () => {
  it('is due on the 7th of the next month', () => {
    expect(dueOf(deductor([]), 'TDS-PAYMENT', '2026-11-01', '2026-11-30')).toEqual([
      ['2026-10', '2026-11-07'],
    ]);
  });
  it('is due on 30 April for tax deducted in March', () => {
    expect(dueOf(deductor([]), 'TDS-PAYMENT', '2026-04-01', '2026-05-31')).toEqual([
      ['2026-03', '2026-04-30'],
      ['2026-04', '2026-05-07'],
    ]);
    expect(dueOf(deductor([]), 'TDS-PAYMENT', '2027-04-01', '2027-04-30')).toEqual([
      ['2027-03', '2027-04-30'],
    ]);
  });
  it('is owed only with a TAN', () => {
    expect(dueOf(profileWith(), 'TDS-PAYMENT')).toEqual([]);
    expect(dueOf(profileWith({ tdsForms: ['26Q'] }), '26Q')).toEqual([]);
  });
});

describe('quarterly TDS statements', () => {
  it('are due 31 Jul, 31 Oct, 31 Jan and, for Q4, 31 May of the next calendar year', () => {
    for (const code of ['24Q', '26Q', '27Q'] as const) {
      expect(dueOf(deductor([code]), code, '2026-04-01', '2027-06-30')).toEqual([
        ['2025-26 Q4', '2026-05-31'],
        ['2026-27 Q1', '2026-07-31'],
        ['2026-27 Q2', '2026-10-31'],
        ['2026-27 Q3', '2027-01-31'],
        ['2026-27 Q4', '2027-05-31'],
      ]);
    }
  });
  it('has 27EQ due 15 Jul, 15 Oct, 15 Jan and 15 May', () => {
    expect(dueOf(deductor(['27EQ']), '27EQ', '2026-04-01', '2027-06-30').map(([, d]) => d)).toEqual([
      '2026-05-15',
      '2026-07-15',
      '2026-10-15',
      '2027-01-15',
      '2027-05-15',
    ]);
  });
  it('only for the forms the client files', () => {
    const codes = obligationsBetween(deductor(['26Q']), '2026-04-01', '2027-03-31').map((o) => o.code);
    expect(new Set(codes)).toEqual(new Set(['TDS-PAYMENT', '26Q', 'FORM-16A', 'ITR']));
  });
  it('show the Income-tax Rules 2026 form with the old code from tax year 2026-27', () => {
    const titles = obligationsBetween(deductor(['24Q', '26Q', '27Q', '27EQ']), '2026-10-01', '2026-10-31')
      .filter((o) => !['TDS-PAYMENT', 'TCS-PAYMENT', 'FORM-27D'].includes(o.code))
      .map((o) => [o.name, o.title]);
    expect(titles).toEqual([
      ['Form 143', 'Form 143 (27EQ) – Q2 2026-27'],
      ['Form 138', 'Form 138 (24Q) – Q2 2026-27'],
      ['Form 140', 'Form 140 (26Q) – Q2 2026-27'],
      ['Form 144', 'Form 144 (27Q) – Q2 2026-27'],
    ]);
  });
  it('keep the old form for the last quarter of 2025-26, filed in May 2026', () => {
    const [q4] = obligationsBetween(deductor(['26Q']), '2026-05-31', '2026-05-31').filter(
      (o) => o.code === '26Q',
    );
    expect(q4).toMatchObject({ name: '26Q', title: '26Q – Q4 2025-26', period: '2025-26 Q4' });
  });
});

describe('advance tax', () => {
  it('is paid in four instalments, each the quarter of the financial year it falls in', () => {
    expect(dueOf(profileWith({ advanceTax: 'regular' }), 'ADVANCE-TAX')).toEqual([
      ['2026-27 Q1', '2026-06-15'],
      ['2026-27 Q2', '2026-09-15'],
      ['2026-27 Q3', '2026-12-15'],
      ['2026-27 Q4', '2027-03-15'],
    ]);
  });
  it('is paid once by 15 March under presumptive taxation', () => {
    expect(dueOf(profileWith({ advanceTax: 'presumptive' }), 'ADVANCE-TAX')).toEqual([
      ['2026-27', '2027-03-15'],
    ]);
  });
  it('is not due for a client who pays none', () => {
    expect(dueOf(profileWith(), 'ADVANCE-TAX')).toEqual([]);
  });
});

describe('income-tax return, for the financial year before', () => {
  it('is due 31 July for an individual without business income', () => {
    expect(dueOf(profileWith(), 'ITR')).toEqual([['2025-26', '2026-07-31']]);
  });
  it('is due 31 August for business income without audit, and for a trust', () => {
    expect(dueOf(profileWith({ businessIncome: true }), 'ITR')).toEqual([['2025-26', '2026-08-31']]);
    expect(dueOf(profileWith({ entityType: 'trust', pan: 'AAATK1234E' }), 'ITR')).toEqual([
      ['2025-26', '2026-08-31'],
    ]);
  });
  it('is due 31 October for a company or under tax audit', () => {
    expect(dueOf(profileWith({ entityType: 'company' }), 'ITR')).toEqual([['2025-26', '2026-10-31']]);
    expect(dueOf(profileWith({ businessIncome: true, taxAudit: true }), 'ITR')).toEqual([
      ['2025-26', '2026-10-31'],
    ]);
  });
  it('is due 30 November with transfer pricing', () => {
    const profile = profileWith({ entityType: 'company', taxAudit: true, transferPricing: true });
    expect(dueOf(profile, 'ITR')).toEqual([['2025-26', '2026-11-30']]);
  });
  it('is titled with the financial year', () => {
    expect(obligationsBetween(profileWith(), '2026-07-31', '2026-07-31')[0]?.title).toBe('ITR – FY 2025-26');
  });
});

describe('tax audit report', () => {
  it('is due 30 September, or 31 October with transfer pricing', () => {
    expect(dueOf(profileWith({ taxAudit: true }), 'TAX-AUDIT')).toEqual([['2025-26', '2026-09-30']]);
    expect(dueOf(profileWith({ taxAudit: true, transferPricing: true }), 'TAX-AUDIT')).toEqual([
      ['2025-26', '2026-10-31'],
    ]);
    expect(dueOf(profileWith(), 'TAX-AUDIT')).toEqual([]);
  });
});
