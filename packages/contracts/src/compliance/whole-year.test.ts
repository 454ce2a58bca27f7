import { describe, expect, it } from 'vitest';
import { obligationKey, obligationsBetween } from './obligations';
import { gstinFor, profileWith } from './test-profile';

// Every registration at once: a Maharashtra company under QRMP with every TDS form, regular
// advance tax, audit with transfer pricing, an AGM, deposits, and two directors.
const kitchenSink = profileWith({
  entityType: 'company',
  pan: 'AAACM1234Q',
  gstin: gstinFor('27', 'AAACM1234Q'),
  gstFrequency: 'quarterly',
  gstAnnualReturn: true,
  gstReconciliation: true,
  tan: 'MUMA12345B',
  tdsForms: ['24Q', '26Q', '27Q', '27EQ'],
  advanceTax: 'regular',
  taxAudit: true,
  transferPricing: true,
  businessIncome: true,
  agmDate: '2026-09-25',
  auditorAppointedOn: '2026-09-25',
  dpt3: true,
  directors: [
    { name: 'A Director', din: '01234567', lastKycFiledOn: null },
    { name: 'B Director', din: '07654321', lastKycFiledOn: '2026-05-01' },
  ],
});

describe('a whole financial year for the kitchen-sink profile', () => {
  const year = obligationsBetween(kitchenSink, '2026-04-01', '2027-03-31');

  it('gives 87 obligations', () => {
    const byCode = Object.fromEntries(
      [...new Set(year.map((o) => o.code))].map((code) => [code, year.filter((o) => o.code === code).length]),
    );
    expect(byCode).toEqual({
      'GSTR-1': 4,
      'GSTR-3B': 4,
      'PMT-06': 8,
      IFF: 8,
      'GSTR-9': 1,
      'GSTR-9C': 1,
      'TDS-PAYMENT': 12,
      'TCS-PAYMENT': 12,
      '24Q': 4,
      '26Q': 4,
      '27Q': 4,
      '27EQ': 4,
      'FORM-16': 1,
      'FORM-16A': 4,
      'FORM-27D': 4,
      'ADVANCE-TAX': 4,
      ITR: 1,
      'TAX-AUDIT': 1,
      'FORM-3CEB': 1,
      'ADT-1': 1,
      'AOC-4': 1,
      'MGT-7': 1,
      'DPT-3': 1,
      'DIR-3-KYC': 1,
    });
    expect(year).toHaveLength(87);
  });
  it('lists them by due date, each with a unique key, a title and a source', () => {
    const dates = year.map((o) => o.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(year.map(obligationKey)).size).toBe(year.length);
    for (const o of year) {
      expect(o.title.endsWith(o.periodLabel)).toBe(true);
      expect(o.source).not.toBe('');
    }
  });
  it('is the same as its four quarters generated one after another', () => {
    const quarters = [
      ['2026-04-01', '2026-06-30'],
      ['2026-07-01', '2026-09-30'],
      ['2026-10-01', '2026-12-31'],
      ['2027-01-01', '2027-03-31'],
    ].flatMap(([from, to]) => obligationsBetween(kitchenSink, from!, to!));
    expect(quarters).toEqual(year);
  });
});

describe('the date range', () => {
  it('includes both ends', () => {
    const day = obligationsBetween(profileWith(), '2026-07-31', '2026-07-31');
    expect(day.map((o) => o.code)).toEqual(['ITR']);
  });
  it('answers nothing when it ends before it starts', () => {
    expect(obligationsBetween(profileWith(), '2026-08-01', '2026-07-01')).toEqual([]);
  });
  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => obligationsBetween(profileWith(), '01/04/2026', '2026-07-01')).toThrow(RangeError);
  });
  it('reaches into a year without its own file using the latest rules', () => {
    const april2027 = obligationsBetween(kitchenSink, '2027-04-01', '2027-04-30');
    expect(april2027.map((o) => o.title)).toEqual([
      'TCS-PAYMENT – Mar 2027',
      'GSTR-1 – Q4 2026-27',
      'GSTR-3B – Q4 2026-27',
      'TDS-PAYMENT – Mar 2027',
    ]);
  });
});
