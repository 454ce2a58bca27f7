import { describe, expect, it } from 'vitest';
import { obligationsBetween } from './obligations';
import type { ComplianceDirector, ComplianceProfile } from './profile';
import { profileWith } from './test-profile';

function dueOf(profile: ComplianceProfile, code: string, from = '2026-04-01', to = '2027-03-31') {
  return obligationsBetween(profile, from, to)
    .filter((o) => o.code === code)
    .map((o) => [o.period, o.dueDate]);
}

const company = (overrides: Partial<ComplianceProfile> = {}) =>
  profileWith({ entityType: 'company', pan: 'AAACM1234Q', ...overrides });

describe('filings after a company’s AGM', () => {
  const held = company({ agmDate: '2026-09-25', auditorAppointedOn: '2026-09-25' });
  it('has ADT-1 15, AOC-4 30 and MGT-7 60 days after the AGM', () => {
    expect(dueOf(held, 'ADT-1')).toEqual([['2026-27', '2026-10-10']]);
    expect(dueOf(held, 'AOC-4')).toEqual([['2025-26', '2026-10-25']]);
    expect(dueOf(held, 'MGT-7')).toEqual([['2025-26', '2026-11-24']]);
  });
  it('belong to the financial year whose accounts the AGM adopts', () => {
    expect(dueOf(company({ agmDate: '2027-03-31' }), 'AOC-4', '2027-04-01', '2027-06-30')).toEqual([
      ['2025-26', '2027-04-30'],
    ]);
    expect(dueOf(company({ agmDate: '2027-04-01' }), 'AOC-4', '2027-04-01', '2027-06-30')).toEqual([
      ['2026-27', '2027-05-01'],
    ]);
  });
  it('are not owed by another entity with an AGM date', () => {
    expect(dueOf(profileWith({ entityType: 'llp', agmDate: '2026-09-25' }), 'MGT-7')).toEqual([]);
  });
});

describe('DPT-3 and LLP returns, for the financial year ended 31 March before', () => {
  it('has DPT-3 on 30 June', () => {
    expect(dueOf(company({ dpt3: true }), 'DPT-3')).toEqual([['2025-26', '2026-06-30']]);
    expect(dueOf(company(), 'DPT-3')).toEqual([]);
  });
  it('has LLP-11 on 30 May and LLP-8 on 30 October for an LLP', () => {
    const llp = profileWith({ entityType: 'llp', pan: 'AAFFL1234Q' });
    expect(dueOf(llp, 'LLP-11')).toEqual([['2025-26', '2026-05-30']]);
    expect(dueOf(llp, 'LLP-8')).toEqual([['2025-26', '2026-10-30']]);
    expect(dueOf(company(), 'LLP-11')).toEqual([]);
  });
});

describe('DIR-3 KYC, every third year from the last filing, from 31 March 2026', () => {
  const director = (din: string, lastKycFiledOn: string | null): ComplianceDirector => ({
    name: `Director ${din}`,
    din,
    lastKycFiledOn,
  });
  const kyc = (directors: ComplianceDirector[], from: string, to: string) =>
    obligationsBetween(company({ directors }), from, to)
      .filter((o) => o.code === 'DIR-3-KYC')
      .map((o) => [o.directorDin, o.period, o.dueDate]);

  it('is due 30 June 2026 for a director who never filed', () => {
    expect(kyc([director('01234567', null)], '2026-04-01', '2027-03-31')).toEqual([
      ['01234567', '2026-27', '2026-06-30'],
    ]);
  });
  it('is due 30 June 2028 for a director who last filed in FY 2025-26', () => {
    const filed = [director('01234567', '2025-09-10')];
    expect(kyc(filed, '2026-04-01', '2028-03-31')).toEqual([]);
    expect(kyc(filed, '2028-04-01', '2029-03-31')).toEqual([['01234567', '2028-29', '2028-06-30']]);
  });
  it('is due 30 June 2026, when the rule begins, for a director who last filed long before', () => {
    expect(kyc([director('01234567', '2021-09-10')], '2026-04-01', '2027-03-31')).toEqual([
      ['01234567', '2026-27', '2026-06-30'],
    ]);
  });
  it('is not due again until 30 June 2029 after a filing on 1 May 2026', () => {
    const filed = [director('01234567', '2026-05-01')];
    expect(kyc(filed, '2026-04-01', '2029-03-31')).toEqual([]);
    expect(kyc(filed, '2029-04-01', '2029-12-31')).toEqual([['01234567', '2029-30', '2029-06-30']]);
  });
  it('is one obligation per director, named in the title', () => {
    const both = [director('01234567', null), director('07654321', null)];
    const found = obligationsBetween(company({ directors: both }), '2026-06-30', '2026-06-30');
    expect(found.map((o) => [o.directorDin, o.title])).toEqual([
      ['01234567', 'DIR-3-KYC – Director 01234567 (DIN 01234567) – FY 2026-27'],
      ['07654321', 'DIR-3-KYC – Director 07654321 (DIN 07654321) – FY 2026-27'],
    ]);
  });
  it('is owed by no one without directors', () => {
    expect(kyc([], '2026-04-01', '2027-03-31')).toEqual([]);
  });
});

