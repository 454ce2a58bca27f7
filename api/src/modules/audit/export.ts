// GET /audit/export: the filtered log as an .xlsx workbook, one row per changed field (an entry
// with no fields, such as a sign-in, is one row). Text cells only, so nothing runs as a formula.
import * as XLSX from '@e965/xlsx';
import type { AuditQuery } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { type SheetCell, textTypedSheet } from '../../lib/spreadsheet';
import { describeEntries, formatTime } from './describe';
import { readAuditPage } from './queries';
import { practiceTimeZone } from './service';

/** The most entries one export carries; narrow the filters for more. */
export const AUDIT_EXPORT_LIMIT = 100_000;
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
  const timeZone = await practiceTimeZone(ctx);
  const rows: SheetCell[][] = [];
  let cursor: string | undefined;
  let read = 0;
  do {
    const batch = await readAuditPage(ctx.db, { ...filters, timeZone }, cursor, BATCH);
    for (const entry of await describeEntries(ctx.db, batch.rows, timeZone)) {
      const lead = [
        formatTime(new Date(entry.at), timeZone),
        entry.user?.name ?? 'System',
        entry.entityLabel,
        entry.label ?? entry.entityId ?? '',
        entry.actionLabel,
      ];
      const tail = [entry.ip ?? '', entry.session ?? ''];
      if (entry.changes.length === 0) rows.push([...lead, '', '', '', ...tail]);
      for (const change of entry.changes) rows.push([...lead, change.label, change.old, change.new, ...tail]);
    }
    read += batch.rows.length;
    cursor = batch.nextCursor ?? undefined;
  } while (cursor && read < AUDIT_EXPORT_LIMIT);
  const sheet = textTypedSheet(AUDIT_EXPORT_HEADER, rows);
  sheet['!cols'] = [17, 22, 16, 30, 16, 20, 30, 30, 16, 38].map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Audit log');
  const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
  const day = formatTime(new Date(), timeZone).slice(0, 10);
  return { filename: `audit-log-${day}.xlsx`, file };
}
