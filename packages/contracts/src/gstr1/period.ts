// The tax period of a GSTR-1: a month ('2026-10') or, for a practice under QRMP, a quarter
// ('2026-Q4' = October to December 2026), with its first and last day and the portal's `fp`.

export type Gstr1PeriodKind = 'month' | 'quarter';

export interface Gstr1Period {
  /** As the practice writes it: '2026-10' or '2026-Q4'. */
  period: string;
  kind: Gstr1PeriodKind;
  /** First and last day, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The return period as the portal writes it, MMYYYY. A QRMP quarter's GSTR-1 is the return of
   * its third month (the first two months' B2B invoices may go in the IFF; the last month's go in
   * the quarterly GSTR-1: GSTN advisory for QRMP filers, as reported at
   * https://news.cleartax.in/gstn-releases-advisory-for-qrmp-scheme-filers/6038/), so it carries
   * the quarter's last month. */
  fp: string;
  /** 'October 2026', 'Oct–Dec 2026'. */
  label: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export function isGstr1Period(text: string): boolean {
  return MONTH.test(text) || QUARTER.test(text);
}

/** The period's bounds, or null when the text is neither 'YYYY-MM' nor 'YYYY-Qn'. */
export function gstr1Period(text: string): Gstr1Period | null {
  const month = MONTH.exec(text);
  if (month) {
    const [year, m] = [Number(month[1]), Number(month[2])];
    return {
      period: text,
      kind: 'month',
      from: `${year}-${pad(m)}-01`,
      to: `${year}-${pad(m)}-${pad(lastDay(year, m))}`,
      fp: `${pad(m)}${year}`,
      label: `${MONTH_NAMES[m - 1]} ${year}`,
    };
  }
  const quarter = QUARTER.exec(text);
  if (!quarter) return null;
  const [year, q] = [Number(quarter[1]), Number(quarter[2])];
  const first = (q - 1) * 3 + 1;
  const last = first + 2;
  return {
    period: text,
    kind: 'quarter',
    from: `${year}-${pad(first)}-01`,
    to: `${year}-${pad(last)}-${pad(lastDay(year, last))}`,
    fp: `${pad(last)}${year}`,
    label: `${MONTH_NAMES[first - 1]?.slice(0, 3)}–${MONTH_NAMES[last - 1]?.slice(0, 3)} ${year}`,
  };
}

/** The period a date (YYYY-MM-DD) falls in, monthly or quarterly. */
export function gstr1PeriodOf(date: string, kind: Gstr1PeriodKind): string {
  const [year, month] = [date.slice(0, 4), Number(date.slice(5, 7))];
  return kind === 'month' ? `${year}-${pad(month)}` : `${year}-Q${Math.ceil(month / 3)}`;
}

/** YYYY-MM-DD → dd-mm-yyyy, the portal's date. */
export function portalDate(date: string): string {
  return `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
}

/**
 * B2CL: an inter-State supply to an unregistered recipient is reported invoice-wise (Table 5) when
 * the invoice value is more than this. Rule 59(4)(a)(ii) of the CGST Rules, 2017, as amended by
 * Notification No. 12/2024-Central Tax dated 10 July 2024: "one lakh rupees" in place of "two and a
 * half lakh rupees" with effect from 1 August 2024 (GSTN advisory of 3 September 2024 on reporting
 * supplies to unregistered dealers in GSTR-1). Invoices dated before that keep ₹2,50,000.
 */
export function b2clThresholdPaise(invoiceDate: string): number {
  return invoiceDate >= '2024-08-01' ? 1_00_000_00 : 2_50_000_00;
}
