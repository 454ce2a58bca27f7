// Invoice numbers (Rule 46(b)): at most 16 characters of letters, digits, '-' and '/', unique
// and consecutive per practice; optionally one series per financial year (April to March).

export const INVOICE_NUMBER_MAX = 16;
const NUMBER_SHAPE = /^[A-Za-z0-9/-]{1,16}$/;

/** The financial year a date (YYYY-MM-DD) falls in, as '26-27' for April 2026 to March 2027. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The number printed on an invoice. Continuous: prefix + sequence ('INV-1001'). Yearly: prefix +
 * year + '/' + the sequence padded to three digits ('INV/' → 'INV/26-27/001').
 */
export function formatInvoiceNumber(prefix: string, sequence: number, financialYear: string | null): string {
  return financialYear === null
    ? `${prefix}${sequence}`
    : `${prefix}${financialYear}/${String(sequence).padStart(3, '0')}`;
}

export function isValidInvoiceNumber(invoiceNumber: string): boolean {
  return NUMBER_SHAPE.test(invoiceNumber) && invoiceNumber.length <= INVOICE_NUMBER_MAX;
}

/** What stands for the number of a draft that is numbered when issued (a retainer's draft). */
export const UNNUMBERED_DRAFT = 'Draft';

/** The number to show: the invoice's own, or 'Draft' before it is issued. */
export function shownInvoiceNumber(invoiceNumber: string | null): string {
  return invoiceNumber ?? UNNUMBERED_DRAFT;
}

/** A file name for an invoice's PDF: its number with '/' turned into '-'. */
export function invoiceFileName(invoiceNumber: string | null): string {
  return `${shownInvoiceNumber(invoiceNumber).replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}
