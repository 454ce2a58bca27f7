import { describe, expect, it } from 'vitest';
import { type CreditedSoFar, creditNoteAmounts, creditNoteLineRate } from './credit-note-tax';

const intra = {
  subtotalPaise: 10_000_00,
  taxes: [
    { name: 'CGST', rateBp: 900, amountPaise: 900_00 },
    { name: 'SGST', rateBp: 900, amountPaise: 900_00 },
  ],
  totalPaise: 11_800_00,
};
const nothing: CreditedSoFar = { taxablePaise: 0, taxPaise: {}, totalPaise: 0 };

describe('credit note tax', () => {
  it('reverses CGST and SGST in proportion to the credited value', () => {
    const outcome = creditNoteAmounts(intra, nothing, 2_500_00);
    expect(outcome).toEqual({
      ok: true,
      amounts: {
        taxablePaise: 2_500_00,
        taxes: [
          { name: 'CGST', rateBp: 900, amountPaise: 225_00 },
          { name: 'SGST', rateBp: 900, amountPaise: 225_00 },
        ],
        roundOffPaise: 0,
        totalPaise: 2_950_00,
      },
    });
  });

  it('reverses IGST alone for an inter-state invoice', () => {
    const inter = { ...intra, taxes: [{ name: 'IGST', rateBp: 1800, amountPaise: 1_800_00 }] };
    const outcome = creditNoteAmounts(inter, nothing, 1_000_00);
    expect(outcome.ok && outcome.amounts.taxes).toEqual([
      { name: 'IGST', rateBp: 1800, amountPaise: 180_00 },
    ]);
  });

  it('splits odd paise so that the notes of an invoice add up to its taxes exactly', () => {
    // 100.01 of taxable value at 9% + 9%: 9.0009 each, rounded per running total.
    const odd = {
      subtotalPaise: 100_01,
      taxes: [
        { name: 'CGST', rateBp: 900, amountPaise: 9_00 },
        { name: 'SGST', rateBp: 900, amountPaise: 9_00 },
      ],
      totalPaise: 118_00,
    };
    const credited: CreditedSoFar = { taxablePaise: 0, taxPaise: {}, totalPaise: 0 };
    const parts = [33_33, 33_33, 33_35];
    for (const part of parts) {
      const outcome = creditNoteAmounts(odd, credited, part);
      if (!outcome.ok) throw new Error('refused');
      const { taxes, totalPaise, roundOffPaise, taxablePaise } = outcome.amounts;
      expect(taxablePaise + taxes.reduce((s, t) => s + t.amountPaise, 0) + roundOffPaise).toBe(totalPaise);
      credited.taxablePaise += part;
      credited.totalPaise += totalPaise;
      for (const tax of taxes)
        credited.taxPaise = {
          ...credited.taxPaise,
          [tax.name]: (credited.taxPaise[tax.name] ?? 0) + tax.amountPaise,
        };
    }
    expect(credited).toEqual({
      taxablePaise: 100_01,
      taxPaise: { CGST: 9_00, SGST: 9_00 },
      totalPaise: 118_00,
    });
  });

  it('never lets the notes come to more than the invoice', () => {
    const half: CreditedSoFar = {
      taxablePaise: 5_000_00,
      taxPaise: { CGST: 450_00, SGST: 450_00 },
      totalPaise: 5_900_00,
    };
    expect(creditNoteAmounts(intra, half, 5_000_01)).toEqual({ ok: false, leftPaise: 5_900_00 });
    expect(creditNoteAmounts(intra, half, 5_000_00).ok).toBe(true);
  });

  it('credits an untaxed invoice without tax', () => {
    const plain = { subtotalPaise: 1_000_00, taxes: [], totalPaise: 1_000_00 };
    const outcome = creditNoteAmounts(plain, nothing, 400_00);
    expect(outcome.ok && outcome.amounts.totalPaise).toBe(400_00);
  });
});

describe('the tax rate printed on a credit note line', () => {
  it('adds up the invoice split, and says when nothing was taxed', () => {
    expect(
      creditNoteLineRate([
        { name: 'CGST', rateBp: 900 },
        { name: 'SGST', rateBp: 900 },
      ]),
    ).toBe('18%');
    expect(creditNoteLineRate([{ name: 'IGST', rateBp: 500 }])).toBe('5%');
    expect(creditNoteLineRate([])).toBe('—');
  });

  it('prints no rate when the note reverses taxes of several rates', () => {
    expect(
      creditNoteLineRate([
        { name: 'IGST', rateBp: 1800 },
        { name: 'IGST', rateBp: 500 },
      ]),
    ).toBe('');
  });
});
