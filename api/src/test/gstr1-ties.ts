// The checks an accountant makes between a GSTR-1, the sales register and the documents behind
// them (issue 34), all in integer paise: each credit note's cdnr/cdnur items equal the note as
// issued, rate by rate; HSN per rate = b2b + nil − cdnr and b2cl + b2cs − cdnur; the register's
// totals equal the sections per tax; every register row equals its document; no note carries a
// negative tax, and the notes of an invoice never pass it at any rate and tax.
import type {
  CreditNoteRow,
  Gstr1Answer,
  Gstr1Item,
  InvoiceRow,
  SalesRegister,
} from '@practice-desk/contracts';
import { paiseOf } from '@practice-desk/contracts';
import { expect } from 'vitest';

const p = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
type Row = { txval: number; igst: number; cgst: number; sgst: number };
type ByRate = Map<number, Row>;
const zero = (): Row => ({ txval: 0, igst: 0, cgst: 0, sgst: 0 });

function add(into: ByRate, rt: number, row: Partial<Row>, sign = 1) {
  const at = into.get(rt) ?? zero();
  for (const key of ['txval', 'igst', 'cgst', 'sgst'] as const) at[key] += sign * (row[key] ?? 0);
  into.set(rt, at);
}
const fromDetail = (d: { txval: number; iamt?: number; camt?: number; samt?: number }) => ({
  txval: p(d.txval),
  igst: p(d.iamt),
  cgst: p(d.camt),
  sgst: p(d.samt),
});
const itemsByRate = (items: readonly Gstr1Item[]) => {
  const out: ByRate = new Map();
  for (const item of items) add(out, item.itm_det.rt, fromDetail(item.itm_det));
  return out;
};
const plain = (m: ByRate) =>
  Object.fromEntries(
    [...m]
      .filter(([, r]) => r.txval || r.igst || r.cgst || r.sgst)
      .sort(([a], [b]) => a - b)
      .map(([rt, r]) => [rt, r]),
  );

/** A note's figures per GST rate as the note itself (and its PDF) has them. */
export function noteByRate(note: CreditNoteRow, interState: boolean): ByRate {
  const out: ByRate = new Map();
  for (const line of note.lines)
    if (line.gstRateBp > 0) add(out, line.gstRateBp / 100, { txval: paiseOf(line.amount) });
  const central = new Set<number>();
  for (const tax of note.taxes) {
    const rt = interState ? tax.rate : tax.rate * 2;
    if (interState) add(out, rt, { igst: paiseOf(tax.amount) });
    else if (!central.has(rt)) {
      add(out, rt, { cgst: paiseOf(tax.amount) });
      central.add(rt);
    } else add(out, rt, { sgst: paiseOf(tax.amount) });
  }
  return out;
}

/** An invoice's figures per GST rate (its taxed service lines and its taxes). */
export function invoiceByRate(invoice: InvoiceRow, interState: boolean): ByRate {
  const out: ByRate = new Map();
  for (const item of invoice.items)
    if (item.kind === 'service' && item.taxable && item.gstRateBp > 0)
      add(out, item.gstRateBp / 100, { txval: paiseOf(item.amount) });
  const central = new Set<number>();
  for (const tax of invoice.taxes) {
    const rt = interState ? tax.rate : tax.rate * 2;
    if (interState) add(out, rt, { igst: paiseOf(tax.amount) });
    else if (!central.has(rt)) {
      add(out, rt, { cgst: paiseOf(tax.amount) });
      central.add(rt);
    } else add(out, rt, { sgst: paiseOf(tax.amount) });
  }
  return out;
}

export const isInterState = (invoice: InvoiceRow) =>
  (invoice.placeOfSupply?.stateCode ?? '') !==
  (invoice.supplier.stateCode ?? invoice.supplier.gstin?.slice(0, 2));

export interface Issued {
  invoice: InvoiceRow;
  notes: CreditNoteRow[];
}

/** Every note: no negative tax; the notes of an invoice within it at every rate and tax. */
export function expectNotesWithinInvoices(issued: readonly Issued[]) {
  for (const { invoice, notes } of issued) {
    const inter = isInterState(invoice);
    const sum: ByRate = new Map();
    for (const note of notes) {
      for (const tax of note.taxes)
        expect(paiseOf(tax.amount), note.creditNoteNumber).toBeGreaterThanOrEqual(0);
      for (const line of note.lines) expect(paiseOf(line.amount)).toBeGreaterThan(0);
      for (const [rt, row] of noteByRate(note, inter)) add(sum, rt, row);
    }
    const invoiced = invoiceByRate(invoice, inter);
    for (const [rt, row] of sum)
      for (const key of ['txval', 'igst', 'cgst', 'sgst'] as const)
        expect(row[key], `${invoice.invoiceNumber} ${rt}% ${key}`).toBeLessThanOrEqual(
          invoiced.get(rt)?.[key] ?? 0,
        );
    const credited = notes.reduce((s, n) => s + paiseOf(n.totalAmount), 0);
    expect(credited).toBeLessThanOrEqual(paiseOf(invoice.totalAmount));
    expect(paiseOf(invoice.creditedAmount)).toBe(credited);
  }
}

