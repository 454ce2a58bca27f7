// The screen's summary of a GSTR-1: per section how many entries, their taxable value and tax.
import * as v from 'valibot';
import { moneyOf } from '../money';
import type { AdvanceTotals } from './advances';
import type { Gstr1Document } from './documents';
import { add, type Figures, figuresByRate, zero } from './figures';
import { GSTR1_SECTIONS, type Gstr1Return, type Gstr1Section } from './format';

type Group<T> = Map<string, T>;

export const Gstr1SectionSummarySchema = v.object({
  section: v.picklist(GSTR1_SECTIONS),
  /** Invoices, notes or rows in the section (documents net issued for doc_issue). */
  count: v.number(),
  taxable: v.string(),
  igst: v.string(),
  cgst: v.string(),
  sgst: v.string(),
});
export type Gstr1SectionSummary = v.InferOutput<typeof Gstr1SectionSummarySchema>;

function summaryOf(section: Gstr1Section, count: number, figures: Figures): Gstr1SectionSummary {
  return {
    section,
    count,
    taxable: moneyOf(figures.txval),
    igst: moneyOf(figures.igst),
    cgst: moneyOf(figures.cgst),
    sgst: moneyOf(figures.sgst),
  };
}

function total(docs: readonly Gstr1Document[]): Figures {
  const sum = zero();
  for (const doc of docs) for (const f of figuresByRate(doc)) add(sum, f);
  return sum;
}

export function summarise(
  b2b: Group<Gstr1Document[]>,
  b2cl: Group<Gstr1Document[]>,
  cdnr: Group<Gstr1Document[]>,
  cdnur: Gstr1Document[],
  b2cs: Figures[],
  gstr1: Gstr1Return,
  rest: { nil: { count: number; exempt: number }; hsn: Figures[]; advances: AdvanceTotals[] },
): Gstr1SectionSummary[] {
  const [received, adjusted] = rest.advances as [AdvanceTotals, AdvanceTotals];
  const flat = (g: Group<Gstr1Document[]>) => [...g.values()].flat();
  const b2csSum = zero();
  for (const row of b2cs) add(b2csSum, row);
  const hsnSum = zero();
  for (const row of rest.hsn) add(hsnSum, row);
  const hsnCount = gstr1.hsn.hsn_b2b.length + gstr1.hsn.hsn_b2c.length;
  const docs = gstr1.doc_issue.doc_det.flatMap((d) => d.docs).reduce((s, d) => s + d.net_issue, 0);
  return [
    summaryOf('b2b', flat(b2b).length, total(flat(b2b))),
    summaryOf('b2cl', flat(b2cl).length, total(flat(b2cl))),
    summaryOf('b2cs', b2cs.filter((r) => r.txval || r.igst || r.cgst || r.sgst).length, b2csSum),
    summaryOf('cdnr', flat(cdnr).length, total(flat(cdnr))),
    summaryOf('cdnur', cdnur.length, total(cdnur)),
    summaryOf('nil', rest.nil.count, { ...zero(), txval: rest.nil.exempt }),
    { section: 'at', ...received },
    { section: 'txpd', ...adjusted },
    summaryOf('hsn', hsnCount, hsnSum),
    summaryOf('doc_issue', docs, zero()),
  ];
}
