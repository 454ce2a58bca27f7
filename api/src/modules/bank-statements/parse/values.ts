// A statement's cells as text, and the dates and amounts Indian banks write in them: dd/mm/yyyy,
// dd-mm-yyyy, dd/mm/yy, dd-MMM-yy, '1 Nov 2026', Excel serial days; amounts with Indian grouping
// (1,23,456.78), a currency sign, a Dr/Cr suffix or prefix, a minus or brackets for a debit.
// Amounts become integer paise from their digits, never through a float.
import { isCalendarDate } from '@practice-desk/contracts';
import type { SheetCell } from '../../../lib/spreadsheet';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text: a workbook's date as YYYY-MM-DD (SheetJS gives the day at local midnight), a
 * number as its digits (to the paisa), text with its runs of spaces made one. */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return '';
    return `${cell.getFullYear()}-${pad(cell.getMonth() + 1)}-${pad(cell.getDate())}`;
  }
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return '';
    return Number.isInteger(cell) ? String(cell) : String(Math.round(cell * 100) / 100);
  }
  return String(cell).replace(/\s+/g, ' ').trim();
}

/** A header label compared without case, spaces or punctuation: 'Chq./Ref.No.' → 'chqrefno'. */
export function labelKey(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function monthOf(name: string): number | undefined {
  const key = name.toLowerCase();
  return MONTHS[key] ?? MONTHS[key.slice(0, 3)];
}

/** Statements are of this century: '26' is 2026. */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

function isoOf(year: number, month: number | undefined, day: number): string | null {
  if (!month) return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(iso) && year >= 1990 && year <= 2100 ? iso : null;
}

// Excel's 1900 date system counts days from 1899-12-30 (the 1900 leap-year slip makes day 60 the
// non-existent 1900-02-29; every day a statement can hold is after it). Source: ECMA-376 Part 1,
// §18.17.4.1 "Date Representation". Serials 32874..73051 are 1990-01-01..2099-12-31.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

function fromExcelSerial(serial: number): string | null {
  if (serial < 32_874 || serial > 73_051) return null;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

const TIME = String.raw`(?:[ T]+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?)?`;
const ISO = new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})${TIME}$`, 'i');
const NUMERIC = new RegExp(`^(\\d{1,2})[/\\-. ](\\d{1,2})[/\\-. ](\\d{4}|\\d{2})${TIME}$`, 'i');
const NAMED = new RegExp(`^(\\d{1,2})[ /-]*([a-z]{3,9})[ ,/-]*(\\d{4}|\\d{2})${TIME}$`, 'i');
const MONTH_FIRST = new RegExp(`^([a-z]{3,9})[ .]+(\\d{1,2}),? +(\\d{4})${TIME}$`, 'i');
const SERIAL = /^\d{5}(?:\.\d+)?$/;

/** The day a statement's date cell gives, as YYYY-MM-DD; null when it is not a date. Day first
 * always, as Indian banks write it (03/11/2026 is 3 November). */
export function parseStatementDate(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  let m = ISO.exec(t);
  if (m) return isoOf(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC.exec(t);
  if (m) return isoOf(fullYear(m[3] as string), Number(m[2]), Number(m[1]));
  m = NAMED.exec(t);
  if (m) return isoOf(fullYear(m[3] as string), monthOf(m[2] as string), Number(m[1]));
  m = MONTH_FIRST.exec(t);
  if (m) return isoOf(Number(m[3]), monthOf(m[1] as string), Number(m[2]));
  if (SERIAL.test(t)) return fromExcelSerial(Number(t));
  return null;
}

export type DrCr = 'Dr' | 'Cr';

/** An amount cell read: blank, not an amount, or its paise with the sign or side it carries. */
export type AmountCell =
  | { kind: 'blank' }
  | { kind: 'bad' }
  | { kind: 'amount'; paise: number; negative: boolean; side: DrCr | null };

const CURRENCY = /₹|\bINR\b|\bRs\.?(?=\s|\d|$)/gi;
const SIDE_AFTER = /\(?\s*(dr|cr)\.?\s*\)?$/i;
const SIDE_BEFORE = /^\(?\s*(dr|cr)\.?\s*\)?/i;
const DIGITS = /^(\d+)(?:\.(\d{1,2}))?$|^\.(\d{1,2})$/;

/** '1,23,456.78' → 12345678 paise; '500.00 Cr', 'Dr 500', '-500', '(500.00)', '₹ 500' too. */
export function parseAmount(text: string): AmountCell {
  let t = text.replace(CURRENCY, '').replace(/\s+/g, ' ').trim();
  if (t === '' || /^[-–—]+$/.test(t)) return { kind: 'blank' };
  let side: DrCr | null = null;
  const after = SIDE_AFTER.exec(t);
  const before = after ? null : SIDE_BEFORE.exec(t);
  const found = after ?? before;
  if (found) {
    side = (found[1] as string).toLowerCase() === 'dr' ? 'Dr' : 'Cr';
    t = (after ? t.slice(0, found.index) : t.slice(found[0].length)).trim();
  }
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  if (t.startsWith('-') || t.endsWith('-')) {
    negative = !negative;
    t = t.replace(/^-|-$/g, '').trim();
  } else if (t.startsWith('+')) t = t.slice(1).trim();
  // Grouping commas (Indian or western) go; a comma is never the decimal mark in these statements.
  if (/^[\d,]*(?:\.\d*)?$/.test(t) && !/,,|^,|,\./.test(t)) t = t.replace(/,/g, '');
  const m = DIGITS.exec(t);
  if (!m) return { kind: 'bad' };
  const whole = m[1] ?? '0';
  const fraction = (m[2] ?? m[3] ?? '').padEnd(2, '0');
  if (whole.length > 13) return { kind: 'bad' };
  const paise = Number(whole) * 100 + Number(fraction);
  if (paise === 0 && side === null) return { kind: 'blank' };
  return { kind: 'amount', paise, negative, side };
}

/** A Dr/Cr column's cell: 'Dr', 'DR.', 'Debit', 'D' → Dr; 'Cr', 'Credit', 'C' → Cr. */
export function parseDrCr(text: string): DrCr | null | 'bad' {
  const t = text.trim().toLowerCase().replace(/\.$/, '');
  if (!t) return null;
  if (['dr', 'd', 'debit', 'withdrawal', 'db'].includes(t)) return 'Dr';
  if (['cr', 'c', 'credit', 'deposit'].includes(t)) return 'Cr';
  return 'bad';
}

/** The sheet as text cells, row by row (a blank row stays, as an empty row). */
export function textGrid(cells: SheetCell[][]): string[][] {
  return cells.map((row) => Array.from(row, (cell) => cellText(cell)));
}
