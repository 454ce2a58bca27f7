// Builds the GSTR-1 of a period from its issued invoices and credit notes: B2B invoice-wise by
// recipient GSTIN, B2CL (large inter-State B2C invoices) by place of supply, B2CS grouped by place
// of supply, rate and INTRA/INTER, CDNR/CDNUR for credit notes, nil/exempt, the HSN/SAC summary
// split B2B/B2C, advances received and adjusted (Table 11, advances.ts), and documents issued
// (receipt vouchers among them). Every sum is taken in integer paise and turned into rupees
// once, at the end (see amounts.ts).
import * as v from 'valibot';
import { moneyOf } from '../money';
import { advanceSection } from './advances';
import { percent, rupees, splitByWeight } from './amounts';
import { documentsIssued } from './doc-issue';
import type { Gstr1AdvanceFigures, Gstr1Advances, Gstr1Document } from './documents';
import { add, type Figures, figuresByRate, zero } from './figures';
import type { Gstr1B2cs, Gstr1HsnRow, Gstr1Item, Gstr1Nil, Gstr1Return } from './format';
import { b2clThresholdPaise, portalDate } from './period';
import { type Gstr1SectionSummary, summarise } from './summary';

const taxAmounts = (f: Figures, inter: boolean) =>
  inter ? { iamt: rupees(f.igst) } : { camt: rupees(f.cgst), samt: rupees(f.sgst) };

function itemsOf(doc: Gstr1Document): Gstr1Item[] {
  return figuresByRate(doc).map((f, i) => ({
    num: i + 1,
    itm_det: { txval: rupees(f.txval), rt: percent(f.rateBp), ...taxAmounts(f, doc.interState), csamt: 0 },
  }));
}

export function isB2cl(doc: Gstr1Document): boolean {
  const original = doc.original ?? { valuePaise: doc.valuePaise, date: doc.date };
  return !doc.recipientGstin && doc.interState && original.valuePaise > b2clThresholdPaise(original.date);
}

export const Gstr1TotalsSchema = v.object({
  /** The taxed value of the invoices less credit notes: what the sales register sums to. */
  taxable: v.string(),
  /** The period's tax: on the invoices less credit notes, plus the tax paid on advances received
   * (Table 11A, `at`), less the tax on advances adjusted against this period's invoices (11B,
   * `txpd`), which those invoices carry again. */
  igst: v.string(),
  cgst: v.string(),
  sgst: v.string(),
  exempt: v.string(),
  /** The tax on the invoices less credit notes alone: what the sales register sums to. */
  invoiced: v.object({ igst: v.string(), cgst: v.string(), sgst: v.string() }),
});
export type Gstr1Totals = v.InferOutput<typeof Gstr1TotalsSchema>;

export interface Gstr1Built {
  return: Gstr1Return;
  sections: Gstr1SectionSummary[];
  totals: Gstr1Totals;
}

