import { describe, expect, it } from 'vitest';
import { creditPreview } from './credit-preview';

const invoice = {
  subtotal: '1000.00',
  taxes: [
    { name: 'CGST', rate: 9, amount: '90.00' },
    { name: 'SGST', rate: 9, amount: '90.00' },
  ],
  totalAmount: '1180.00',
  balance: '1180.00',
};

describe('credit preview', () => {
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
    expect(creditPreview({ ...invoice, balance: '590.00' }, earlier, ['100', '400'])).toEqual({
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
