// The Clients, Users, Tasks and Sub-tasks reports: rows of the period's tasks grouped one way,
// and totals that are the sums of the rows (each task lands in exactly one row).
import type {
  ClientsReport,
  ReportQuery,
  ReportTotals,
  SubTasksReport,
  TasksReport,
  UsersReport,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { publicPeriod, resolvePeriod } from './period';
import { totalsByClient, totalsBySubTask, totalsByTask, totalsByUser } from './queries';
import { inReportSession } from './session';

export const NO_CLIENT = 'No client';
export const UNASSIGNED = 'Unassigned';

export function sumTotals(rows: ReportTotals[]): ReportTotals {
  const totals: ReportTotals = { totalTasks: 0, totalSubTasks: 0, totalEstimatedTime: 0, totalActualTime: 0 };
  for (const row of rows) {
    totals.totalTasks += row.totalTasks;
    totals.totalSubTasks += row.totalSubTasks;
    totals.totalEstimatedTime += row.totalEstimatedTime;
    totals.totalActualTime += row.totalActualTime;
  }
  return totals;
}

export async function clientsReport(ctx: ServiceContext, query: ReportQuery): Promise<ClientsReport> {
  return inReportSession(ctx, async (ctx) => {
    const period = await resolvePeriod(ctx, query);
    const rows = await totalsByClient(ctx, { period, timeZone: period.timeZone });
    const clients = rows.map((r) => ({ ...r, clientName: r.clientName ?? NO_CLIENT }));
    return { period: publicPeriod(period), clients, totals: sumTotals(clients) };
  });
}

export async function usersReport(ctx: ServiceContext, query: ReportQuery): Promise<UsersReport> {
  return inReportSession(ctx, async (ctx) => {
    const period = await resolvePeriod(ctx, query);
    const rows = await totalsByUser(ctx, { period, timeZone: period.timeZone });
    const users = rows.map((r) => ({ ...r, userName: r.userName ?? UNASSIGNED }));
    return { period: publicPeriod(period), users, totals: sumTotals(users) };
  });
}

export async function tasksReport(ctx: ServiceContext, query: ReportQuery): Promise<TasksReport> {
  return inReportSession(ctx, async (ctx) => {
    const period = await resolvePeriod(ctx, query);
    const tasks = await totalsByTask(ctx, { period, timeZone: period.timeZone });
    return { period: publicPeriod(period), tasks, totals: sumTotals(tasks) };
  });
}

export async function subTasksReport(ctx: ServiceContext, query: ReportQuery): Promise<SubTasksReport> {
  return inReportSession(ctx, async (ctx) => {
    const period = await resolvePeriod(ctx, query);
    const subTasks = await totalsBySubTask(ctx, { period, timeZone: period.timeZone });
    return { period: publicPeriod(period), subTasks, totals: sumTotals(subTasks) };
  });
}
