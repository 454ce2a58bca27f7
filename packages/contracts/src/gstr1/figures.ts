// The figures the GSTR-1 sections sum, in integer paise: a document's taxed value and tax per GST
// rate, and the helpers that add them up.
import type { Gstr1Document } from './documents';

export interface Figures {
  txval: number;
  igst: number;
  cgst: number;
  sgst: number;
}
export const zero = (): Figures => ({ txval: 0, igst: 0, cgst: 0, sgst: 0 });
export function add(into: Figures, from: Figures, sign = 1) {
  into.txval += sign * from.txval;
  into.igst += sign * from.igst;
  into.cgst += sign * from.cgst;
  into.sgst += sign * from.sgst;
}

/** The document's taxed value and tax per GST rate, highest rate first: every rate of its lines
 * and of its taxes, so no tax it carries is ever dropped. */
export function figuresByRate(doc: Gstr1Document): (Figures & { rateBp: number })[] {
  const byRate = new Map<number, number>();
  for (const line of doc.lines)
    if (line.rateBp > 0) byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + line.amountPaise);
  for (const tax of doc.taxes)
    if (tax.rateBp > 0 && (tax.igstPaise || tax.cgstPaise || tax.sgstPaise) && !byRate.has(tax.rateBp))
      byRate.set(tax.rateBp, 0);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, txval]) => {
      const taxes = doc.taxes.filter((t) => t.rateBp === rateBp);
      return {
        rateBp,
        txval,
        igst: taxes.reduce((s, t) => s + t.igstPaise, 0),
        cgst: taxes.reduce((s, t) => s + t.cgstPaise, 0),
        sgst: taxes.reduce((s, t) => s + t.sgstPaise, 0),
      };
    });
}
