import { describe, expect, it } from 'vitest';
import {
  type CreditableInvoice,
  type CreditedSoFar,
  type CreditNoteAmounts,
  type CreditRequest,
  creditNoteAmounts,
  creditNoteLineRate,
  linesOfStoredNote,
} from './credit-note-tax';
import { linesTotals } from './invoice-tax';

const line = (
  id: string,
  amountPaise: number,
  rateBp: number,
  kind: 'service' | 'reimbursement' = 'service',
) => ({
  id,
  kind,
  description: `Line ${id}`,
  sac: '998231',
  amountPaise,
  rateBp,
});

/** An invoice of these lines with its taxes worked out as the invoice itself works them out. */
function invoiceOf(lines: ReturnType<typeof line>[], interState: boolean): CreditableInvoice {
  const totals = linesTotals(
    lines.map((l) => ({
      kind: l.kind,
      quantity: 1,
      ratePaise: l.amountPaise,
      discountPaise: 0,
      taxable: l.rateBp > 0,
      gstRateBp: l.rateBp,
    })),
    {
      supplierGstin: '27AAPFU0939F1ZV',
      supplierStateCode: '27',
      recipientStateCode: interState ? '29' : '27',
      gstRateBp: 1800,
      country: 'India',
      taxLabels: ['CGST', 'SGST', 'IGST'],
      customTaxes: [],
    },
  );
  return { lines, taxes: totals.taxes, interState, customTaxes: false, totalPaise: totals.totalPaise };
}

// 18%, 12% (6% + 6%), 2.5% and an exempt line, as in issue 34.
const multiRate = (interState = false) =>
  invoiceOf(
    [
      line('a18', 10_000_00, 1800),
      line('b12', 1_499_50, 1200),
      line('c25', 2_000_00, 250),
      line('d0', 3_000_00, 0),
    ],
    interState,
  );
const nothing: CreditedSoFar = { lines: [], taxes: [], totalPaise: 0 };

function raise(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  request: CreditRequest,
): CreditNoteAmounts {
  const outcome = creditNoteAmounts(invoice, credited, request);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome.amounts;
}
const withNote = (credited: CreditedSoFar, note: CreditNoteAmounts): CreditedSoFar => ({
  lines: [...credited.lines, ...note.lines],
  taxes: [...credited.taxes, ...note.taxes],
  totalPaise: credited.totalPaise + note.totalPaise,
});

