// The GSTR-1 as an .xlsx for review: a summary sheet, then one sheet per section with the
// offline tool's columns, one row per invoice rate (B2B, B2CL, CDNR), group or HSN row. Advances
// go in the offline tool's sheets 'at' (11A) and 'atadj' (11B), named as resilient-tech/
// india-compliance names them (gst_india/utils/gstr_1/__init__.py, GovExcelSheetName), before
// 'exemp' as in the tool's workbook.
import * as XLSX from '@e965/xlsx';
import {
  DOCUMENT_NATURES,
  GSTR1_SECTION_LABELS,
  type Gstr1AdvanceEntry,
  type Gstr1Answer,
  type Gstr1Item,
} from '@practice-desk/contracts';
import { neutralise, type SheetCell } from '../../lib/spreadsheet';

type Row = SheetCell[];
const TAX = ['Rate (%)', 'Taxable value', 'Integrated tax', 'Central tax', 'State/UT tax', 'Cess'];
const tax = ({ itm_det: d }: Gstr1Item): Row => [
  d.rt,
  d.txval,
  d.iamt ?? 0,
  d.camt ?? 0,
  d.samt ?? 0,
  d.csamt,
];

/** One row per place of supply and rate; the gross advance is its taxable value, tax excluded. */
const advanceRows = (entries: Gstr1AdvanceEntry[] | undefined): Row[] =>
  (entries ?? []).flatMap((e) =>
    e.itms.map((i): Row => [e.sply_ty, e.pos, i.rt, i.ad_amt, i.iamt, i.camt, i.samt, i.csamt]),
  );
const advanceHeader = (gross: string) => [
  'Type',
  'Place of supply',
  'Rate (%)',
  gross,
  'Integrated tax',
  'Central tax',
  'State/UT tax',
  'Cess',
];

function sheetOf(header: string[], rows: Row[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((r) => r.map(neutralise))]);
  sheet['!cols'] = header.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  return sheet;
}

export function gstr1Workbook(answer: Gstr1Answer, practiceGstin: string): Buffer {
  const r = answer.return;
  const book = XLSX.utils.book_new();
  // The Money string parsed as written (rupees with two decimals), never paise divided as a float.
  const money = (m: string) => Number(m);
  XLSX.utils.book_append_sheet(
    book,
    sheetOf(
      ['Section', 'Count', 'Taxable value', 'Integrated tax', 'Central tax', 'State/UT tax'],
      [
        ['GSTIN', practiceGstin],
        ['Period', answer.label],
        ...answer.sections.map(
          (s): Row => [
            GSTR1_SECTION_LABELS[s.section],
            s.count,
            money(s.taxable),
            money(s.igst),
            money(s.cgst),
            money(s.sgst),
          ],
        ),
        [
          'Invoices net of credit notes',
          null,
          money(answer.totals.taxable),
          money(answer.totals.igst),
          money(answer.totals.cgst),
          money(answer.totals.sgst),
        ],
      ],
    ),
    'summary',
  );
  const sheets: [string, string[], Row[]][] = [
    [
      'b2b',
      [
        'GSTIN of recipient',
        'Invoice number',
        'Invoice date',
        'Invoice value',
        'Place of supply',
        'Reverse charge',
        'Invoice type',
        ...TAX,
      ],
      (r.b2b ?? []).flatMap((g) =>
        g.inv.flatMap((i) =>
          i.itms.map((it): Row => [g.ctin, i.inum, i.idt, i.val, i.pos, i.rchrg, i.inv_typ, ...tax(it)]),
        ),
      ),
    ],
    [
      'b2cl',
      ['Invoice number', 'Invoice date', 'Invoice value', 'Place of supply', ...TAX],
      (r.b2cl ?? []).flatMap((g) =>
        g.inv.flatMap((i) => i.itms.map((it): Row => [i.inum, i.idt, i.val, g.pos, ...tax(it)])),
      ),
    ],
    [
      'b2cs',
      ['Type', 'Place of supply', ...TAX],
      (r.b2cs ?? []).map(
        (b): Row => [b.sply_ty, b.pos, b.rt, b.txval, b.iamt ?? 0, b.camt ?? 0, b.samt ?? 0, b.csamt],
      ),
    ],
    [
      'cdnr',
      [
        'GSTIN of recipient',
        'Note number',
        'Note date',
        'Note type',
        'Note value',
        'Place of supply',
        ...TAX,
      ],
      (r.cdnr ?? []).flatMap((g) =>
        g.nt.flatMap((n) =>
          n.itms.map((it): Row => [g.ctin, n.nt_num, n.nt_dt, n.ntty, n.val, n.pos, ...tax(it)]),
        ),
      ),
    ],
    [
      'cdnur',
      ['Type', 'Note number', 'Note date', 'Note type', 'Note value', 'Place of supply', ...TAX],
      (r.cdnur ?? []).flatMap((n) =>
        n.itms.map((it): Row => [n.typ, n.nt_num, n.nt_dt, n.ntty, n.val, n.pos, ...tax(it)]),
      ),
    ],
    ['at', advanceHeader('Gross advance received'), advanceRows(r.at)],
    ['atadj', advanceHeader('Gross advance adjusted'), advanceRows(r.txpd)],
    [
      'exemp',
      ['Description', 'Nil rated', 'Exempted', 'Non-GST'],
      (r.nil?.inv ?? []).map((n): Row => [n.sply_ty, n.nil_amt, n.expt_amt, n.ngsup_amt]),
    ],
    ...(['hsn_b2b', 'hsn_b2c'] as const).map((key): [string, string[], Row[]] => [
      key === 'hsn_b2b' ? 'hsn(b2b)' : 'hsn(b2c)',
      ['HSN/SAC', 'Description', 'UQC', 'Quantity', ...TAX],
      r.hsn[key].map(
        (h): Row => [h.hsn_sc, h.desc, h.uqc, h.qty, h.rt, h.txval, h.iamt, h.camt, h.samt, h.csamt],
      ),
    ]),
    [
      'docs',
      ['Nature of document', 'Sr. No. from', 'Sr. No. to', 'Total number', 'Cancelled', 'Net issued'],
      r.doc_issue.doc_det.flatMap((d) =>
        d.docs.map((x): Row => [DOCUMENT_NATURES[d.doc_num], x.from, x.to, x.totnum, x.cancel, x.net_issue]),
      ),
    ],
  ];
  for (const [name, header, rows] of sheets) XLSX.utils.book_append_sheet(book, sheetOf(header, rows), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