type Group<T> = Map<string, T>;
const push = <T>(map: Group<T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
const sorted = <T>(map: Group<T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const NO_ADVANCES: Gstr1Advances = { received: [], adjusted: [] };

export function buildGstr1(
  gstin: string,
  fp: string,
  documents: readonly Gstr1Document[],
  advances: Gstr1Advances = NO_ADVANCES,
): Gstr1Built {
  const b2b: Group<Gstr1Document[]> = new Map();
  const b2cl: Group<Gstr1Document[]> = new Map();
  const cdnr: Group<Gstr1Document[]> = new Map();
  const cdnur: Gstr1Document[] = [];
  const b2cs: Group<Figures & { inter: boolean; pos: string; rateBp: number }> = new Map();
  const nil: Group<number> = new Map();
  const hsn = { b2b: new Map(), b2c: new Map() } as Record<
    'b2b' | 'b2c',
    Group<Figures & { qty: number; desc: string; sac: string; rateBp: number }>
  >;
  const net = zero();
  let exempt = 0;

  for (const doc of documents) {
    const sign = doc.kind === 'creditNote' ? -1 : 1;
    const registered = doc.recipientGstin !== null;
    const rated = figuresByRate(doc);
    for (const f of rated) add(net, f, sign);
    if (rated.length) {
      if (doc.kind === 'invoice') {
        if (registered) push(b2b, doc.recipientGstin as string, doc);
        else if (isB2cl(doc)) push(b2cl, doc.placeOfSupply, doc);
      } else if (registered) push(cdnr, doc.recipientGstin as string, doc);
      else if (isB2cl(doc)) cdnur.push(doc);
      if (!registered && !isB2cl(doc))
        for (const f of rated) {
          const key = `${doc.interState ? 'INTER' : 'INTRA'}|${doc.placeOfSupply}|${String(f.rateBp).padStart(5, '0')}`;
          const row = b2cs.get(key) ?? {
            ...zero(),
            inter: doc.interState,
            pos: doc.placeOfSupply,
            rateBp: f.rateBp,
          };
          add(row, f, sign);
          b2cs.set(key, row);
        }
    }
    const exemptPaise = doc.lines.filter((l) => l.rateBp === 0).reduce((s, l) => s + l.amountPaise, 0);
    if (exemptPaise) {
      const key = `${doc.interState ? 'INTR' : 'INTRA'}${registered ? 'B2B' : 'B2C'}`;
      nil.set(key, (nil.get(key) ?? 0) + sign * exemptPaise);
      exempt += sign * exemptPaise;
    }
    addToHsn(hsn[registered ? 'b2b' : 'b2c'], doc, sign);
  }

  const b2csRows: Gstr1B2cs[] = sorted(b2cs)
    .filter(([, r]) => r.txval || r.igst || r.cgst || r.sgst)
    .map(([, r]) => ({
      sply_ty: r.inter ? 'INTER' : 'INTRA',
      pos: r.pos,
      typ: 'OE',
      rt: percent(r.rateBp),
      txval: rupees(r.txval),
      ...taxAmounts(r, r.inter),
      csamt: 0,
    }));
  const nilRows: Gstr1Nil[] = sorted(nil)
    .filter(([, v]) => v !== 0)
    .map(([k, v]) => ({ sply_ty: k as Gstr1Nil['sply_ty'], expt_amt: rupees(v), nil_amt: 0, ngsup_amt: 0 }));
  const invoiceOf = (d: Gstr1Document) => ({
    inum: d.number,
    idt: portalDate(d.date),
    val: rupees(d.valuePaise),
  });
  const noteOf = (d: Gstr1Document) => ({
    ntty: 'C' as const,
    nt_num: d.number,
    nt_dt: portalDate(d.date),
    val: rupees(d.valuePaise),
    pos: d.placeOfSupply,
  });

  const received = advanceSection(advances.received);
  const adjusted = advanceSection(advances.adjusted);
  const gstr1: Gstr1Return = {
    gstin,
    fp,
    version: 'GST3.2.3',
    hash: 'hash',
    b2b: sorted(b2b).map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        ...invoiceOf(d),
        pos: d.placeOfSupply,
        rchrg: 'N' as const,
        inv_typ: 'R' as const,
        itms: itemsOf(d),
      })),
    })),
    b2cl: sorted(b2cl).map(([pos, docs]) => ({
      pos,
      inv: docs.map((d) => ({ ...invoiceOf(d), itms: itemsOf(d) })),
    })),
    b2cs: b2csRows,
    cdnr: sorted(cdnr).map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((d) => ({ ...noteOf(d), rchrg: 'N' as const, inv_typ: 'R' as const, itms: itemsOf(d) })),
    })),
    cdnur: cdnur.map((d) => ({ typ: 'B2CL' as const, ...noteOf(d), itms: itemsOf(d) })),
    nil: { inv: nilRows },
    hsn: { hsn_b2b: hsnRows(hsn.b2b), hsn_b2c: hsnRows(hsn.b2c) },
    at: received.entries,
    txpd: adjusted.entries,
    doc_issue: { doc_det: documentsIssued(documents, advances.received) },
  };
  // The portal takes a section only when it has entries.
  for (const key of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'at', 'txpd'] as const)
    if (!gstr1[key]?.length) delete gstr1[key];
  if (!nilRows.length) delete gstr1.nil;

  return {
    return: gstr1,
    sections: summarise(b2b, b2cl, cdnr, cdnur, [...b2cs.values()], gstr1, {
      nil: { count: nilRows.length, exempt },
      hsn: [...hsn.b2b.values(), ...hsn.b2c.values()],
      advances: [received.totals, adjusted.totals],
    }),
    totals: {
      taxable: moneyOf(net.txval),
      igst: moneyOf(net.igst + advanceTax(advances.received, 'igst') - advanceTax(advances.adjusted, 'igst')),
      cgst: moneyOf(net.cgst + advanceTax(advances.received, 'cgst') - advanceTax(advances.adjusted, 'cgst')),
      sgst: moneyOf(net.sgst + advanceTax(advances.received, 'sgst') - advanceTax(advances.adjusted, 'sgst')),
      exempt: moneyOf(exempt),
      invoiced: { igst: moneyOf(net.igst), cgst: moneyOf(net.cgst), sgst: moneyOf(net.sgst) },
    },
  };
}

