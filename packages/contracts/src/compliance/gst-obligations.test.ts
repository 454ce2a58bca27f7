import { describe, expect, it } from 'vitest';
import { obligationsBetween } from './obligations';
import type { ComplianceProfile } from './profile';
import { gstinFor, profileWith } from './test-profile';

const PAN = 'ABCPK1234E';

function dueOf(profile: ComplianceProfile, code: string, from = '2026-04-01', to = '2027-03-31') {
  return obligationsBetween(profile, from, to)
    .filter((o) => o.code === code)
    .map((o) => [o.period, o.dueDate]);
}

const gst = (gstFrequency: ComplianceProfile['gstFrequency'], state = '27') =>
  profileWith({ gstin: gstinFor(state, PAN), gstFrequency });

describe('GST returns of a monthly filer', () => {
  it('has GSTR-1 on the 11th and GSTR-3B on the 20th of the next month', () => {
    expect(dueOf(gst('monthly'), 'GSTR-1', '2026-11-01', '2026-11-30')).toEqual([['2026-10', '2026-11-11']]);
    expect(dueOf(gst('monthly'), 'GSTR-3B', '2026-11-01', '2026-11-30')).toEqual([['2026-10', '2026-11-20']]);
  });
  it('has twelve of each in a year, March 2026 due in April and February 2027 due in March', () => {
    const gstr3b = dueOf(gst('monthly'), 'GSTR-3B');
    expect(gstr3b).toHaveLength(12);
    expect(gstr3b[0]).toEqual(['2026-03', '2026-04-20']);
    expect(gstr3b.at(-1)).toEqual(['2027-02', '2027-03-20']);
  });
  it('has no PMT-06, CMP-08 or quarterly returns', () => {
    const codes = new Set(obligationsBetween(gst('monthly'), '2026-04-01', '2027-03-31').map((o) => o.code));
    expect([...codes].sort()).toEqual(['GSTR-1', 'GSTR-3B', 'ITR']);
  });
});

describe('GST returns of a QRMP (quarterly) filer', () => {
  it('has GSTR-1 on the 13th after each quarter', () => {
    expect(dueOf(gst('quarterly'), 'GSTR-1')).toEqual([
      ['2025-26 Q4', '2026-04-13'],
      ['2026-27 Q1', '2026-07-13'],
      ['2026-27 Q2', '2026-10-13'],
      ['2026-27 Q3', '2027-01-13'],
    ]);
  });
  it('has GSTR-3B on the 22nd for a Maharashtra (27) GSTIN', () => {
    expect(dueOf(gst('quarterly', '27'), 'GSTR-3B', '2026-07-01', '2026-07-31')).toEqual([
      ['2026-27 Q1', '2026-07-22'],
    ]);
  });
  it('has GSTR-3B on the 24th for a Delhi (07) GSTIN', () => {
    expect(dueOf(gst('quarterly', '07'), 'GSTR-3B', '2026-07-01', '2026-07-31')).toEqual([
      ['2026-27 Q1', '2026-07-24'],
    ]);
  });
  it('puts Dadra and Nagar Haveli and Daman and Diu, Andhra Pradesh, Telangana and Goa on the 22nd', () => {
    for (const state of ['26', '37', '36', '30', '22', '35']) {
      expect(dueOf(gst('quarterly', state), 'GSTR-3B', '2026-10-01', '2026-10-31')).toEqual([
        ['2026-27 Q2', '2026-10-22'],
      ]);
    }
  });
  it('puts West Bengal, Punjab, Uttar Pradesh and Ladakh on the 24th', () => {
    for (const state of ['19', '03', '09', '38']) {
      expect(dueOf(gst('quarterly', state), 'GSTR-3B', '2026-10-01', '2026-10-31')).toEqual([
        ['2026-27 Q2', '2026-10-24'],
      ]);
    }
  });
  it('pays PMT-06 by the 25th for the first two months of each quarter only', () => {
    expect(dueOf(gst('quarterly'), 'PMT-06')).toEqual([
      ['2026-04', '2026-05-25'],
      ['2026-05', '2026-06-25'],
      ['2026-07', '2026-08-25'],
      ['2026-08', '2026-09-25'],
      ['2026-10', '2026-11-25'],
      ['2026-11', '2026-12-25'],
      ['2027-01', '2027-02-25'],
      ['2027-02', '2027-03-25'],
    ]);
  });
});

