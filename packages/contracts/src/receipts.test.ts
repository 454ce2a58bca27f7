import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  financialYearBounds,
  formatReceiptNumber,
  fyQuarterOf,
  isValidReceiptNumber,
  panOfGstin,
  TdsReceivableQuery,
} from './receipts';

describe('receipt numbers and financial-year quarters', () => {
  it('numbers receipts per financial year, within 16 characters', () => {
    expect(formatReceiptNumber(1, '2026-04-01')).toBe('RCT/26-27/001');
    expect(formatReceiptNumber(12, '2027-03-31')).toBe('RCT/26-27/012');
    expect(formatReceiptNumber(1, '2027-04-01')).toBe('RCT/27-28/001');
    expect(isValidReceiptNumber(formatReceiptNumber(99_999, '2026-05-01'))).toBe(true);
  });

  it('puts April–June in Q1 and January–March in Q4', () => {
    expect(
      ['2026-04-01', '2026-06-30', '2026-07-01', '2026-09-30', '2026-10-01', '2026-12-31'].map(fyQuarterOf),
    ).toEqual([1, 1, 2, 2, 3, 3]);
    expect([fyQuarterOf('2027-01-01'), fyQuarterOf('2027-03-31')]).toEqual([4, 4]);
  });

  it('names and bounds the financial year', () => {
    expect(financialYearBounds('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(v.safeParse(TdsReceivableQuery, { fy: '2026-27' }).success).toBe(true);
    for (const fy of ['2026-28', '2026', '26-27', '2026-27x'])
      expect(v.safeParse(TdsReceivableQuery, { fy }).success, fy).toBe(false);
  });

  it('reads the PAN out of a GSTIN', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
    expect(panOfGstin(null)).toBeNull();
  });
});
