import { describe, expect, it } from 'vitest';
import { rupees } from './rupees';

describe('rupees on the invoicing screen', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(rupees(1234567.5)).toBe('₹12,34,567.50');
    expect(rupees(0)).toBe('₹0.00');
    expect(rupees(999)).toBe('₹999.00');
  });
  it('puts the sign of a round-off down before the symbol', () => {
    expect(rupees(-0.4)).toBe('−₹0.40');
  });
  it('shows a dash for a missing amount', () => {
    expect(rupees(null)).toBe('—');
    expect(rupees(undefined)).toBe('—');
  });
});

describe('Money on the invoicing screen', () => {
  it('shows paise and Money strings with Indian grouping', async () => {
    const { rupeesOfMoney, rupeesOfPaise } = await import('./rupees');
    expect(rupeesOfPaise(123456750)).toBe('₹12,34,567.50');
    expect(rupeesOfPaise(-40)).toBe('−₹0.40');
    expect(rupeesOfMoney('8999.50')).toBe('₹8,999.50');
  });
});
