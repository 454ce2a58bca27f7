// The sales register of a GST period (issue 18): every issued invoice and credit note dated in it,
// invoice-wise, with taxable value, exempt value, CGST, SGST, IGST and total; credit notes negative.
// It reads the same issued documents as GSTR-1 and sums them with the same figures per rate
// (contracts' figuresByRate), so the return ties to it per rate and per tax.
import {
  figuresByRate,
  type Gstr1Document,
  type Gstr1Period,
  moneyOf,
  type SalesRegister,
  type SalesRegisterRow,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { periodDocuments } from '../gst/documents';
import { practicePeriod } from '../gst/gstr1';

interface Paise {
  taxable: number;
  exempt: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

function figuresOf(doc: Gstr1Document): Paise {
  const sign = doc.kind === 'creditNote' ? -1 : 1;
  const rated = figuresByRate(doc);
  const sum = (pick: (f: (typeof rated)[number]) => number) => sign * rated.reduce((s, f) => s + pick(f), 0);
  return {
    taxable: sum((f) => f.txval),
    exempt: sign * doc.lines.filter((l) => l.rateBp === 0).reduce((s, l) => s + l.amountPaise, 0),
    cgst: sum((f) => f.cgst),
    sgst: sum((f) => f.sgst),
    igst: sum((f) => f.igst),
    total: sign * doc.valuePaise,
  };
}

const asMoney = (p: Paise) => ({
  taxable: moneyOf(p.taxable),
  exempt: moneyOf(p.exempt),
  cgst: moneyOf(p.cgst),
  sgst: moneyOf(p.sgst),
  igst: moneyOf(p.igst),
  total: moneyOf(p.total),
});

export async function salesRegister(ctx: ServiceContext, text: string): Promise<SalesRegister> {
  const { period } = await practicePeriod(ctx, text);
  return registerOf(ctx, period);
}

async function registerOf(ctx: ServiceContext, period: Gstr1Period): Promise<SalesRegister> {
  const { documents, clientOf } = await periodDocuments(ctx.db, period);
  const sum: Paise = { taxable: 0, exempt: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
  // By date; on a day, invoices before credit notes, each in number order.
  const rank = (d: Gstr1Document) =>
    `${d.date}|${d.kind === 'invoice' ? 0 : 1}|${String(d.sequence).padStart(9, '0')}`;
  const ordered = [...documents].sort((a, b) => (rank(a) < rank(b) ? -1 : 1));
  const rows = ordered.map((doc): SalesRegisterRow => {
    const figures = figuresOf(doc);
    for (const key of Object.keys(sum) as (keyof Paise)[]) sum[key] += figures[key];
    return {
      kind: doc.kind,
      number: doc.number,
      date: doc.date,
      client: clientOf.get(doc.number) ?? '',
      gstin: doc.recipientGstin,
      ...asMoney(figures),
    };
  });
  return { period: period.period, label: period.label, rows, totals: asMoney(sum) };
}
