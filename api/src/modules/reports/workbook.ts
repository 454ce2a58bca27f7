// A report as an .xlsx workbook: per sheet the title, the period (typed dates), a header row,
// the rows with typed numbers and dates, and a totals row. Text is neutralised against formula
// injection; dates are Excel serial days in the practice's date format.
import * as XLSX from '@e965/xlsx';
import type { Preferences, ReportPeriod } from '@practice-desk/contracts';
import { REPORT_DATE_LABELS } from '@practice-desk/contracts';
import { neutralise } from '../../lib/spreadsheet';

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

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

export function excelSerial(cell: DateCell): number {
  const [y, m, d] = cell.date.split('-').map(Number);
  const days = (Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - EXCEL_EPOCH) / DAY_MS;
  return days + (cell.minutes ?? 0) / 1440;
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

function periodRows(period: ReportPeriod): ReportCell[][] {
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
