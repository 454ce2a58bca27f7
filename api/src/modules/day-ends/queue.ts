// The leader's queue: the submitted days of the people they lead (an Admin: everyone's but their
// own), oldest first, each with that day's time entries as they are now and their total.
import { DAY_QUEUE_LIMIT, type DayQueue, type DayQueueEntry } from '@practice-desk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clients, dayEndEvents, dayEnds, tasks, timeEntries, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { liveTask } from '../tasks/live';
import { reachableDays } from './team';

export async function dayQueue(ctx: ServiceContext): Promise<DayQueue> {
  const waiting = and(eq(dayEnds.orgId, ctx.orgId), eq(dayEnds.status, 'submitted'), reachableDays(ctx));
  const [days, [count]] = await Promise.all([
    ctx.db
      .select({
        id: dayEnds.id,
        date: dayEnds.date,
        userId: dayEnds.userId,
        userName: users.name,
        submittedMinutes: dayEnds.totalMinutes,
        submittedAt: dayEnds.submittedAt,
        resubmitted: sql<boolean>`exists (select 1 from ${dayEndEvents} where ${dayEndEvents.orgId} = ${ctx.orgId}
          and ${dayEndEvents.dayEndId} = ${dayEnds.id} and ${dayEndEvents.action} = 'resubmitted')`,
      })
      .from(dayEnds)
      .innerJoin(users, eq(users.id, dayEnds.userId))
      .where(waiting)
      .orderBy(asc(dayEnds.date), asc(dayEnds.submittedAt), asc(users.name))
      .limit(DAY_QUEUE_LIMIT),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(dayEnds).where(waiting),
  ]);
  const entries = days.length
    ? await ctx.db
        .select({
          dayEndId: dayEnds.id,
          id: timeEntries.id,
          taskId: tasks.id,
          task: tasks.task,
          subTask: tasks.subTask,
          clientId: clients.id,
          clientName: clients.name,
          minutes: timeEntries.minutes,
          note: timeEntries.note,
        })
        .from(dayEnds)
        .innerJoin(
          timeEntries,
          and(eq(timeEntries.userId, dayEnds.userId), eq(timeEntries.date, dayEnds.date)),
        )
        .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
        .leftJoin(clients, eq(clients.id, tasks.clientId))
        .where(
          and(
            eq(dayEnds.orgId, ctx.orgId),
            inArray(
              dayEnds.id,
              days.map((d) => d.id),
            ),
            liveTask(),
          ),
        )
        .orderBy(asc(timeEntries.createdAt))
    : [];
  const byDay = new Map<string, DayQueueEntry[]>();
  for (const e of entries) {
    const list = byDay.get(e.dayEndId) ?? [];
    list.push({
      id: e.id,
      taskId: e.taskId,
      task: e.task,
      subTask: e.subTask,
      client: e.clientId ? { id: e.clientId, name: e.clientName ?? '' } : null,
      minutes: e.minutes,
      note: e.note,
    });
    byDay.set(e.dayEndId, list);
  }
  const items = days.map((d) => {
    const dayEntries = byDay.get(d.id) ?? [];
    return {
      id: d.id,
      date: d.date,
      user: { id: d.userId, name: d.userName },
      submittedMinutes: d.submittedMinutes,
      totalMinutes: dayEntries.reduce((sum, e) => sum + e.minutes, 0),
      submittedAt: d.submittedAt.toISOString(),
      resubmitted: d.resubmitted,
      entries: dayEntries,
    };
  });
  return {
    days: items,
    total: count?.n ?? 0,
    totalMinutes: items.reduce((sum, d) => sum + d.totalMinutes, 0),
  };
}
