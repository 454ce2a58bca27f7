// Reading and writing csv/xlsx/xls with SheetJS: type checked by content, headers matched
// case-insensitively, and every written cell neutralised against formula injection.
import * as XLSX from '@e965/xlsx';
import { LIMITS } from '@practice-desk/contracts';
import { Invalid } from './errors';

export type SheetFormat = 'csv' | 'xlsx';
export type SheetCell = string | number | boolean | Date | null;

export const SPREADSHEET_MESSAGES = {
  type: 'Only .csv, .xlsx and .xls files can be imported',
  size: 'The file is larger than 10 MB',
  mismatch: 'The file content does not match its extension',
  empty: 'The file has no rows to import',
} as const;

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot).toLowerCase();
}

/** The file's real kind from its first bytes: zip (xlsx), OLE (xls) or plain text (csv). */
function contentMatches(ext: string, data: Buffer): boolean {
  if (ext === '.xlsx') return data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (ext === '.xls') return data.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
  const head = data.subarray(0, 8192);
  return !head.includes(0) && Buffer.from(head.toString('utf8'), 'utf8').length >= head.length - 4;
}

/** Rows of the first sheet as objects keyed by lower-cased, trimmed header. */
export function readSpreadsheet(filename: string, data: Buffer): Record<string, SheetCell>[] {
  const ext = extensionOf(filename);
  if (!(LIMITS.importExtensions as readonly string[]).includes(ext))
    throw new Invalid(SPREADSHEET_MESSAGES.type);
  if (data.length > LIMITS.importMaxBytes) throw new Invalid(SPREADSHEET_MESSAGES.size);
  if (!contentMatches(ext, data)) throw new Invalid(SPREADSHEET_MESSAGES.mismatch);
  // raw: keep "1,50" and "=SUM()" as the text they are instead of numbers or formulas.
  const book = XLSX.read(data, { type: 'buffer', raw: ext === '.csv', cellDates: true, dense: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Invalid(SPREADSHEET_MESSAGES.empty);
  const rows = XLSX.utils.sheet_to_json<Record<string, SheetCell>>(sheet, { defval: null, raw: true });
  if (rows.length === 0) throw new Invalid(SPREADSHEET_MESSAGES.empty);
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [normaliseHeader(key), restore(value)])),
  );
}

export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/** The first present value among a column's accepted header names. */
export function cell(row: Record<string, SheetCell>, ...headers: string[]): SheetCell {
  for (const header of headers) {
    const value = row[normaliseHeader(header)];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return null;
}

/** Undoes `neutralise` on the way in, so an exported file imports back as it was; nothing
 * read here is ever evaluated. */
function restore(value: SheetCell): SheetCell {
  return typeof value === 'string' && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function neutralise(value: SheetCell): SheetCell {
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

export function writeSpreadsheet(
  format: SheetFormat,
  sheetName: string,
  header: string[],
  rows: SheetCell[][],
): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((row) => row.map(neutralise))], {
    cellDates: true,
  });
  if (format === 'csv') return Buffer.from(`\ufeff${XLSX.utils.sheet_to_csv(sheet)}`, 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
