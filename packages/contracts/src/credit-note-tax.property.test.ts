// Property: whatever the invoice (1–6 lines at 0/5/12/18/40% or exempt, intra or inter-State) and
// whatever 0–4 notes are raised on it (line-wise or amount-only), no note has a negative tax at
// any rate, the notes never pass the invoice line by line, tax by tax and in total, and crediting
// everything reverses exactly the invoice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CreditableInvoice,
  type CreditedSoFar,
  type CreditRequest,
  creditNoteAmounts,
} from './credit-note-tax';
import { linesTotals } from './invoice-tax';

const RATES = [0, 500, 1200, 1800, 4000] as const;
const lineArb = fc.record({
  amountPaise: fc.integer({ min: 1, max: 20_000_000 }),
  rateBp: fc.constantFrom(...RATES),
  exempt: fc.boolean(),
  reimbursement: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});
/** A note: a share (in ten-thousandths) of what is left, on the whole invoice or on some lines. */
const noteArb = fc.oneof(
  fc.record({ kind: fc.constant('amount' as const), share: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({
    kind: fc.constant('lines' as const),
    shares: fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 6, maxLength: 6 }),
  }),
);
const caseArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  interState: fc.boolean(),
  notes: fc.array(noteArb, { minLength: 0, maxLength: 4 }),
  creditRest: fc.boolean(),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function invoiceOf(c: Case): CreditableInvoice {
  const lines = c.lines.map((l, i) => ({
    id: `l${i}`,
    kind: l.reimbursement ? ('reimbursement' as const) : ('service' as const),
    description: `Line ${i}`,
    sac: '998231',
    amountPaise: l.amountPaise,
    rateBp: l.reimbursement || l.exempt ? 0 : l.rateBp,
  }));
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
      recipientStateCode: c.interState ? '29' : '27',
      gstRateBp: 1800,
      country: 'India',
      taxLabels: ['CGST', 'SGST', 'IGST'],
      customTaxes: [],
    },
  );
  return {
    lines,
    taxes: totals.taxes,
    interState: c.interState,
    customTaxes: false,
    totalPaise: totals.totalPaise,
  };
}

describe('credit notes on random multi-rate invoices (property)', () => {
  it('never a negative tax, never more than the invoice, exactly the invoice when all is credited', () => {
    const seen = { cases: 0, notes: 0, refused: 0, rates: new Set<number>() };
    fc.assert(
      fc.property(caseArb, (c) => {
        seen.cases += 1;
        const invoice = invoiceOf(c);
        for (const l of invoice.lines) seen.rates.add(l.rateBp);
        let credited: CreditedSoFar = { lines: [], taxes: [], totalPaise: 0 };
        const leftOf = (id: string) =>
          (invoice.lines.find((l) => l.id === id)?.amountPaise ?? 0) -
          credited.lines.filter((l) => l.lineId === id).reduce((s, l) => s + l.amountPaise, 0);
        // Each note asks for a share of what is left when it is raised; the last, when asked, all of it.
        const requestOf = (n: (typeof c.notes)[number] | 'rest'): CreditRequest => {
          if (n === 'rest')
            return {
              lines: invoice.lines
                .map((l) => ({ lineId: l.id, amountPaise: leftOf(l.id) }))
                .filter((l) => l.amountPaise > 0),
            };
          if (n.kind === 'amount') {
            const left = invoice.lines
              .filter((l) => l.kind === 'service')
              .reduce((s, l) => s + leftOf(l.id), 0);
            return { amountPaise: Math.max(1, Math.floor((left * n.share) / 10_000)) };
          }
          return {
            lines: invoice.lines
              .map((l, i) => ({
                lineId: l.id,
                amountPaise: Math.floor((leftOf(l.id) * (n.shares[i] ?? 0)) / 10_000),
              }))
              .filter((l) => l.amountPaise > 0),
          };
        };
        for (const asked of c.creditRest ? [...c.notes, 'rest' as const] : c.notes) {
          const request = requestOf(asked);
          const outcome = creditNoteAmounts(invoice, credited, request);
          if (!outcome.ok) {
            seen.refused += 1;
            continue;
          }
          seen.notes += 1;
          const note = outcome.amounts;
          for (const tax of note.taxes) expect(tax.amountPaise).toBeGreaterThanOrEqual(0);
          expect(
            note.taxablePaise + note.taxes.reduce((s, t) => s + t.amountPaise, 0) + note.roundOffPaise,
          ).toBe(note.totalPaise);
          credited = {
            lines: [...credited.lines, ...note.lines],
            taxes: [...credited.taxes, ...note.taxes],
            totalPaise: credited.totalPaise + note.totalPaise,
          };
          for (const line of invoice.lines) expect(leftOf(line.id)).toBeGreaterThanOrEqual(0);
          for (const tax of invoice.taxes) {
            const sum = credited.taxes
              .filter((t) => t.name === tax.name && t.rateBp === tax.rateBp)
              .reduce((s, t) => s + t.amountPaise, 0);
            expect(sum).toBeLessThanOrEqual(tax.amountPaise);
          }
          expect(credited.totalPaise).toBeLessThanOrEqual(invoice.totalPaise);
        }
        if (invoice.lines.every((l) => leftOf(l.id) === 0)) {
          expect(credited.totalPaise).toBe(invoice.totalPaise);
          for (const tax of invoice.taxes)
            expect(
              credited.taxes
                .filter((t) => t.name === tax.name && t.rateBp === tax.rateBp)
                .reduce((s, t) => s + t.amountPaise, 0),
            ).toBe(tax.amountPaise);
        }
      }),
      { numRuns: 400 },
    );
    expect(seen.cases).toBeGreaterThanOrEqual(400);
    console.info(
      `credit-note property: ${seen.cases} invoices, ${seen.notes} notes (${seen.refused} refused), rates ${[...seen.rates].sort((a, b) => a - b).join('/')} bp`,
    );
  });
});