describe('credit note tax on an invoice of several rates', () => {
  it('reverses a line-wise note at each credited line’s own rate (6,162.71, nothing at 2.5%)', () => {
    const note = raise(multiRate(), nothing, {
      lines: [
        { lineId: 'a18', amountPaise: 5_000_00 },
        { lineId: 'b12', amountPaise: 234_57 },
      ],
    });
    expect(note.taxes).toEqual([
      { name: 'CGST', rateBp: 900, amountPaise: 450_00 },
      { name: 'SGST', rateBp: 900, amountPaise: 450_00 },
      { name: 'CGST', rateBp: 600, amountPaise: 14_07 },
      { name: 'SGST', rateBp: 600, amountPaise: 14_07 },
    ]);
    expect(note.totalPaise).toBe(6_162_71);
    expect(note.lines.map((l) => [l.lineId, l.rateBp, l.amountPaise])).toEqual([
      ['a18', 1800, 5_000_00],
      ['b12', 1200, 234_57],
    ]);
  });

  it('spreads an amount-only note over the remaining value rate by rate, never a negative tax', () => {
    const invoice = multiRate(true);
    const first = raise(invoice, nothing, {
      lines: [
        { lineId: 'a18', amountPaise: 5_000_00 },
        { lineId: 'b12', amountPaise: 1_499_50 },
      ],
    });
    const second = raise(invoice, withNote(nothing, first), { amountPaise: 500_00 });
    // What is left: 5,000 at 18%, 2,000 at 2.5%, 3,000 exempt (10,000): 250, 100 and 150 of it.
    expect(second.lines.map((l) => [l.lineId, l.amountPaise, l.spread])).toEqual([
      ['a18', 250_00, true],
      ['c25', 100_00, true],
      ['d0', 150_00, true],
    ]);
    expect(second.taxes).toEqual([
      { name: 'IGST', rateBp: 1800, amountPaise: 45_00 },
      { name: 'IGST', rateBp: 250, amountPaise: 2_50 },
    ]);
    expect(second.totalPaise).toBe(547_50);
  });

  it('accepts any number of notes on the exempt line up to what it has left, without tax', () => {
    const invoice = multiRate();
    let credited = nothing;
    for (const amountPaise of [1_000_00, 1_000_00, 1_000_00]) {
      const note = raise(invoice, credited, { lines: [{ lineId: 'd0', amountPaise }] });
      expect(note.taxes).toEqual([]);
      expect(note.totalPaise).toBe(amountPaise);
      credited = withNote(credited, note);
    }
    const refused = creditNoteAmounts(invoice, credited, { lines: [{ lineId: 'd0', amountPaise: 1 }] });
    expect(refused).toMatchObject({ ok: false, reason: 'line', leftPaise: 0, line: { id: 'd0' } });
  });

  it('names the line and what it has left when a note asks for more', () => {
    const invoice = multiRate();
    const first = raise(invoice, nothing, { lines: [{ lineId: 'b12', amountPaise: 1_000_00 }] });
    const refused = creditNoteAmounts(invoice, withNote(nothing, first), {
      lines: [{ lineId: 'b12', amountPaise: 499_51 }],
    });
    expect(refused).toMatchObject({ ok: false, reason: 'line', line: { id: 'b12' }, leftPaise: 499_50 });
    expect(creditNoteAmounts(invoice, nothing, { lines: [{ lineId: 'zz', amountPaise: 1 }] })).toEqual({
      ok: false,
      reason: 'unknownLine',
    });
  });

  it('adds up to the invoice exactly, tax by tax, when everything is credited in odd parts', () => {
    for (const inter of [false, true]) {
      const invoice = multiRate(inter);
      let credited = nothing;
      for (const request of [
        { amountPaise: 3_333_33 },
        { lines: [{ lineId: 'b12', amountPaise: 1_00 }] },
        { amountPaise: 7_777_77 },
      ] as CreditRequest[])
        credited = withNote(credited, raise(invoice, credited, request));
      const left = 16_499_50 - credited.lines.reduce((s, l) => s + l.amountPaise, 0);
      credited = withNote(credited, raise(invoice, credited, { amountPaise: left }));
      expect(credited.totalPaise).toBe(invoice.totalPaise);
      for (const tax of invoice.taxes) {
        const sum = credited.taxes
          .filter((t) => t.name === tax.name && t.rateBp === tax.rateBp)
          .reduce((s, t) => s + t.amountPaise, 0);
        expect(sum, `${tax.name} ${tax.rateBp}`).toBe(tax.amountPaise);
      }
      expect(credited.taxes.every((t) => t.amountPaise >= 0)).toBe(true);
      expect(creditNoteAmounts(invoice, credited, { amountPaise: 1 })).toMatchObject({
        ok: false,
        leftPaise: 0,
      });
    }
  });

  it('never lets the notes come to more than the invoice', () => {
    const invoice = invoiceOf([line('a', 10_000_00, 1800)], false);
    const half = raise(invoice, nothing, { amountPaise: 5_000_00 });
    expect(half.totalPaise).toBe(5_900_00);
    expect(creditNoteAmounts(invoice, withNote(nothing, half), { amountPaise: 5_000_01 })).toEqual({
      ok: false,
      reason: 'invoice',
      leftPaise: 5_900_00,
    });
  });

  it('reads a note stored by the earlier rule (one line, no invoice line) as spread by value', () => {
    const invoice = multiRate();
    const lines = linesOfStoredNote(invoice, [
      { lineId: null, amountPaise: 1_649_95, description: 'x', sac: '1' },
    ]);
    expect(lines.map((l) => [l.lineId, l.amountPaise])).toEqual([
      ['a18', 1_000_00],
      ['b12', 149_95],
      ['c25', 200_00],
      ['d0', 300_00],
    ]);
  });
});

describe('the tax rate printed on a credit note line', () => {
  it('is the credited line’s own rate, or a dash when it bears none', () => {
    expect(creditNoteLineRate(1800)).toBe('18%');
    expect(creditNoteLineRate(250)).toBe('2.5%');
    expect(creditNoteLineRate(0)).toBe('—');
  });
});
