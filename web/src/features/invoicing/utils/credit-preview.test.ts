import type { InvoiceRow } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { creditPreview } from './credit-preview';

const item = (id: string, amount: string, gstRateBp: number) =>
  ({
    id,
    taskId: null,
    kind: 'service',
    description: `Line ${id}`,
    sac: '998231',
    quantity: 1,
    rate: amount,
    discount: '0.00',
    amount,
    taxable: gstRateBp > 0,
    gstRateBp,
    assignee: null,
  }) satisfies InvoiceRow['items'][number];

const invoice = {
  items: [item('a', '1000.00', 1800)],
  taxes: [
    { name: 'CGST', rate: 9, amount: '90.00' },
    { name: 'SGST', rate: 9, amount: '90.00' },
  ],
  totalAmount: '1180.00',
  balance: '1180.00',
  placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
  supplier: { stateCode: '27', gstin: '27AAPFU0939F1ZV' },
};

describe('credit preview', () => {
  it('shows the note total with tax and the balance after it', () => {
    expect(creditPreview(invoice, [], { amount: '250' })).toEqual({
      totalPaise: 29500,
      balanceAfterPaise: 88500,
    });
  });

  it('counts earlier notes, and reverses each line at its own rate', () => {
    const earlier = [
      {
        lines: [
          {
            lineId: 'a',
            description: 'Line a',
            sac: '998231',
            amount: '500.00',
            gstRateBp: 1800,
            spread: false,
          },
        ],
        taxes: [
          { name: 'CGST', rate: 9, amount: '45.00' },
          { name: 'SGST', rate: 9, amount: '45.00' },
        ],
        totalAmount: '590.00',
      },
    ];
    expect(creditPreview({ ...invoice, balance: '590.00' }, earlier, { lines: { a: '500' } })).toEqual({
      totalPaise: 59000,
      balanceAfterPaise: 0,
    });
    const twoRates = {
      ...invoice,
      items: [item('a', '1000.00', 1800), item('b', '1000.00', 500)],
      taxes: [
        { name: 'CGST', rate: 9, amount: '90.00' },
        { name: 'SGST', rate: 9, amount: '90.00' },
        { name: 'CGST', rate: 2.5, amount: '25.00' },
        { name: 'SGST', rate: 2.5, amount: '25.00' },
      ],
      totalAmount: '2230.00',
      balance: '2230.00',
    };
    expect(creditPreview(twoRates, [], { lines: { b: '100' } })).toEqual({
      totalPaise: 10500,
      balanceAfterPaise: 212500,
    });
  });

  it('is empty while the amount is not a credit the invoice allows', () => {
    expect(creditPreview(invoice, [], { amount: 'abc' })).toBeNull();
    expect(creditPreview(invoice, [], { amount: '1000.01' })).toBeNull();
    expect(creditPreview(invoice, [], { amount: '' })).toBeNull();
  });
});