describe('GST of a composition dealer', () => {
  it('pays CMP-08 on the 18th after each quarter', () => {
    expect(dueOf(gst('composition'), 'CMP-08')).toEqual([
      ['2025-26 Q4', '2026-04-18'],
      ['2026-27 Q1', '2026-07-18'],
      ['2026-27 Q2', '2026-10-18'],
      ['2026-27 Q3', '2027-01-18'],
    ]);
  });
  it('files GSTR-4 for the year by 30 April after it', () => {
    expect(dueOf(gst('composition'), 'GSTR-4')).toEqual([['2025-26', '2026-04-30']]);
    expect(dueOf(gst('composition'), 'GSTR-4', '2027-04-01', '2027-04-30')).toEqual([
      ['2026-27', '2027-04-30'],
    ]);
  });
  it('files no GSTR-1 or GSTR-3B', () => {
    expect(dueOf(gst('composition'), 'GSTR-1')).toEqual([]);
    expect(dueOf(gst('composition'), 'GSTR-3B')).toEqual([]);
  });
});

describe('GST annual return and reconciliation', () => {
  it('has GSTR-9 and GSTR-9C on 31 December after the year, each by its own flag', () => {
    const both = profileWith({ ...gst('monthly'), gstAnnualReturn: true, gstReconciliation: true });
    expect(dueOf(both, 'GSTR-9')).toEqual([['2025-26', '2026-12-31']]);
    expect(dueOf(both, 'GSTR-9C')).toEqual([['2025-26', '2026-12-31']]);
    const annualOnly = profileWith({ ...gst('monthly'), gstAnnualReturn: true });
    expect(dueOf(annualOnly, 'GSTR-9C')).toEqual([]);
  });
});

it('files no GST return for a frequency left on a profile without a GSTIN', () => {
  const codes = obligationsBetween(profileWith({ gstFrequency: 'monthly' }), '2026-04-01', '2027-03-31').map(
    (o) => o.code,
  );
  expect(codes).toEqual(['ITR']);
});

describe('IFF for a QRMP filer', () => {
  it('is offered, optional, for the first two months of each quarter by the 13th', () => {
    const found = obligationsBetween(gst('quarterly'), '2026-04-01', '2026-09-30').filter(
      (o) => o.code === 'IFF',
    );
    expect(found.map((o) => [o.period, o.dueDate, o.optional, o.title])).toEqual([
      ['2026-04', '2026-05-13', true, 'IFF (optional) – Apr 2026'],
      ['2026-05', '2026-06-13', true, 'IFF (optional) – May 2026'],
      ['2026-07', '2026-08-13', true, 'IFF (optional) – Jul 2026'],
      ['2026-08', '2026-09-13', true, 'IFF (optional) – Aug 2026'],
    ]);
  });
  it('is not offered to a monthly filer', () => {
    expect(dueOf(gst('monthly'), 'IFF')).toEqual([]);
  });
});

describe('a GST frequency changed mid-year', () => {
  // Monthly until 31 December 2026; QRMP from the quarter after the change, January 2027.
  const switched = profileWith({
    gstin: gstinFor('27', PAN),
    gstFrequency: 'quarterly',
    gstFrequencyHistory: [{ frequency: 'monthly', until: '2026-12-31' }],
  });
  it('keeps the monthly returns of the months before the switch', () => {
    expect(dueOf(switched, 'GSTR-3B', '2026-04-01', '2027-01-31')).toEqual([
      ['2026-03', '2026-04-20'],
      ['2026-04', '2026-05-20'],
      ['2026-05', '2026-06-20'],
      ['2026-06', '2026-07-20'],
      ['2026-07', '2026-08-20'],
      ['2026-08', '2026-09-20'],
      ['2026-09', '2026-10-20'],
      ['2026-10', '2026-11-20'],
      ['2026-11', '2026-12-20'],
      ['2026-12', '2027-01-20'],
    ]);
  });
  it('has quarterly returns and payments only from the quarter the switch took effect', () => {
    const codes = ['GSTR-1', 'GSTR-3B', 'PMT-06', 'IFF'];
    const quarterly = obligationsBetween(switched, '2026-04-01', '2027-04-30')
      .filter((o) => codes.includes(o.code) && !/^\d{4}-\d{2}$/.test(o.period))
      .map((o) => [o.code, o.period, o.dueDate]);
    expect(quarterly).toEqual([
      ['GSTR-1', '2026-27 Q4', '2027-04-13'],
      ['GSTR-3B', '2026-27 Q4', '2027-04-22'],
    ]);
    expect(dueOf(switched, 'PMT-06', '2026-04-01', '2027-04-30')).toEqual([
      ['2027-01', '2027-02-25'],
      ['2027-02', '2027-03-25'],
    ]);
  });
});
