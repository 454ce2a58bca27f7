// A carried table as a spreadsheet a person can read: a header of plain names, money in rupees
// (the tables keep paise), days as dates, yes and no, and no password hashes. Text is written as
// typed text cells, so nothing in it runs as a formula. The JSON beside it is the exact copy.

import { excelDay } from '../../lib/xlsx-stream/sheet-xml';
import type { XlsxCell, XlsxSheet } from '../../lib/xlsx-stream/xlsx-writer';
import type { TransferColumn, TransferTable } from './tables';

/** Columns no spreadsheet shows (the JSON keeps them for the operator's import). */
const HIDDEN = new Set(['password_hash']);
const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'numeric', 'float4', 'float8']);

const isMoney = (column: TransferColumn) => column.name.endsWith('_paise');

/** 'invoice_number' → 'Invoice number'; 'client_id' → 'Client ID'; money says rupees. */
export function columnTitle(column: TransferColumn): string {
  const words = column.name.replace(/_paise$/, '').split('_');
  const title = words
    .map((word, i) => (word === 'id' ? 'ID' : i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
  return isMoney(column) ? `${title} (₹)` : title;
}

function cellOf(column: TransferColumn, value: unknown): XlsxCell {
  if (value === null || value === undefined) return null;
  if (column.type === 'bool') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && NUMBER_TYPES.has(column.type))
    return isMoney(column) ? { value: value / 100, format: '#,##0.00' } : value;
  if (column.type === 'date' && typeof value === 'string')
    return { value: excelDay(value), format: 'dd-mm-yyyy' };
  if (column.type === 'bytea' && typeof value === 'string') return `${(value.length - 2) / 2} bytes`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The sheet of `table` over its rows' JSON texts, read page by page. */
export function tableSheet(
  table: TransferTable,
  title: string,
  pages: () => AsyncIterable<string[]>,
): XlsxSheet {
  const columns = table.columns.filter((c) => !HIDDEN.has(c.name));
  return {
    name: title.slice(0, 31),
    widths: columns.map((c) => Math.min(40, Math.max(10, columnTitle(c).length + 2))),
    rows: async function* () {
      yield columns.map(columnTitle);
      for await (const page of pages()) {
        for (const text of page) {
          const row = JSON.parse(text) as Record<string, unknown>;
          yield columns.map((column) => cellOf(column, row[column.name]));
        }
      }
    },
  };
}
