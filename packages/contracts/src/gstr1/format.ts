// The GSTR-1 return as the GST portal's offline tool writes and accepts it (JSON upload through
// "Prepare offline"). GSTN publishes no JSON schema; the keys follow the offline tool's JSON as
// documented in "GSTR-1 JSON Specification & Validation Rules"
// (https://gist.github.com/the-solipsist/d60d4ec9dea279406916b604555ac21e, reverse-engineered from
// the offline tool and the portal's API). Table 12 (HSN) is split into `hsn_b2b` and `hsn_b2c` from
// the May 2025 tax period (GSTN advisory on Table 12 of GSTR-1/1A, May 2025). Amounts are rupees as
// numbers with at most two decimals; rates are percentages.

export interface Gstr1ItemDetail {
  txval: number;
  rt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface Gstr1Item {
  num: number;
  itm_det: Gstr1ItemDetail;
}

export interface Gstr1B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N' | 'Y';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Gstr1Item[];
}

export interface Gstr1B2cs {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  typ: 'OE';
  rt: number;
  txval: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface Gstr1Note {
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}

export interface Gstr1UnregisteredNote {
  typ: 'B2CL';
  ntty: 'C';
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
  itms: Gstr1Item[];
}

export interface Gstr1Nil {
  sply_ty: 'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C';
  expt_amt: number;
  nil_amt: number;
  ngsup_amt: number;
}

export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface Gstr1DocDetail {
  /** 1: invoices for outward supply; 5: credit notes; 6: receipt vouchers. */
  doc_num: 1 | 5 | 6;
  docs: Gstr1DocRange[];
}

/** One rate's advance (Table 11A `at`) or advance adjusted (Table 11B `txpd`). Keys and shape as
 * resilient-tech/india-compliance writes them for the portal (gst_india/utils/gstr_1/
 * gstr_1_json_map.py, classes AT and TXPD: `pos`, `sply_ty`, `itms` of `rt`, `ad_amt`, `iamt`,
 * `camt`, `samt`, `csamt`, every tax written, 0 when not charged; JSON keys `at` and `txpd`,
 * Excel sheets `at` and `atadj` in its __init__.py GovJsonKey / GovExcelSheetName). */
export interface Gstr1AdvanceItem {
  rt: number;
  /** The taxable value of the advance (received or adjusted), tax excluded. */
  ad_amt: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1AdvanceEntry {
  pos: string;
  sply_ty: 'INTRA' | 'INTER';
  itms: Gstr1AdvanceItem[];
}

export interface Gstr1Return {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl?: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs?: Gstr1B2cs[];
  cdnr?: { ctin: string; nt: Gstr1Note[] }[];
  cdnur?: Gstr1UnregisteredNote[];
  nil?: { inv: Gstr1Nil[] };
  at?: Gstr1AdvanceEntry[];
  txpd?: Gstr1AdvanceEntry[];
  hsn: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: { doc_det: Gstr1DocDetail[] };
}

/** The sections the screen summarises, in the return's order. */
export const GSTR1_SECTIONS = [
  'b2b',
  'b2cl',
  'b2cs',
  'cdnr',
  'cdnur',
  'nil',
  'at',
  'txpd',
  'hsn',
  'doc_issue',
] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

export const GSTR1_SECTION_LABELS: Record<Gstr1Section, string> = {
  b2b: 'B2B invoices (4A)',
  b2cl: 'B2C large (5)',
  b2cs: 'B2C others (7)',
  cdnr: 'Credit notes, registered (9B)',
  cdnur: 'Credit notes, unregistered (9B)',
  nil: 'Nil rated and exempt (8)',
  at: 'Advances received (11A)',
  txpd: 'Advances adjusted (11B)',
  hsn: 'HSN/SAC summary (12)',
  doc_issue: 'Documents issued (13)',
};
