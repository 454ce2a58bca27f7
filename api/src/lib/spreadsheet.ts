// Reading and writing csv/xlsx/xls with SheetJS: type checked by content, headers matched
// case-insensitively, and every written cell neutralised against formula injection.
import * as XLSX from '@e965/xlsx';
import { LIMITS } from '@practice-desk/contracts';
import { DomainError, Invalid } from './errors';
import { forEachInSlices } from './in-slices';
import { SPREADSHEET_LIMITS, SPREADSHEET_MESSAGES } from './spreadsheet-limits';
import { type ParsedTable, parseInChildProcess } from './spreadsheet-parse';
import { zipEntries } from './zip-directory';

export type SheetFormat = 'csv' | 'xlsx';
export type SheetCell = string | number | boolean | Date | null;

export { SPREADSHEET_MESSAGES };

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

/** A csv's text: UTF-8 with or without a BOM, otherwise Windows-1252 (what Excel on Windows
 * saves as "CSV"), so Devanagari and '₹' survive from the one and 'é' from the other. */
export function decodeCsv(data: Buffer): string {
  const body = data.subarray(0, 3).equals(UTF8_BOM) ? data.subarray(3) : data;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface ReadOptions {
  /** Keep each header as the file writes it (trimmed) instead of lower-cased. */
  headersAsWritten?: boolean;
}

/** Refuses an .xlsx whose entries declare more than the limits once unzipped (a zip bomb). */
function checkArchive(data: Buffer): void {
  const entries = zipEntries(data);
  if (!entries) throw new DomainError(400, SPREADSHEET_MESSAGES.unreadable);
  const expanded = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (expanded > SPREADSHEET_LIMITS.maxExpandedBytes)
    throw new DomainError(413, SPREADSHEET_MESSAGES.expandsTooMuch);
  if (expanded > data.length * SPREADSHEET_LIMITS.maxExpansionRatio)
    throw new DomainError(413, SPREADSHEET_MESSAGES.compressedTooMuch);
}

/** A csv's cell count is bounded by its separators and line breaks: counted before parsing. */
function checkCsvCells(data: Buffer): void {
  let separators = 0;
  for (let i = 0; i < data.length; i += 1) {
    const byte = data[i];
    if (byte === 0x2c || byte === 0x0a || byte === 0x09 || byte === 0x3b) separators += 1;
  }
  if (separators > SPREADSHEET_LIMITS.maxCells) throw new DomainError(413, SPREADSHEET_MESSAGES.tooManyCells);
}

/** The file checked (type, size, content, declared unzipped size) and parsed in a child process. */
async function parseChecked(filename: string, data: Buffer, grid: boolean): Promise<ParsedTable> {
  const ext = extensionOf(filename);
  if (!(LIMITS.importExtensions as readonly string[]).includes(ext))
    throw new Invalid(SPREADSHEET_MESSAGES.type);
  if (data.length > SPREADSHEET_LIMITS.maxBytes) throw new Invalid(SPREADSHEET_MESSAGES.size);
  if (!contentMatches(ext, data)) throw new Invalid(SPREADSHEET_MESSAGES.mismatch);
  if (ext === '.xlsx') checkArchive(data);
  if (ext === '.csv') checkCsvCells(data);
  const table = await parseInChildProcess(ext === '.csv' ? { text: decodeCsv(data) } : { bytes: data }, grid);
  if (table.rows.length === 0) throw new Invalid(SPREADSHEET_MESSAGES.empty);
  // In place: a large file's rows are not copied again.
  await forEachInSlices(table.rows, (row) => {
    for (let i = 0; i < row.length; i += 1) row[i] = restore(row[i] ?? null);
  });
  return table;
}

/** The first sheet's headers (trimmed, as the file writes them) and its non-blank rows, cells in
 * header order. The file's type, size and (for .xlsx) declared unzipped size are checked first;
 * parsing runs in a child process. */
export async function readSheetTable(filename: string, data: Buffer): Promise<ParsedTable> {
  const table = await parseChecked(filename, data, false);
  return { headers: table.headers.map((h) => h.trim()), rows: table.rows };
}

/** The first sheet as a grid of cells, from its first row, blank rows kept (row i of the answer is
 * the file's row i + 1): for files whose header is not on the first row (bank statements). */
export async function readSheetGrid(filename: string, data: Buffer): Promise<SheetCell[][]> {
  return (await parseChecked(filename, data, true)).rows;
}

/** Rows of the first sheet as objects keyed by lower-cased, trimmed header (or as written). */
export async function readSpreadsheet(
  filename: string,
  data: Buffer,
  options: ReadOptions = {},
): Promise<Record<string, SheetCell>[]> {
  const { headers, rows } = await readSheetTable(filename, data);
  const keys = options.headersAsWritten ? headers : headers.map(normaliseHeader);
  return rows.map((row) => Object.fromEntries(keys.map((key, i) => [key, row[i] ?? null])));
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

/** A csv that Excel opens as UTF-8: BOM first, formula-like text neutralised. */
export function writeCsv(header: string[], rows: SheetCell[][]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows.map((row) => row.map(neutralise))], {
    cellDates: true,
    dateNF: 'yyyy-mm-dd',
  });
  return Buffer.from(`\ufeff${XLSX.utils.sheet_to_csv(sheet)}`, 'utf8');
}

/** An xlsx sheet whose strings are typed text cells (never formulas, so no visible apostrophe)
 * and whose dates are real dates. */
export function textTypedSheet(header: string[], rows: SheetCell[][]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([header, ...rows], {
    cellDates: true,
    dateNF: 'yyyy-mm-dd',
    dense: true,
  });
  for (const row of sheet['!data'] ?? []) for (const c of row ?? []) if (c?.t === 's') c.z = '@';
  return sheet;
}

export function writeSpreadsheet(
  format: SheetFormat,
  sheetName: string,
  header: string[],
  rows: SheetCell[][],
): Buffer {
  if (format === 'csv') return writeCsv(header, rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, textTypedSheet(header, rows), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellDates: true, bookSST: true }) as Buffer;
}

export const SHEET_CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
