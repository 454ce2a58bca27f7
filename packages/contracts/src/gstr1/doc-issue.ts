// Table 13 (documents issued): each series' range of numbers issued in the period, how many of
// the range were cancelled and how many are net issued. A number inside the range that is not an
// issued document of the period (a draft reverted, whose number is never reused, or one still
// unsent) counts as cancelled, so from–to, totnum and net_issue agree with each other.
// Receipt vouchers (Rule 50) are their own nature of document: doc_num 6, 'Receipt voucher', as
// resilient-tech/india-compliance numbers Table 13's natures (gst_india/utils/gstr_1/
// gstr_1_json_map.py, class DOC_ISSUE, DOCUMENT_NATURE: 1 invoices for outward supply, 5 credit
// note, 6 receipt voucher). Each `doc_det` entry carries only the offline tool's keys, `doc_num`
// and `docs` (the same class's convert_to_gov_data_format writes exactly those two): the nature's
// name is the portal's, from its number, never sent.
import type { Gstr1Document, Gstr1ReceiptVoucher } from './documents';
import type { Gstr1DocDetail, Gstr1DocRange } from './format';

const DOC_NUM = { invoice: 1, creditNote: 5 } as const;
const RECEIPT_VOUCHER = 6;

/** The portal's names of the natures of document, for the screen and the workbook only. */
export const DOCUMENT_NATURES = {
  1: 'Invoices for outward supply',
  5: 'Credit Note',
  6: 'Receipt voucher',
} as const;

type Numbered = Pick<Gstr1Document, 'number' | 'series' | 'sequence'>;

function rangesOf(documents: readonly Numbered[]): Gstr1DocRange[] {
  const bySeries = new Map<string, Numbered[]>();
  for (const doc of documents) bySeries.set(doc.series, [...(bySeries.get(doc.series) ?? []), doc]);
  const ranges = [...bySeries.values()].map((docs) => {
    const sorted = [...docs].sort((a, b) => a.sequence - b.sequence);
    const first = sorted[0] as Numbered;
    const last = sorted[sorted.length - 1] as Numbered;
    const issued = new Set(sorted.map((d) => d.sequence)).size;
    const totnum = last.sequence - first.sequence + 1;
    return { from: first.number, to: last.number, totnum, cancel: totnum - issued, net_issue: issued };
  });
  return ranges
    .sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
    .map((range, i) => ({ num: i + 1, ...range }));
}

export function documentsIssued(
  documents: readonly Gstr1Document[],
  vouchers: readonly Gstr1ReceiptVoucher[] = [],
): Gstr1DocDetail[] {
  const details: Gstr1DocDetail[] = (['invoice', 'creditNote'] as const).flatMap((kind) => {
    const docs = rangesOf(documents.filter((d) => d.kind === kind));
    return docs.length ? [{ doc_num: DOC_NUM[kind], docs }] : [];
  });
  const receipts = rangesOf(vouchers);
  if (receipts.length) details.push({ doc_num: RECEIPT_VOUCHER, docs: receipts });
  return details;
}
