// Table 11 of GSTR-1: 11A (`at`) the advances received in the period on which tax is paid, and
// 11B (`txpd`) the advances adjusted in the period against the invoices issued in it, each grouped
// by place of supply (with INTRA/INTER) and GST rate. Sums in integer paise, rupees at the end.
// Shape as resilient-tech/india-compliance writes it (gst_india/utils/gstr_1/gstr_1_json_map.py,
// classes AT and TXPD): one entry per place of supply, its rates as items; the adjusted amounts are
// written positive (the portal subtracts Table 11B from the liability itself).
import { moneyOf } from '../money';
import { percent, rupees } from './amounts';
import type { Gstr1AdvanceFigures } from './documents';
import type { Gstr1AdvanceEntry } from './format';

export interface AdvanceTotals {
  /** Rows of the section: one per place of supply and rate. */
  count: number;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
}

interface RateRow {
  rateBp: number;
  txval: number;
  igst: number;
  cgst: number;
  sgst: number;
}

const bySort = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The advances (received or adjusted) as the return's entries, and their totals for the screen.
 * An advance that carried no GST (a practice without GSTIN, an export) paid no tax: not reported. */
export function advanceSection(advances: readonly Gstr1AdvanceFigures[]): {
  entries: Gstr1AdvanceEntry[];
  totals: AdvanceTotals;
} {
  const places = new Map<string, { pos: string; inter: boolean; rates: Map<number, RateRow> }>();
  for (const advance of advances) {
    for (const tax of advance.taxes) {
      if (tax.rateBp <= 0) continue;
      const key = `${advance.interState ? 'INTER' : 'INTRA'}|${advance.placeOfSupply}`;
      const place = places.get(key) ?? {
        pos: advance.placeOfSupply,
        inter: advance.interState,
        rates: new Map<number, RateRow>(),
      };
      const row = place.rates.get(tax.rateBp) ?? { rateBp: tax.rateBp, txval: 0, igst: 0, cgst: 0, sgst: 0 };
      // An advance is charged at one rate; were it ever at two, its value goes with the first.
      if (tax === advance.taxes.find((t) => t.rateBp > 0)) row.txval += advance.taxablePaise;
      row.igst += tax.igstPaise;
      row.cgst += tax.cgstPaise;
      row.sgst += tax.sgstPaise;
      place.rates.set(tax.rateBp, row);
      places.set(key, place);
    }
  }
  const sum = { txval: 0, igst: 0, cgst: 0, sgst: 0 };
  let count = 0;
  const entries = [...places.entries()]
    .sort(([a], [b]) => bySort(a, b))
    .map(
      ([, place]): Gstr1AdvanceEntry => ({
        pos: place.pos,
        sply_ty: place.inter ? 'INTER' : 'INTRA',
        itms: [...place.rates.values()]
          .sort((a, b) => b.rateBp - a.rateBp)
          .map((row) => {
            count += 1;
            sum.txval += row.txval;
            sum.igst += row.igst;
            sum.cgst += row.cgst;
            sum.sgst += row.sgst;
            return {
              rt: percent(row.rateBp),
              ad_amt: rupees(row.txval),
              iamt: rupees(row.igst),
              camt: rupees(row.cgst),
              samt: rupees(row.sgst),
              csamt: 0,
            };
          }),
      }),
    );
  return {
    entries,
    totals: {
      count,
      taxable: moneyOf(sum.txval),
      igst: moneyOf(sum.igst),
      cgst: moneyOf(sum.cgst),
      sgst: moneyOf(sum.sgst),
    },
  };
}
