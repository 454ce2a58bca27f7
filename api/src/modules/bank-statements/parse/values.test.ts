// Dates and amounts as Indian banks write them in their statement downloads.
import { describe, expect, it } from 'vitest';
import { parseAmount, parseStatementDate } from './values';

describe('dates as Indian banks write them', () => {
  it.each([
    ['03/11/2026'],
    ['3/11/2026'],
    ['03-11-2026'],
    ['03.11.2026'],
    ['03/11/26'],
    ['03-Nov-26'],
    ['03-NOV-2026'],
    ['3 Nov 2026'],
    ['03 November 2026'],
    ['Nov 3, 2026'],
    ['2026-11-03'],
    ['03/11/2026 10:22:33'],
    ['03-11-2026 10:22 AM'],
    // Excel's serial day: 45658 is 1 January 2025, so 3 November 2026 is 45658 + 365 + 306.
    ['46329'],
  ])('%s is 3 November 2026', (text) => {
    expect(parseStatementDate(text)).toBe('2026-11-03');
  });

  it('reads 45658 as 1 January 2025 and refuses what is no day', () => {
    expect(parseStatementDate('45658')).toBe('2025-01-01');
    for (const text of [
      '31/02/2026',
      '13/13/2026',
      '00/11/2026',
      '3 Noo 2026',
      'abc',
      '',
      '123',
      '1,00,000.00',
    ])
      expect(parseStatementDate(text), text).toBeNull();
  });
});

describe('amounts as Indian banks write them', () => {
  it.each([
    ['1,23,456.78', 12_345_678, false, null],
    ['123,456.78', 12_345_678, false, null],
    ['54000', 5_400_000, false, null],
    ['54000.5', 5_400_050, false, null],
    ['₹ 1,000', 100_000, false, null],
    ['Rs. 1,000.50', 100_050, false, null],
    ['INR 1,000.50', 100_050, false, null],
    ['-2,500.00', 250_000, true, null],
    ['2,500.00-', 250_000, true, null],
    ['(2,500.00)', 250_000, true, null],
    ['500.00 Cr', 50_000, false, 'Cr'],
    ['500.00CR', 50_000, false, 'Cr'],
    ['1,000.00(Dr)', 100_000, false, 'Dr'],
    ['Dr 750', 75_000, false, 'Dr'],
  ] as const)('%s', (text, paise, negative, side) => {
    expect(parseAmount(text)).toEqual({ kind: 'amount', paise, negative, side });
  });

  it('reads blanks as blank and refuses what is not an amount', () => {
    for (const text of ['', ' ', '-', '0', '0.00'])
      expect(parseAmount(text), text).toEqual({ kind: 'blank' });
    for (const text of ['12.345', 'abc', '1.2.3', '12,,000', 'Cr'])
      expect(parseAmount(text), text).toEqual({ kind: 'bad' });
  });
});
