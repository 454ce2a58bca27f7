import { describe, expect, it } from 'vitest';
import { rupees, rupeesOfPaise } from '../../../lib/rupees';

describe('rupees on the invoicing screen', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(rupees('1234567.50')).toBe('₹12,34,567.50');
    expect(rupees('0.00')).toBe('₹0.00');
    expect(rupees('999')).toBe('₹999.00');
  });
  it('puts the sign of a round-off down before the symbol', () => {
    expect(rupees('-0.40')).toBe('−₹0.40');
  });
  it('shows amounts typed without decimals and sums in paise', () => {
    expect(rupees('1500.5')).toBe('₹1,500.50');
    expect(rupeesOfPaise(30)).toBe('₹0.30');
    expect(rupeesOfPaise(-40)).toBe('−₹0.40');
  });
  it('shows a dash for a missing amount', () => {
    expect(rupees(null)).toBe('—');
    expect(rupees(undefined)).toBe('—');
  });
});

describe('line amounts on the invoicing screen', () => {
  it('shows a line’s Money with Indian grouping', () => {
    expect(rupees('8999.50')).toBe('₹8,999.50');
    expect(rupeesOfPaise(123456750)).toBe('₹12,34,567.50');
  });
});
