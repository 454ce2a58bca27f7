// GET /audit/export: the filtered log as an .xlsx workbook, one row per changed field (an entry
// with no fields, such as a sign-in, is one row). Text cells are neutralised so nothing runs as a
// formula; when it happened, and old and new values that are dates, are real date cells in the
// practice's date format (with the time on its clock for a moment).
import * as XLSX from '@e965/xlsx';
import { type AuditQuery, LIMITS } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { gridSheet, type ReportCell } from '../reports/workbook';
import { momentCell } from './change-values';
import { describeRecords } from './describe';
import { readAuditPage } from './queries';
import { practiceStyle } from './service';

const BATCH = 5_000;

export const AUDIT_EXPORT_HEADER = [
  'When',
  'Who',
  'Record type',
  'Record',
  'Action',
  'Field',
  'Old value',
  'New value',
  'IP address',
  'Session',
];

export async function exportAuditLog(ctx: ServiceContext, query: AuditQuery) {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const style = await practiceStyle(ctx);
  const rows: ReportCell[][] = [AUDIT_EXPORT_HEADER];
  let cursor: string | undefined;
  let read = 0;
  do {
    const batch = await readAuditPage(ctx.db, { ...filters, timeZone: style.timeZone }, cursor, BATCH);
    for (const entry of await describeRecords(ctx.db, batch.rows, style)) {
      const lead: ReportCell[] = [
        momentCell(new Date(entry.at), style),
        entry.user?.name ?? 'System',
        entry.entityLabel,
        entry.label ?? entry.entityId ?? '',
        entry.actionLabel,
      ];
      const tail = [entry.ip ?? '', entry.session ?? ''];
      if (entry.changes.length === 0) rows.push([...lead, '', '', '', ...tail]);
      for (const change of entry.changes)
        rows.push([
          ...lead,
          change.label,
          change.oldDate ?? change.old,
          change.newDate ?? change.new,
          ...tail,
        ]);
    }
    read += batch.rows.length;
    cursor = batch.nextCursor ?? undefined;
    // The most entries one export carries; narrow the filters for more.
  } while (cursor && read < LIMITS.exportMaxRows);
  const widths = [17, 22, 16, 30, 16, 20, 30, 30, 16, 38];
  const sheet = gridSheet(rows, style.dateFormat.toLowerCase(), widths);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Audit log');
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  return { filename: `audit-log-${momentCell(new Date(), style).date}.xlsx`, file };
}
