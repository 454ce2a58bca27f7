// GET /reports/export/{reportId}: the report of the screen as an .xlsx workbook named
// `{report}-report-{YYYY-MM-DD}.xlsx` (today in the practice's time zone). Minutes are numbers,
// variance is actual minus estimated (over the estimate is positive).
import {
  estimateVariance,
  type ReportId,
  type ReportQuery,
  type ReportTotals,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { type StreamedFile, streamedFile } from '../../lib/streamed-file';
import { writeXlsx } from '../../lib/xlsx-stream/xlsx-writer';
import { readPreferences } from '../config/preferences';
import { dayEndExport } from './day-end-export';
import { type ResolvedPeriod, resolvePeriod } from './period';
import { totalsByClient, totalsBySubTask, totalsByTask, totalsByUser } from './queries';
import { inReportSession } from './session';
import { NO_CLIENT, sumTotals, UNASSIGNED } from './tables';
import { periodRows, type ReportSheet, type StreamedReportSheet, streamedSheet } from './workbook';

/** zlib's level for report workbooks: 1 (fastest) writes 100,000 Day End rows in ~0.55 s as
 * 3.7 MB where level 6 takes ~0.85 s for 3.0 MB (measured on a busy machine); the file is
 * downloaded once. */
const REPORT_COMPRESSION = 1;

const MINUTES = ['Estimated (min)', 'Actual (min)', 'Variance (min)'];
/** The Day End's own sheets are in day-end-export.ts. */
type GroupedReport = Exclude<ReportId, 'day-end'>;
const TITLES: Record<GroupedReport, string> = {
  clients: 'Clients Report',
  users: 'Users Report',
  tasks: 'Tasks Report',
  'sub-tasks': 'Sub-tasks Report',
};

const minutes = (t: ReportTotals) => [
  t.totalEstimatedTime,
  t.totalActualTime,
  estimateVariance(t.totalEstimatedTime, t.totalActualTime),
];

/** A grouped report: its name columns, then tasks, sub-tasks and minutes; COUNT in the totals. */
function totalsSheet(
  id: GroupedReport,
  names: string[],
  rows: { names: string[]; totals: ReportTotals }[],
): ReportSheet {
  const totals = sumTotals(rows.map((r) => r.totals));
  return {
    name: TITLES[id].replace(' Report', ''),
    title: TITLES[id],
    header: [...names, 'Tasks', 'Sub-tasks', ...MINUTES],
    rows: rows.map((r) => [...r.names, r.totals.totalTasks, r.totals.totalSubTasks, ...minutes(r.totals)]),
    totals: [
      `COUNT: ${rows.length}`,
      ...names.slice(1).map(() => null),
      totals.totalTasks,
      totals.totalSubTasks,
      ...minutes(totals),
    ],
    widths: [...names.map(() => 32), 10, 10, 16, 14, 15],
  };
}

/** The grouped reports, read whole: one row per client, person or task, a few thousand at most. */
async function totalsSheets(
  ctx: ServiceContext,
  id: GroupedReport,
  period: ResolvedPeriod,
): Promise<ReportSheet[]> {
  const of = { period, timeZone: period.timeZone };
  switch (id) {
    case 'clients':
      return [
        totalsSheet(
          id,
          ['Client'],
          (await totalsByClient(ctx, of)).map((r) => ({ names: [r.clientName ?? NO_CLIENT], totals: r })),
        ),
      ];
    case 'users':
      return [
        totalsSheet(
          id,
          ['User'],
          (await totalsByUser(ctx, of)).map((r) => ({ names: [r.userName ?? UNASSIGNED], totals: r })),
        ),
      ];
    case 'tasks':
      return [
        totalsSheet(
          id,
          ['Task'],
          (await totalsByTask(ctx, of)).map((r) => ({ names: [r.task], totals: r })),
        ),
      ];
    case 'sub-tasks':
      return [
        totalsSheet(
          id,
          ['Task', 'Sub-task'],
          (await totalsBySubTask(ctx, of)).map((r) => ({ names: [r.task, r.subTask], totals: r })),
        ),
      ];
  }
}

/** A sheet read whole, for the streamed writer. */
function asStreamed(sheet: ReportSheet): StreamedReportSheet {
  const { rows, totals, ...rest } = sheet;
  return { ...rest, rows: () => rows, totals: totals ? () => totals : undefined };
}

export interface ReportFile {
  filename: string;
  /** Data rows on the first sheet, known before the first byte is sent. */
  rows: number;
}

/** The workbook, written while its rows are read in the report's transaction: the Day End's
 * tasks through a cursor, the grouped reports whole (they are small). */
export async function exportReport(
  ctx: ServiceContext,
  id: ReportId,
  query: ReportQuery,
): Promise<StreamedFile<ReportFile>> {
  const preferences = await readPreferences(ctx);
  return streamedFile<ReportFile>((out) =>
    inReportSession(ctx, async (ctx) => {
      const period = await resolvePeriod(ctx, query);
      const { sheets, rows } =
        id === 'day-end'
          ? await dayEndExport(ctx, period)
          : await totalsSheets(ctx, id, period).then((sheets) => ({
              sheets: sheets.map(asStreamed),
              rows: sheets[0]?.rows.length ?? 0,
            }));
      out.ready({ filename: `${id}-report-${period.today}.xlsx`, rows });
      const { timeZone: _tz, ...shown } = period;
      const lead = periodRows(shown);
      await writeXlsx(
        out.push,
        sheets.map((sheet) => streamedSheet(sheet, lead, preferences.dateFormat)),
        REPORT_COMPRESSION,
        out.signal,
      );
    }),
  );
}