/** The return, the register and the documents agree to the paisa. */
export function expectGstr1Ties(answer: Gstr1Answer, register: SalesRegister, issued: readonly Issued[]) {
  const r = answer.return;
  const docs = new Map<string, { interState: boolean; invoice?: InvoiceRow; note?: CreditNoteRow }>();
  for (const { invoice, notes } of issued) {
    docs.set(invoice.invoiceNumber ?? '', { interState: isInterState(invoice), invoice });
    for (const note of notes) docs.set(note.creditNoteNumber, { interState: isInterState(invoice), note });
  }

  // Invoice and note items equal the documents, rate by rate.
  const b2b: ByRate = new Map();
  const b2c: ByRate = new Map();
  const cdn: { b2b: ByRate; b2c: ByRate } = { b2b: new Map(), b2c: new Map() };
  for (const inv of [...(r.b2b ?? []).flatMap((g) => g.inv), ...(r.b2cl ?? []).flatMap((g) => g.inv)]) {
    const doc = docs.get(inv.inum);
    if (!doc?.invoice) throw new Error(`${inv.inum} is not an invoice issued in the test`);
    expect(plain(itemsByRate(inv.itms)), inv.inum).toEqual(plain(invoiceByRate(doc.invoice, doc.interState)));
    expect(p(inv.val)).toBe(paiseOf(doc.invoice.totalAmount));
    for (const [rt, row] of itemsByRate(inv.itms)) add(doc.invoice.billedTo.gstin ? b2b : b2c, rt, row);
  }
  for (const row of r.b2cs ?? []) add(b2c, row.rt, fromDetail(row));
  const notes = [
    ...(r.cdnr ?? []).flatMap((g) => g.nt.map((nt) => ({ nt, into: cdn.b2b }))),
    ...(r.cdnur ?? []).map((nt) => ({ nt, into: cdn.b2c })),
  ];
  for (const { nt, into } of notes) {
    const doc = docs.get(nt.nt_num);
    if (!doc?.note) throw new Error(`${nt.nt_num} is not a note raised in the test`);
    expect(plain(itemsByRate(nt.itms)), nt.nt_num).toEqual(plain(noteByRate(doc.note, doc.interState)));
    expect(p(nt.val)).toBe(paiseOf(doc.note.totalAmount));
    for (const [rt, row] of itemsByRate(nt.itms)) add(into, rt, row);
  }
  // B2CS notes (small B2C) sit in the b2cs rows already, netted.

  // HSN per rate: b2b − cdnr (and nil at 0%), b2cl + b2cs − cdnur.
  const nil = (kind: 'B2B' | 'B2C') =>
    (r.nil?.inv ?? []).filter((n) => n.sply_ty.endsWith(kind)).reduce((s, n) => s + p(n.expt_amt), 0);
  for (const [part, invoices, cdnPart, kind] of [
    ['hsn_b2b', b2b, cdn.b2b, 'B2B'],
    ['hsn_b2c', b2c, cdn.b2c, 'B2C'],
  ] as const) {
    const hsn: ByRate = new Map();
    for (const row of r.hsn[part]) add(hsn, row.rt, fromDetail(row));
    const expected: ByRate = new Map();
    for (const [rt, row] of invoices) add(expected, rt, row);
    for (const [rt, row] of cdnPart) add(expected, rt, row, -1);
    if (nil(kind)) add(expected, 0, { txval: nil(kind) });
    expect(plain(hsn), part).toEqual(plain(expected));
  }

  // The register's totals equal the sections, tax by tax, and the answer's invoiced tax.
  const all = zero();
  for (const m of [b2b, b2c])
    for (const row of m.values())
      for (const k of ['txval', 'igst', 'cgst', 'sgst'] as const) all[k] += row[k];
  for (const m of [cdn.b2b, cdn.b2c])
    for (const row of m.values())
      for (const k of ['txval', 'igst', 'cgst', 'sgst'] as const) all[k] -= row[k];
  const t = register.totals;
  expect({
    txval: paiseOf(t.taxable),
    igst: paiseOf(t.igst),
    cgst: paiseOf(t.cgst),
    sgst: paiseOf(t.sgst),
  }).toEqual(all);
  expect(paiseOf(t.exempt)).toBe(nil('B2B') + nil('B2C'));
  expect(answer.totals.invoiced).toEqual({ igst: t.igst, cgst: t.cgst, sgst: t.sgst });
  expect(answer.totals.taxable).toBe(t.taxable);

  // Every register row equals its document.
  for (const row of register.rows) {
    const doc = docs.get(row.number);
    if (!doc) throw new Error(`${row.number} is not a document of the test`);
    const sign = row.kind === 'creditNote' ? -1 : 1;
    const figures = doc.note
      ? noteByRate(doc.note, doc.interState)
      : invoiceByRate(doc.invoice as InvoiceRow, doc.interState);
    const sum = zero();
    for (const f of figures.values())
      for (const k of ['txval', 'igst', 'cgst', 'sgst'] as const) sum[k] += sign * f[k];
    expect(
      {
        txval: paiseOf(row.taxable),
        igst: paiseOf(row.igst),
        cgst: paiseOf(row.cgst),
        sgst: paiseOf(row.sgst),
      },
      row.number,
    ).toEqual(sum);
    const total = doc.note ? doc.note.totalAmount : (doc.invoice as InvoiceRow).totalAmount;
    expect(paiseOf(row.total)).toBe(sign * paiseOf(total));
  }
}
