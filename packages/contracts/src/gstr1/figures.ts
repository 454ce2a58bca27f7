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

/** The document's taxed value and tax per GST rate, highest rate first. */
export function figuresByRate(doc: Gstr1Document): (Figures & { rateBp: number })[] {
  const byRate = new Map<number, number>();
  for (const line of doc.lines)
    if (line.rateBp > 0) byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + line.amountPaise);
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, txval]) => {
      const tax = doc.taxes.find((t) => t.rateBp === rateBp);
      return {
        rateBp,
        txval,
        igst: tax?.igstPaise ?? 0,
        cgst: tax?.cgstPaise ?? 0,
        sgst: tax?.sgstPaise ?? 0,
      };
    });
}
