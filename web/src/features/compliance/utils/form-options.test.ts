import { describe, expect, it } from 'vitest';
import { financialYearOf, financialYearOptions, formOptions, periodOptions } from './form-options';

describe('the choices read from the rules', () => {
  it('lists each form once, with the new name beside a renamed code', () => {
    const forms = formOptions('2026-27');
    const codes = forms.map((f) => f.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['GSTR-1', 'GSTR-3B', 'ITR', 'DIR-3-KYC']));
    expect(forms.find((f) => f.value === 'GSTR-3B')?.label).toBe('GSTR-3B');
    expect(forms.find((f) => f.value === '26Q')?.label).toBe('Form 140 (26Q)');
    expect(forms.find((f) => f.value === 'FORM-16')?.label).toBe('Form 130 (formerly Form 16)');
    expect(forms.find((f) => f.value === 'TAX-AUDIT')?.label).toBe('Form 26 (formerly Form 3CA/3CB/3CD)');
    expect(forms.find((f) => f.value === 'DIR-3-KYC-CHANGE')?.label).toBe('DIR-3-KYC (change of details)');
  });

  it('offers the financial year before, the current one and the next', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOptions('2026-11-25')).toEqual([
      { value: '2025-26', label: 'FY 2025-26' },
      { value: '2026-27', label: 'FY 2026-27' },
      { value: '2027-28', label: 'FY 2027-28' },
    ]);
  });

  it('labels the months of a monthly form from April to March', () => {
    const periods = periodOptions('TDS-PAYMENT', '2026-27');
    expect(periods).toHaveLength(12);
    expect(periods[0]).toEqual({ value: '2026-04', label: 'Apr 2026' });
    expect(periods.at(-1)).toEqual({ value: '2027-03', label: 'Mar 2027' });
  });

  it('gives GSTR-3B its months then its quarters (monthly and QRMP filers)', () => {
    const periods = periodOptions('GSTR-3B', '2026-27').map((p) => p.value);
    expect(periods).toHaveLength(16);
    expect(periods.slice(12)).toEqual(['2026-27 Q1', '2026-27 Q2', '2026-27 Q3', '2026-27 Q4']);
  });

  it('gives PMT-06 only the first two months of each quarter', () => {
    expect(periodOptions('PMT-06', '2026-27').map((p) => p.label)).toEqual([
      'Apr 2026',
      'May 2026',
      'Jul 2026',
      'Aug 2026',
      'Oct 2026',
      'Nov 2026',
      'Jan 2027',
      'Feb 2027',
    ]);
  });

  it('gives a yearly form its financial year and a quarterly one its quarters', () => {
    expect(periodOptions('ITR', '2025-26')).toEqual([{ value: '2025-26', label: 'FY 2025-26' }]);
    expect(periodOptions('26Q', '2026-27').map((p) => p.label)).toEqual([
      'Q1 2026-27',
      'Q2 2026-27',
      'Q3 2026-27',
      'Q4 2026-27',
    ]);
  });

  it('offers no period until a form and a year are chosen', () => {
    expect(periodOptions(null, '2026-27')).toEqual([]);
    expect(periodOptions('GSTR-3B', null)).toEqual([]);
  });
});
