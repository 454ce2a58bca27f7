// The time entries of some day ends as they are now (on tasks not in the Trash), by day end: what
// a leader reads before approving or reopening a day.
import type { DayQueueEntry } from '@practice-desk/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { clients, dayEnds, tasks, timeEntries } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { liveTask } from '../tasks/live';

export async function entriesOfDays(
  ctx: ServiceContext,
  ids: string[],
): Promise<Map<string, DayQueueEntry[]>> {
  const byDay = new Map<string, DayQueueEntry[]>();
  if (ids.length === 0) return byDay;
  const entries = await ctx.db
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
    .innerJoin(timeEntries, and(eq(timeEntries.userId, dayEnds.userId), eq(timeEntries.date, dayEnds.date)))
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(and(eq(dayEnds.orgId, ctx.orgId), inArray(dayEnds.id, ids), liveTask()))
    .orderBy(asc(timeEntries.createdAt));
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
  return byDay;
}
