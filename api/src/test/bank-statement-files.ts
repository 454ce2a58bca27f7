// Bank statement files made here with SheetJS for the parser tests, read through the same reader
// the API uses (type checks, the parser's child process), as xlsx, xls and csv.
import * as XLSX from '@e965/xlsx';
import { readSheetGrid } from '../lib/spreadsheet';
import { type ReadStatement, readStatement } from '../modules/bank-statements/parse/statement';
import { textGrid } from '../modules/bank-statements/parse/values';

export type Cell = string | number | Date | null;

export function fileOf(rows: Cell[][], type: 'xlsx' | 'xls' | 'csv'): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  if (type === 'csv') return Buffer.from(XLSX.utils.sheet_to_csv(sheet), 'utf8');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Statement');
  return XLSX.write(book, { type: 'buffer', bookType: type === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}

export async function readRows(rows: Cell[][], type: 'xlsx' | 'xls' | 'csv'): Promise<ReadStatement> {
  const grid = textGrid(await readSheetGrid(`statement.${type}`, fileOf(rows, type)));
  const statement = readStatement(grid);
  if (!statement) throw new Error('no header found');
  return statement;
}

/** The lines as [date, debit, credit, balance] in paise, in file order. */
export const money = (s: ReadStatement) =>
  s.lines.map((l) => [l.date, l.debitPaise, l.creditPaise, l.balancePaise]);
export const errors = (s: ReadStatement) => s.problems.filter((p) => p.kind === 'error');
export const warnings = (s: ReadStatement) => s.problems.filter((p) => p.kind === 'warning');
