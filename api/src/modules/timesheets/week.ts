// GET /timesheets: one person's week, tasks × days. Rows are the tasks they have time on that week
// and the open tasks allotted to them; someone else's timesheet shows only tasks the caller sees.
import {
  type TimesheetRow,
  type TimesheetWeek,
  taskRights,
  weekDays,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { clients, dayEnds, statuses, tasks, timeEntries } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { liveTask } from '../tasks/live';
import { mayWriteTime, timesheetPerson } from './person';
import { notClosed, taskRowColumns } from './task-rows';

export async function timesheetWeek(
  ctx: ServiceContext,
  query: { week?: string; userId?: string },
): Promise<TimesheetWeek> {
  const person = await timesheetPerson(ctx, query.userId);
  const today = await practiceToday(ctx);
  const week = query.week ?? weekStart(today);
  const days = weekDays(week);
  const sunday = days[6] as string;

  const entries = await ctx.db
    .select({
      taskId: timeEntries.taskId,
      date: timeEntries.date,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, ctx.orgId),
        eq(timeEntries.userId, person.id),
        gte(timeEntries.date, week),
        lte(timeEntries.date, sunday),
      ),
    )
    .groupBy(timeEntries.taskId, timeEntries.date);
  const workedIds = [...new Set(entries.map((e) => e.taskId))];
  const open = and(eq(tasks.allottedTo, person.id), notClosed) as SQL;
  const taskRows = await ctx.db
    .select({ ...taskRowColumns, tt: tasks.tt })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(
      and(
        eq(tasks.orgId, ctx.orgId),
        liveTask(),
        workedIds.length ? or(inArray(tasks.id, workedIds), open) : open,
      ),
    )
    .orderBy(
      asc(sql`coalesce(${clients.name}, '')`),
      asc(tasks.task),
      asc(tasks.subTask),
      asc(tasks.createdAt),
    );

  const byCell = new Map(entries.map((e) => [`${e.taskId} ${e.date}`, e.minutes]));
  const rows: TimesheetRow[] = [];
  for (const t of taskRows) {
    const rights = taskRights(ctx.user, t);
    if (!person.own && !rights.view) continue;
    const minutes = days.map((day) => byCell.get(`${t.taskId} ${day}`) ?? 0);
    rows.push({
      taskId: t.taskId,
      client: t.client,
      task: t.task,
      subTask: t.subTask,
      tt: t.tt,
      minutes,
      total: minutes.reduce((a, b) => a + b, 0),
      canEdit: mayWriteTime(rights, person.own),
    });
  }
  const dayTotals = days.map((_, i) => rows.reduce((sum, row) => sum + (row.minutes[i] ?? 0), 0));

  const submitted = await ctx.db
    .select({
      date: dayEnds.date,
      totalMinutes: dayEnds.totalMinutes,
      status: dayEnds.status,
      comment: dayEnds.decisionComment,
    })
    .from(dayEnds)
    .where(
      and(
        eq(dayEnds.orgId, ctx.orgId),
        eq(dayEnds.userId, person.id),
        gte(dayEnds.date, week),
        lte(dayEnds.date, sunday),
      ),
    )
    .orderBy(asc(dayEnds.date));

  return {
    user: { id: person.id, name: person.name },
    week,
    days,
    today,
    lastWritableDay: dayjs(today).add(1, 'day').format('YYYY-MM-DD'),
    rows,
    dayTotals,
    total: dayTotals.reduce((a, b) => a + b, 0),
    submitted,
  };
}
