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
  const held = company({ agmDate: '2026-09-25' });
  it('has ADT-1 15, AOC-4 30 and MGT-7 60 days after the AGM', () => {
    expect(dueOf(held, 'ADT-1')).toEqual([['2025-26', '2026-10-10']]);
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
  it('are not owed without an AGM date, nor by another entity with one', () => {
    expect(dueOf(company(), 'MGT-7')).toEqual([]);
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

describe('DIR-3 KYC, every third year from 31 March 2026', () => {
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
  it('is due 30 June 2026 for a director who last filed before the cycle began', () => {
    expect(kyc([director('01234567', '2025-09-10')], '2026-04-01', '2027-03-31')).toEqual([
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
