// The Day End report: per assignee, the tasks with time logged in the period (minutes in the
// period, not all-time TT), their count and minutes, and the day ends they submitted in it.
import {
  DAY_END_SUBMISSIONS_SHOWN,
  DAY_END_TASKS_SHOWN,
  type DayEndGroup,
  type DayEndReport,
  type ReportQuery,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { type SubmittedDayEnd, submittedDayEnds, type WorkedTask, workedTasks } from './day-end-queries';
import { publicPeriod, type ResolvedPeriod, resolvePeriod } from './period';
import { inReportSession } from './session';
import { UNASSIGNED } from './tables';

/** Whose day ends a caller sees: an Admin everyone's, a Team Leader their own and those of the
 * people working on tasks they lead, a Team Member their own. */
export function dayEndPeople(ctx: ServiceContext, assignees: (string | null)[]): string[] | null {
  if (ctx.user.role === 'ADMIN') return null;
  if (ctx.user.role === 'TEAM_MEMBER') return [ctx.user.id];
  const ids = new Set(assignees.filter((id): id is string => id !== null));
  ids.add(ctx.user.id);
  return [...ids];
}

export function groupDayEnd(rows: WorkedTask[], submissions: SubmittedDayEnd[]): DayEndGroup[] {
  const groups = new Map<string, DayEndGroup>();
  const groupOf = (userId: string | null, userName: string | null) => {
    const key = userId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        userId,
        userName: userName ?? UNASSIGNED,
        taskCount: 0,
        minutes: 0,
        estimatedMinutes: 0,
        tasks: [],
        dayEnds: [],
        dayEndCount: 0,
      };
      groups.set(key, group);
    }
    return group;
  };
  for (const r of rows) {
    const group = groupOf(r.userId, r.userName);
    group.taskCount = r.taskCount;
    group.minutes = r.groupMinutes;
    group.estimatedMinutes = r.groupEstimate;
    group.tasks.push({
      id: r.id,
      client: r.clientId ? { id: r.clientId, name: r.clientName ?? '' } : null,
      task: r.task,
      subTask: r.subTask,
      status: r.status,
      et: r.et,
      tt: r.minutes,
      dueDate: r.dueDate,
      lastWorked: r.lastWorked,
      allottedTo: r.userId ? { id: r.userId, name: r.userName ?? '' } : null,
      userId: r.userId,
      userName: r.userName ?? UNASSIGNED,
    });
  }
  for (const s of submissions) {
    const group = groupOf(s.userId, s.userName);
    group.dayEndCount = s.count;
    group.dayEnds.push({
      date: s.date,
      totalMinutes: s.totalMinutes,
      submittedAt: new Date(s.submittedAt).toISOString(),
    });
  }
  // By name, the tasks of nobody last.
  return [...groups.values()].sort(
    (a, b) => Number(a.userId === null) - Number(b.userId === null) || a.userName.localeCompare(b.userName),
  );
}

export async function dayEndGroups(
  ctx: ServiceContext,
  period: ResolvedPeriod,
  limits = { tasks: DAY_END_TASKS_SHOWN, dayEnds: DAY_END_SUBMISSIONS_SHOWN },
): Promise<DayEndGroup[]> {
  const rows = await workedTasks(ctx, period, limits.tasks);
  const people = dayEndPeople(
    ctx,
    rows.map((r) => r.userId),
  );
  const submissions = await submittedDayEnds(ctx, period, people, limits.dayEnds);
  return groupDayEnd(rows, submissions);
}

export function dayEndReport(ctx: ServiceContext, query: ReportQuery): Promise<DayEndReport> {
  return inReportSession(ctx, async (ctx) => {
    const period = await resolvePeriod(ctx, query);
    const reports = await dayEndGroups(ctx, period);
    const totals = { taskCount: 0, minutes: 0, estimatedMinutes: 0 };
    for (const g of reports) {
      totals.taskCount += g.taskCount;
      totals.minutes += g.minutes;
      totals.estimatedMinutes += g.estimatedMinutes;
    }
    return { period: publicPeriod(period), reports, totals };
  });
}
