// A report as an .xlsx workbook: per sheet the title, the period (typed dates), a header row,
// the rows with typed numbers and dates, and a totals row. Text is neutralised against formula
// injection; dates are Excel serial days in the practice's date format.
import * as XLSX from '@e965/xlsx';
import type { Preferences, ReportPeriod } from '@practice-desk/contracts';
import { REPORT_DATE_LABELS } from '@practice-desk/contracts';
import { neutralise } from '../../lib/spreadsheet';
import { excelDay } from '../../lib/xlsx-stream/sheet-xml';
import type { XlsxCell, XlsxSheet } from '../../lib/xlsx-stream/xlsx-writer';

/** A calendar day (YYYY-MM-DD) written as a date cell. */
export interface DateCell {
  date: string;
  /** Minutes after midnight, for a date and time. */
  minutes?: number;
}
/** An amount (Money, e.g. '1180.00') written as a number with two decimals. */
export interface MoneyCell {
  money: string;
}
export type ReportCell = string | number | DateCell | MoneyCell | null;

export interface ReportSheet {
  name: string;
  title: string;
  header: string[];
  rows: ReportCell[][];
  totals?: ReportCell[];
  /** Column widths in characters. */
  widths: number[];
}

/** Where the header row is (0-based): title, period, from, to, exported on, a blank row (or the
 * approved-days-only note). */
export const HEADER_ROW = 6;

export function excelSerial(cell: DateCell): number {
  return excelDay(cell.date) + (cell.minutes ?? 0) / 1440;
}

function toCell(value: ReportCell, dateFormat: string): XLSX.CellObject | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { t: 'n', v: value };
  if (typeof value === 'string') return { t: 's', v: String(neutralise(value)) };
  // The decimal text read once into the cell's number: no arithmetic on it here.
  if ('money' in value) return { t: 'n', v: Number(value.money), z: '#,##0.00' };
  return {
    t: 'n',
    v: excelSerial(value),
    z: value.minutes === undefined ? dateFormat : `${dateFormat} hh:mm`,
  };
}

/** The same cell for the streamed writer: the same types, formats and neutralised text. */
export function xlsxCell(value: ReportCell, dateFormat: string): XlsxCell {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return String(neutralise(value));
  if ('money' in value) return { value: Number(value.money), format: '#,##0.00' };
  return {
    value: excelSerial(value),
    format: value.minutes === undefined ? dateFormat : `${dateFormat} hh:mm`,
  };
}

export function periodRows(period: ReportPeriod): ReportCell[][] {
  // All Time has no first or last day.
  return [
    ['Period', REPORT_DATE_LABELS[period.dateType]],
    ['From', period.from ? { date: period.from } : '—'],
    ['To', period.to ? { date: period.to } : '—'],
    ['Exported on', { date: period.today }],
    // Said where it changes the figures; otherwise the blank row before the header.
    period.approvedOnly ? ['Time counted', 'Approved days only'] : [],
  ];
}

/** A sheet of `grid` as it stands, from A1; `dateFormat` is an Excel pattern (lower case). */
export function gridSheet(grid: ReportCell[][], dateFormat: string, widths: number[]): XLSX.WorkSheet {
  // A dense sheet (rows of cells): twice as fast to build and write as one keyed by 'B7'.
  const data: (XLSX.CellObject | undefined)[][] = [];
  let width = 1;
  grid.forEach((row, r) => {
    width = Math.max(width, row.length);
    data[r] = row.map((value) => toCell(value, dateFormat) ?? undefined);
  });
  const ws: XLSX.WorkSheet = { '!data': data } as XLSX.WorkSheet;
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: grid.length - 1, c: width - 1 } });
  ws['!cols'] = widths.map((wch) => ({ wch }));
  return ws;
}

function writeSheet(sheet: ReportSheet, lead: ReportCell[][], dateFormat: string): XLSX.WorkSheet {
  const grid: ReportCell[][] = [[sheet.title], ...lead, sheet.header, ...sheet.rows];
  if (sheet.totals) grid.push(sheet.totals);
  return gridSheet(grid, dateFormat, sheet.widths);
}

export function reportWorkbook(
  sheets: ReportSheet[],
  period: ReportPeriod,
  dateFormat: Preferences['dateFormat'],
): Buffer {
  return sheetsWorkbook(sheets, periodRows(period), dateFormat);
}

/** Sheets under their own lead rows (what the report covers: e.g. 'As of' and a date), then a blank row. */
export function sheetsWorkbook(
  sheets: ReportSheet[],
  lead: ReportCell[][],
  dateFormat: Preferences['dateFormat'],
): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of sheets)
    XLSX.utils.book_append_sheet(book, writeSheet(sheet, lead, dateFormat.toLowerCase()), sheet.name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** A sheet whose rows are read as it is written; `totals` is asked for after the last row, so it
 * can be summed on the way. */
export interface StreamedReportSheet {
  name: string;
  title: string;
  header: string[];
  rows: () => AsyncIterable<ReportCell[]> | Iterable<ReportCell[]>;
  totals?: () => ReportCell[];
  widths: number[];
}

/** A report sheet for the streamed writer, laid out as `writeSheet` lays it out: the title, the
 * lead rows, the header, the rows, the totals. */
export function streamedSheet(
  sheet: StreamedReportSheet,
  lead: ReportCell[][],
  dateFormat: Preferences['dateFormat'],
): XlsxSheet {
  const format = dateFormat.toLowerCase();
  const cells = (row: ReportCell[]) => row.map((value) => xlsxCell(value, format));
  return {
    name: sheet.name,
    widths: sheet.widths,
    rows: async function* () {
      yield cells([sheet.title]);
      for (const row of lead) yield cells(row);
      yield cells(sheet.header);
      for await (const row of sheet.rows()) yield cells(row);
      if (sheet.totals) yield cells(sheet.totals());
    },
  };
}
