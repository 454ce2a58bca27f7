import { describe, expect, it } from 'vitest';
import { invoiceTotals, rateText, type TaxRegime } from './invoice-tax';

const maharashtra: TaxRegime = {
  supplierGstin: '27AAPFU0939F1ZV',
  supplierStateCode: '27',
  recipientStateCode: '27',
  gstRateBp: 1800,
  country: 'India',
  taxLabels: ['CGST', 'SGST', 'IGST'],
  customTaxes: [
    { name: 'Tax 1', percentage: 18 },
    { name: 'Tax 2', percentage: 2 },
  ],
};

describe('invoice totals', () => {
  it('splits GST into CGST and SGST at half the rate within one state', () => {
    const totals = invoiceTotals([450000, 300000], maharashtra);
    expect(totals.subtotalPaise).toBe(750000);
    expect(totals.taxes).toEqual([
      { name: 'CGST', rateBp: 900, amountPaise: 67500 },
      { name: 'SGST', rateBp: 900, amountPaise: 67500 },
    ]);
    expect(totals.totalPaise).toBe(885000);
    expect(totals.roundOffPaise).toBe(0);
  });

  it('charges IGST at the full rate across states', () => {
    const totals = invoiceTotals([100000], { ...maharashtra, recipientStateCode: '29' });
    expect(totals.taxes).toEqual([{ name: 'IGST', rateBp: 1800, amountPaise: 18000 }]);
    expect(totals.totalPaise).toBe(118000);
  });

  it('charges no tax when the practice has no GSTIN', () => {
    const totals = invoiceTotals([123456], { ...maharashtra, supplierGstin: null });
    expect(totals.taxes).toEqual([]);
    expect(totals.totalPaise).toBe(123500);
    expect(totals.roundOffPaise).toBe(44);
  });

  it('rounds each tax to the paisa and the total to the rupee with a round-off', () => {
    // 4500.50 → 9% = 405.045 → 405.05 each; 4500.50 + 810.10 = 5310.60 → 5311.00, round-off +0.40.
    const totals = invoiceTotals([450050], maharashtra);
    expect(totals.taxes.map((t) => t.amountPaise)).toEqual([40505, 40505]);
    expect(totals.totalPaise).toBe(531100);
    expect(totals.roundOffPaise).toBe(40);
    const down = invoiceTotals([100040], { ...maharashtra, supplierGstin: null });
    expect(down.totalPaise).toBe(100000);
    expect(down.roundOffPaise).toBe(-40);
  });

  it('applies the custom tax columns when the country is Other', () => {
    const totals = invoiceTotals([100000], { ...maharashtra, country: 'Other' });
    expect(totals.taxes).toEqual([
      { name: 'Tax 1', rateBp: 1800, amountPaise: 18000 },
      { name: 'Tax 2', rateBp: 200, amountPaise: 2000 },
    ]);
    expect(totals.totalPaise).toBe(120000);
  });

  it('uses the tax column labels from preferences', () => {
    const totals = invoiceTotals([100000], { ...maharashtra, taxLabels: ['SGST', 'CGST', 'IGST'] });
    expect(totals.taxes.map((t) => t.name)).toEqual(['SGST', 'CGST']);
  });

  it('writes rates as percentages', () => {
    expect(rateText(900)).toBe('9%');
    expect(rateText(1250)).toBe('12.5%');
  });
});
