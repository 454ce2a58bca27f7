import { describe, expect, it } from 'vitest';
import { invoiceTotals, type LineFigures, lineAmountPaise, linesTotals, type TaxRegime } from './invoice-tax';

const maharashtra: TaxRegime = {
  supplierGstin: '27AAPFU0939F1ZV',
  supplierStateCode: '27',
  recipientStateCode: '27',
  gstRateBp: 1800,
  country: 'India',
  taxLabels: ['CGST', 'SGST', 'IGST'],
  customTaxes: [{ name: 'Tax 1', percentage: 10 }],
};

const service = (ratePaise: number, more: Partial<LineFigures> = {}): LineFigures => ({
  kind: 'service',
  quantity: 1,
  ratePaise,
  discountPaise: 0,
  taxable: true,
  gstRateBp: 1800,
  ...more,
});

describe('line totals', () => {
  it('is quantity × rate − discount in paise', () => {
    expect(lineAmountPaise({ quantity: 3, ratePaise: 150050, discountPaise: 10000 })).toBe(440150);
  });

  it('reproduces today’s totals for one-line-per-task invoices', () => {
    const amounts = [450000, 300033, 12345];
    const today = invoiceTotals(amounts, maharashtra);
    const lines = linesTotals(
      amounts.map((a) => service(a)),
      maharashtra,
    );
    expect(lines).toMatchObject(today);
    const igst = { ...maharashtra, recipientStateCode: '29' };
    expect(linesTotals([service(123456)], igst)).toMatchObject(invoiceTotals([123456], igst));
  });

  it('taxes the value after the discount', () => {
    const totals = linesTotals([service(1000000, { quantity: 2, discountPaise: 250000 })], maharashtra);
    expect(totals.taxablePaise).toBe(1750000);
    expect(totals.taxes).toEqual([
      { name: 'CGST', rateBp: 900, amountPaise: 157500 },
      { name: 'SGST', rateBp: 900, amountPaise: 157500 },
    ]);
    expect(totals.totalPaise).toBe(2065000);
  });

  it('charges no GST on exempt (0%) or non-taxable lines but counts them in the total', () => {
    const totals = linesTotals(
      [service(100000), service(50000, { gstRateBp: 0 }), service(20000, { taxable: false })],
      maharashtra,
    );
    expect(totals.taxablePaise).toBe(100000);
    expect(totals.exemptPaise).toBe(70000);
    expect(totals.subtotalPaise).toBe(170000);
    expect(totals.taxPaise).toBe(18000);
    expect(totals.totalPaise).toBe(188000);
  });

  it('keeps reimbursements (Rule 33) outside the taxable value, without GST, in the total', () => {
    const totals = linesTotals([service(100000), { ...service(20050), kind: 'reimbursement' }], {
      ...maharashtra,
      recipientStateCode: '29',
    });
    expect(totals.reimbursementPaise).toBe(20050);
    expect(totals.subtotalPaise).toBe(100000);
    expect(totals.taxes).toEqual([{ name: 'IGST', rateBp: 1800, amountPaise: 18000 }]);
    expect(totals.totalPaise).toBe(138100);
    expect(totals.roundOffPaise).toBe(50);
  });

  it('taxes each rate as a group and merges nothing across rates', () => {
    const totals = linesTotals(
      [service(100000), service(100000, { gstRateBp: 500 }), service(1)],
      maharashtra,
    );
    expect(totals.taxes).toEqual([
      { name: 'CGST', rateBp: 900, amountPaise: 9000 },
      { name: 'SGST', rateBp: 900, amountPaise: 9000 },
      { name: 'CGST', rateBp: 250, amountPaise: 2500 },
      { name: 'SGST', rateBp: 250, amountPaise: 2500 },
    ]);
    expect(totals.taxPaise).toBe(23000);
  });

  it('rounds each half up once per rate group, the halves summing to the tax', () => {
    // 18% of ₹0.03 per half: 9% of 3 paise = 0.27 → 0; of 6 paise = 0.54 → 1.
    const totals = linesTotals([service(3), service(3)], maharashtra);
    expect(totals.taxes.map((t) => t.amountPaise)).toEqual([1, 1]);
    expect(totals.taxPaise).toBe(2);
    expect(totals.totalPaise).toBe(0);
    expect(totals.roundOffPaise).toBe(-8);
  });

  it('rounds the total to the rupee half up', () => {
    const totals = linesTotals([service(0), { ...service(150), kind: 'reimbursement' }], maharashtra);
    expect(totals.totalPaise).toBe(200);
    expect(totals.roundOffPaise).toBe(50);
  });

  it('applies custom taxes to the taxable lines only outside India', () => {
    const other = { ...maharashtra, country: 'Other' as const };
    const totals = linesTotals(
      [service(100000), service(100000, { taxable: false }), { ...service(5000), kind: 'reimbursement' }],
      other,
    );
    expect(totals.taxes).toEqual([{ name: 'Tax 1', rateBp: 1000, amountPaise: 10000 }]);
    expect(totals.totalPaise).toBe(215000);
  });
});
