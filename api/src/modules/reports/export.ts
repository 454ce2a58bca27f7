// GET /reports/export/{reportId}: the report of the screen as an .xlsx workbook named
// `{report}-report-{YYYY-MM-DD}.xlsx` (today in the practice's time zone). Minutes are numbers,
// variance is actual minus estimated (over the estimate is positive).
import {
  type DayEndGroup,
  estimateVariance,
  LIMITS,
  type ReportId,
  type ReportQuery,
  type ReportTotals,
  wallClockIn,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { readPreferences } from '../config/preferences';
import { dayEndGroups } from './day-end';
import { type ResolvedPeriod, resolvePeriod } from './period';
import { totalsByClient, totalsBySubTask, totalsByTask, totalsByUser } from './queries';
import { inReportSession } from './session';
import { NO_CLIENT, sumTotals, UNASSIGNED } from './tables';
import { type DateCell, type ReportCell, type ReportSheet, reportWorkbook } from './workbook';

const MINUTES = ['Estimated (min)', 'Actual (min)', 'Variance (min)'];
const TITLES: Record<ReportId, string> = {
  'day-end': 'Day End Report',
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
  id: ReportId,
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

/** A timestamp as the date and time on the practice's clock. */
function wallClock(at: string, timeZone: string): DateCell {
  return wallClockIn(new Date(at), timeZone);
}

function dayEndSheets(groups: DayEndGroup[], timeZone: string): ReportSheet[] {
  const tasks = groups.flatMap((g) => g.tasks);
  const day = (date: string | null): ReportCell => (date ? { date } : null);
  const work: ReportSheet = {
    name: 'Day End',
    title: TITLES['day-end'],
    header: [
      'Assignee',
      'Client',
      'Task',
      'Sub-task',
      'Status',
      'Estimated (min)',
      'Time in period (min)',
      'Last worked',
      'Due date',
    ],
    rows: tasks.map((t) => [
      t.userName,
      t.client?.name ?? NO_CLIENT,
      t.task,
      t.subTask,
      t.status,
      t.et,
      t.tt,
      day(t.lastWorked),
      day(t.dueDate),
    ]),
    totals: [
      `COUNT: ${tasks.length}`,
      null,
      null,
      null,
      null,
      tasks.reduce((sum, t) => sum + t.et, 0),
      tasks.reduce((sum, t) => sum + t.tt, 0),
    ],
    widths: [24, 28, 24, 20, 14, 16, 20, 13, 13],
  };
  const submitted = groups.flatMap((g) => g.dayEnds.map((d) => ({ ...d, person: g.userName })));
  const dayEnds: ReportSheet = {
    name: 'Day Ends Submitted',
    title: 'Day ends submitted',
    header: ['Person', 'Day', 'Minutes', 'Submitted at'],
    rows: submitted.map((d) => [
      d.person,
      { date: d.date },
      d.totalMinutes,
      wallClock(d.submittedAt, timeZone),
    ]),
    totals: [`COUNT: ${submitted.length}`, null, submitted.reduce((sum, d) => sum + d.totalMinutes, 0)],
    widths: [24, 13, 10, 18],
  };
  return [work, dayEnds];
}

async function sheetsFor(ctx: ServiceContext, id: ReportId, period: ResolvedPeriod): Promise<ReportSheet[]> {
  const of = { period, timeZone: period.timeZone };
  switch (id) {
    case 'day-end':
      return dayEndSheets(
        await dayEndGroups(ctx, period, { tasks: LIMITS.exportMaxRows, dayEnds: LIMITS.exportMaxRows }),
        period.timeZone,
      );
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

export async function exportReport(ctx: ServiceContext, id: ReportId, query: ReportQuery) {
  const { period, sheets } = await inReportSession(ctx, async (ctx) => {
    const period = await resolvePeriod(ctx, query);
    return { period, sheets: await sheetsFor(ctx, id, period) };
  });
  const preferences = await readPreferences(ctx);
  const { timeZone: _tz, ...shown } = period;
  return {
    filename: `${id}-report-${period.today}.xlsx`,
    file: reportWorkbook(sheets, shown, preferences.dateFormat),
  };
}
