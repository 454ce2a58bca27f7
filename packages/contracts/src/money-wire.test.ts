import { describe, expect, it } from 'vitest';
import { formatIndianPaise, isMoneyInput, moneyOf, paiseOf } from './money';

describe('money on the wire', () => {
  it('goes paise → Money → paise unchanged', () => {
    for (const paise of [0, 1, 10, 99, 100, 4500050, -12000, 999_999_999_999])
      expect(paiseOf(moneyOf(paise))).toBe(paise);
    expect(moneyOf(4500050)).toBe('45000.50');
    expect(moneyOf(-5)).toBe('-0.05');
  });

  it('reads amounts as typed, and refuses anything else', () => {
    expect(paiseOf('1500')).toBe(150000);
    expect(paiseOf('1500.5')).toBe(150050);
    expect(paiseOf('0.07')).toBe(7);
    for (const bad of ['', '1,500', '1e3', '12.345', ' 12', 'NaN', '-', '.5', '1.'])
      expect(() => paiseOf(bad), bad).toThrow();
    expect(isMoneyInput('12.3')).toBe(true);
    expect(isMoneyInput('12.345')).toBe(false);
  });

  it('sums 10,000 random amounts exactly, where adding rupee floats drifts', () => {
    let seed = 20261125;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const amounts = Array.from({ length: 10_000 }, () => moneyOf(Math.floor(random() * 10_000_000)));
    const exact = amounts.reduce((sum, amount) => sum + paiseOf(amount), 0);
    const floats = amounts.reduce((sum, amount) => sum + Number(amount), 0);
    // The integer sum is the sum of the parts, digit for digit.
    const digits = amounts.reduce((sum, amount) => sum + BigInt(amount.replace('.', '')), 0n);
    expect(BigInt(exact)).toBe(digits);
    expect(paiseOf(moneyOf(exact))).toBe(exact);
    // The float sum of the same amounts is not exact (why money is never a float here).
    expect(Math.round(floats * 100)).toBe(exact);
    expect(floats * 100).not.toBe(exact);
  });

  it('groups paise the Indian way', () => {
    expect(formatIndianPaise(1234567850)).toBe('1,23,45,678.50');
    expect(formatIndianPaise(-99)).toBe('-0.99');
  });
});
