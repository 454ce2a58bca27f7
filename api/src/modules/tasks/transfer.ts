// Task export (csv/xlsx of the current filters) and the one-step import of the older form, which
// runs the same parser and rules as preview and commit.
import { type ImportReport, LIMITS, type TaskListQuery } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { type SheetFormat, writeSpreadsheet } from '../../lib/spreadsheet';
import { type StreamedFile, streamedFile } from '../../lib/streamed-file';
import { excelDay } from '../../lib/xlsx-stream/sheet-xml';
import { writeXlsx, type XlsxCell } from '../../lib/xlsx-stream/xlsx-writer';
import { exportedTasks } from './export-rows';
import { commitImport } from './import/commit';
import { loadBatchFailures } from './import/history';
import { parseUpload, savePending } from './import/pending';
import { listTasks } from './list';

export const EXPORT_HEADER = [
  'Client',
  'Task',
  'SubTask',
  'Status',
  'Priority',
  'ET',
  'TT',
  'Assignee',
  'Team Leader',
  'Due Date',
];

/** A due date as a real date cell (midnight UTC, which SheetJS writes as that calendar day). */
const asDate = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : '');

const text = (value: string): XlsxCell => ({ value, format: '@' });

/** The .xlsx export, written as its rows are read in one transaction: text as typed text (never a
 * formula, so nothing is neutralised with a visible apostrophe), due dates as real dates. */
export function exportTasksXlsx(ctx: ServiceContext, query: TaskListQuery): Promise<StreamedFile<number>> {
  return streamedFile<number>((out) =>
    ctx.db.transaction(async (tx) => {
      const { total, rows } = await exportedTasks({ ...ctx, db: tx }, query);
      out.ready(total);
      async function* cells(): AsyncGenerator<XlsxCell[]> {
        yield EXPORT_HEADER.map(text);
        for await (const t of rows())
          yield [
            text(t.client),
            text(t.task),
            text(t.sub_task),
            text(t.status),
            text(t.priority),
            t.et,
            t.tt,
            text(t.assignee),
            text(t.team_leader),
            t.due_date ? { value: excelDay(t.due_date), format: 'yyyy-mm-dd' } : text(''),
          ];
      }
      await writeXlsx(out.push, [{ name: 'Tasks', rows: cells }], undefined, out.signal);
    }),
  );
}

/** The .csv export (read whole: a csv of the grid's filters). */
export async function exportTasks(ctx: ServiceContext, query: TaskListQuery, format: SheetFormat) {
  const { tasks } = await listTasks(ctx, { ...query, page: 1, limit: LIMITS.exportMaxRows });
  const rows = tasks.map((t) => [
    t.client?.name ?? '',
    t.task,
    t.subTask,
    t.status,
    t.priority,
    t.et,
    t.tt,
    t.allottedTo?.name ?? '',
    t.teamLeader?.name ?? '',
    asDate(t.dueDate),
  ]);
  return writeSpreadsheet(format, 'Tasks', EXPORT_HEADER, rows);
}

export async function importTasks(
  ctx: ServiceContext,
  filename: string,
  data: Buffer,
): Promise<ImportReport> {
  const upload = await parseUpload(filename, data);
  const token = await savePending(ctx, upload);
  const result = await commitImport(ctx, { token, createClients: false });
  const failed = await loadBatchFailures(ctx, result.batchId);
  return { imported: result.created, failed: failed.map(({ row, reason }) => ({ row, reason })) };
}
