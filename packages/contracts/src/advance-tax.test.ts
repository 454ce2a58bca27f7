import { describe, expect, it } from 'vitest';
import { type AdjustedSoFar, adjustableNow, advanceAdjustment, advanceAmounts } from './advance-tax';
import type { TaxRegime } from './invoice-tax';

const intraState: TaxRegime = {
  supplierGstin: '27AAPFU0939F1ZV',
  supplierStateCode: '27',
  recipientStateCode: '27',
  gstRateBp: 1800,
  country: 'India',
  taxLabels: ['CGST', 'SGST', 'IGST'],
  customTaxes: [],
};
const interState = { ...intraState, recipientStateCode: '29' };
const none: AdjustedSoFar = { amountPaise: 0, taxPaise: {} };

describe('GST on an advance (tax-inclusive)', () => {
  it('takes 18% out of ₹11,800 as CGST and SGST of ₹900 each', () => {
    expect(advanceAmounts(1_180_000, intraState)).toEqual({
      amountPaise: 1_180_000,
      taxablePaise: 1_000_000,
      taxes: [
        { name: 'CGST', rateBp: 900, amountPaise: 90_000 },
        { name: 'SGST', rateBp: 900, amountPaise: 90_000 },
      ],
    });
  });

  it('charges IGST alone to a client in another state', () => {
    expect(advanceAmounts(1_180_000, interState).taxes).toEqual([
      { name: 'IGST', rateBp: 1800, amountPaise: 180_000 },
    ]);
  });

  it('rounds ₹1,000 to the paisa with taxable + taxes equal to the amount exactly', () => {
    // 100000 × 100/118 = 84745.76… → 84746; 9% of it = 7627.14 → 7627 each; taxable = the rest.
    const split = advanceAmounts(100_000, intraState);
    expect(split.taxes.map((t) => t.amountPaise)).toEqual([7627, 7627]);
    expect(split.taxablePaise).toBe(84_746);
    expect(split.taxablePaise + 7627 * 2).toBe(100_000);
  });

  it('keeps the sum exact for many amounts, both splits', () => {
    for (let paise = 1; paise < 200_000; paise += 997)
      for (const regime of [intraState, interState]) {
        const split = advanceAmounts(paise, regime);
        const tax = split.taxes.reduce((s, t) => s + t.amountPaise, 0);
        expect(split.taxablePaise + tax).toBe(paise);
        // The taxable value is within a paisa of amount × 100/118.
        expect(Math.abs(split.taxablePaise - (paise * 100) / 118)).toBeLessThanOrEqual(1.5);
      }
  });

  it('has no tax when the practice has no GSTIN', () => {
    expect(advanceAmounts(50_000, { ...intraState, supplierGstin: null })).toEqual({
      amountPaise: 50_000,
      taxablePaise: 50_000,
      taxes: [],
    });
  });
});

describe('adjusting an advance against invoices', () => {
  const advance = advanceAmounts(100_000, intraState);

  it('never adjusts more than the advance has left, nor more than the invoice balance', () => {
    expect(advanceAdjustment(advance, none, 100_001, 500_000)).toEqual({
      ok: false,
      reason: 'advance',
      leftPaise: 100_000,
    });
    expect(advanceAdjustment(advance, none, 60_000, 50_000)).toEqual({
      ok: false,
      reason: 'invoice',
      leftPaise: 50_000,
    });
    expect(adjustableNow(100_000, 50_000)).toBe(50_000);
    expect(adjustableNow(30_000, 50_000)).toBe(30_000);
    expect(adjustableNow(30_000, -5)).toBe(0);
  });

  it('sets off the tax in proportion, the last part taking exactly what is left', () => {
    const first = advanceAdjustment(advance, none, 33_333, 1_000_000);
    if (!first.ok) throw new Error('first adjustment refused');
    expect(first.amounts.taxes.map((t) => t.amountPaise)).toEqual([2542, 2542]);
    expect(first.amounts.taxablePaise).toBe(33_333 - 2542 * 2);
    const soFar: AdjustedSoFar = { amountPaise: 33_333, taxPaise: { CGST: 2542, SGST: 2542 } };
    const rest = advanceAdjustment(advance, soFar, 66_667, 1_000_000);
    if (!rest.ok) throw new Error('rest refused');
    expect(rest.amounts.taxes.map((t) => t.amountPaise)).toEqual([7627 - 2542, 7627 - 2542]);
    expect(first.amounts.taxablePaise + rest.amounts.taxablePaise).toBe(advance.taxablePaise);
    expect(advanceAdjustment(advance, { ...soFar, amountPaise: 100_000 }, 1, 1_000)).toMatchObject({
      ok: false,
      leftPaise: 0,
    });
  });
});