/** The tax of advances (received or adjusted) that Table 11 reports: GST rates above 0 only. */
function advanceTax(advances: readonly Gstr1AdvanceFigures[], tax: 'igst' | 'cgst' | 'sgst'): number {
  const key = `${tax}Paise` as const;
  return advances.reduce(
    (sum, a) => sum + a.taxes.filter((t) => t.rateBp > 0).reduce((s, t) => s + t[key], 0),
    0,
  );
}

/** Each line of the document into its SAC and rate, with its share of that rate's tax. */
function addToHsn(
  into: Group<Figures & { qty: number; desc: string; sac: string; rateBp: number }>,
  doc: Gstr1Document,
  sign: number,
) {
  const rates = figuresByRate(doc);
  for (const line of doc.lines) {
    const key = `${line.sac}|${String(line.rateBp).padStart(5, '0')}`;
    const row = into.get(key) ?? {
      ...zero(),
      qty: 0,
      desc: line.description.slice(0, 30),
      sac: line.sac,
      rateBp: line.rateBp,
    };
    row.qty += sign * line.quantity;
    row.txval += sign * line.amountPaise;
    into.set(key, row);
  }
  for (const rate of rates) {
    const lines = doc.lines.filter((l) => l.rateBp === rate.rateBp);
    const weights = lines.map((l) => l.amountPaise);
    for (const tax of ['igst', 'cgst', 'sgst'] as const)
      splitByWeight(rate[tax], weights).forEach((share, i) => {
        const line = lines[i];
        const row = line && into.get(`${line.sac}|${String(line.rateBp).padStart(5, '0')}`);
        if (row) row[tax] += sign * share;
      });
  }
}

function hsnRows(
  rows: Group<Figures & { qty: number; desc: string; sac: string; rateBp: number }>,
): Gstr1HsnRow[] {
  return sorted(rows).map(([, r], i) => {
    // Services (SAC, chapter 99) carry no quantity: the portal's UQC for them is 'NA'.
    const service = r.sac.startsWith('99');
    return {
      num: i + 1,
      hsn_sc: r.sac,
      desc: r.desc,
      uqc: service ? 'NA' : 'OTH',
      qty: service ? 0 : r.qty,
      rt: percent(r.rateBp),
      txval: rupees(r.txval),
      iamt: rupees(r.igst),
      camt: rupees(r.cgst),
      samt: rupees(r.sgst),
      csamt: 0,
    };
  });
}