describe('a company with no AGM date', () => {
  it('has AOC-4 and MGT-7 provisionally from 30 September, the latest lawful AGM date', () => {
    const found = obligationsBetween(company(), '2026-04-01', '2027-03-31').filter((o) =>
      ['AOC-4', 'MGT-7'].includes(o.code),
    );
    expect(found.map((o) => [o.code, o.period, o.dueDate, o.provisional, o.title])).toEqual([
      ['AOC-4', '2025-26', '2026-10-30', true, 'AOC-4 (provisional) – FY 2025-26'],
      ['MGT-7', '2025-26', '2026-11-29', true, 'MGT-7 (provisional) – FY 2025-26'],
    ]);
  });
  it('has them dated from the AGM, not provisional, once the AGM date is entered', () => {
    const held = obligationsBetween(company({ agmDate: '2026-09-25' }), '2026-04-01', '2027-03-31').filter(
      (o) => o.code === 'AOC-4',
    );
    expect(held.map((o) => [o.period, o.dueDate, o.provisional, o.title])).toEqual([
      ['2025-26', '2026-10-25', undefined, 'AOC-4 – FY 2025-26'],
    ]);
  });
  it('dates the years after the entered AGM provisionally until their AGM is entered', () => {
    expect(dueOf(company({ agmDate: '2026-09-25' }), 'MGT-7', '2027-04-01', '2028-03-31')).toEqual([
      ['2026-27', '2027-11-29'],
    ]);
  });
});

describe('ADT-1, in the year of the auditor’s appointment only', () => {
  it('is due 15 days after the appointment, once', () => {
    const appointed = company({ agmDate: '2026-09-25', auditorAppointedOn: '2026-09-25' });
    expect(dueOf(appointed, 'ADT-1', '2026-04-01', '2031-03-31')).toEqual([['2026-27', '2026-10-10']]);
  });
  it('is not owed in a year with an AGM but no appointment', () => {
    expect(dueOf(company({ agmDate: '2026-09-25' }), 'ADT-1')).toEqual([]);
    expect(dueOf(company({ agmDate: '2027-09-20', auditorAppointedOn: '2024-09-25' }), 'ADT-1')).toEqual([]);
  });
});

describe('DIR-3 KYC after a change of mobile, e-mail or address', () => {
  it('is due within 30 days of the recorded change, beside the three-yearly KYC', () => {
    const directors: ComplianceDirector[] = [
      { name: 'A Director', din: '01234567', lastKycFiledOn: '2026-05-01', detailsChangedOn: '2026-11-20' },
      { name: 'B Director', din: '07654321', lastKycFiledOn: '2026-05-01' },
    ];
    const found = obligationsBetween(company({ directors }), '2026-04-01', '2027-03-31').filter((o) =>
      o.code.startsWith('DIR-3'),
    );
    expect(found.map((o) => [o.code, o.directorDin, o.period, o.dueDate, o.title])).toEqual([
      [
        'DIR-3-KYC-CHANGE',
        '01234567',
        '2026-11',
        '2026-12-20',
        'DIR-3-KYC (change of details) – A Director (DIN 01234567) – Nov 2026',
      ],
    ]);
  });
});
