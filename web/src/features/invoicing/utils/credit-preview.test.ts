import { describe, expect, it } from 'vitest';
import { creditPreview, wirePaise } from './credit-preview';

const invoice = {
  subtotal: 1000,
  taxes: [
    { name: 'CGST', rate: 9, amount: 90 },
    { name: 'SGST', rate: 9, amount: 90 },
  ],
  totalAmount: 1180,
  balance: 1180,
};

describe('credit preview', () => {
  it('reads amounts of the invoice JSON as paise, numbers or Money', () => {
    expect(wirePaise(1180.5)).toBe(118050);
    expect(wirePaise('1180.50')).toBe(118050);
    expect(wirePaise(-0.4)).toBe(-40);
  });

  it('shows the note total with tax and the balance after it', () => {
    expect(creditPreview(invoice, [], ['250'])).toEqual({ totalPaise: 29500, balanceAfterPaise: 88500 });
  });

  it('adds per-line amounts and counts earlier notes', () => {
    const earlier = [
      {
        taxableAmount: '500.00',
        taxes: [
          { name: 'CGST', rate: 9, amount: '45.00' },
          { name: 'SGST', rate: 9, amount: '45.00' },
        ],
        totalAmount: '590.00',
      },
    ];
    expect(creditPreview({ ...invoice, balance: 590 }, earlier, ['100', '400'])).toEqual({
      totalPaise: 59000,
      balanceAfterPaise: 0,
    });
  });

  it('is empty while the amount is not a credit the invoice allows', () => {
    expect(creditPreview(invoice, [], ['abc'])).toBeNull();
    expect(creditPreview(invoice, [], ['1000.01'])).toBeNull();
    expect(creditPreview(invoice, [], [''])).toBeNull();
  });
});
