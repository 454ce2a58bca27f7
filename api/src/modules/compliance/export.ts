// The calendar and the status board as .xlsx workbooks: text in text cells (never formulas), dates
// as real dates, one header row per sheet.
import * as XLSX from '@e965/xlsx';
import {
  ACKNOWLEDGEMENT_COLUMN,
  acknowledgementLabel,
  type BoardQuery,
  type CalendarQuery,
  COMPLIANCE_STATUS_LABELS,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { type SheetCell, textTypedSheet } from '../../lib/spreadsheet';
import { complianceBoard } from './board';
import { calendarItems } from './calendar';

export const CALENDAR_HEADER = [
  'Due date',
  'Client',
  'Form',
  'Period',
  'Task',
  'Status',
  'Assignee',
  'Originally due',
  'Extension',
  'Filed on',
  // Which number it is (ARN, SRN, acknowledgement number), then the number; with Client, Form,
  // Period and Filed on, the columns the import of past filings reads back.
  'Acknowledgement',
  ACKNOWLEDGEMENT_COLUMN,
];
export const BOARD_DETAIL_HEADER = ['Client', 'Period', 'Status', 'Due date', 'Filed on'];

/** A calendar day as a date cell (midnight UTC, which SheetJS writes as that day). */
const asDate = (day: string | null): SheetCell => (day ? new Date(`${day}T00:00:00Z`) : null);

function sheet(header: string[], rows: SheetCell[][], widths: number[]): XLSX.WorkSheet {
  const ws = textTypedSheet(header, rows);
  ws['!cols'] = widths.map((wch) => ({ wch }));
  return ws;
}

function workbook(sheets: [string, XLSX.WorkSheet][]): Buffer {
  const book = XLSX.utils.book_new();
  for (const [name, ws] of sheets) XLSX.utils.book_append_sheet(book, ws, name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellDates: true, compression: true }) as Buffer;
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');

export async function exportCalendar(ctx: ServiceContext, query: CalendarQuery) {
  const items = await calendarItems(ctx, query, await practiceToday(ctx));
  const rows = items.map((item) => [
    asDate(item.dueDate),
    item.clientName,
    item.code,
    item.periodLabel,
    item.title,
    COMPLIANCE_STATUS_LABELS[item.status],
    item.assigneeName,
    item.originalDueDate === item.dueDate ? null : asDate(item.originalDueDate),
    item.extensionNote,
    asDate(item.filedOn),
    item.arn ? acknowledgementLabel(item.code) : null,
    item.arn,
  ]);
  return {
    filename: `compliance-calendar-${query.from}-to-${query.to}.xlsx`,
    file: workbook([
      ['Calendar', sheet(CALENDAR_HEADER, rows, [12, 30, 12, 14, 36, 11, 22, 14, 30, 12, 16, 22])],
    ]),
  };
}

/** Two sheets: the board as on screen (a status per client and period), and one row per cell that
 * applies, with its dates. */
export async function exportBoard(ctx: ServiceContext, query: BoardQuery) {
  const answer = await complianceBoard(ctx, query);
  const labels = answer.periods.map((p) => p.label);
  const grid = answer.rows.map((row) => [
    row.clientName,
    ...answer.periods.map((p) => COMPLIANCE_STATUS_LABELS[row.cells[p.period]?.status ?? 'not-applicable']),
  ]);
  const details = answer.rows.flatMap((row) =>
    answer.periods.flatMap((p) => {
      const cell = row.cells[p.period];
      if (!cell || cell.status === 'not-applicable') return [];
      return [
        [
          row.clientName,
          p.label,
          COMPLIANCE_STATUS_LABELS[cell.status],
          asDate(cell.dueDate),
          asDate(cell.filedOn),
        ],
      ];
    }),
  );
  return {
    filename: `compliance-board-${safeName(query.code)}-${query.financialYear}.xlsx`,
    file: workbook([
      ['Board', sheet(['Client', ...labels], grid, [30, ...labels.map(() => 14)])],
      ['Details', sheet(BOARD_DETAIL_HEADER, details, [30, 14, 14, 12, 12])],
    ]),
  };
}
