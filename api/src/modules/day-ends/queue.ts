// The leader's queue: the submitted days of the people they lead (an Admin: everyone's but their
// own, unless they are the only active Admin), oldest first, each with that day's time entries as
// they are now and their total.
import { DAY_QUEUE_LIMIT, type DayQueue } from '@practice-desk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { dayEndEvents, dayEnds, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { entriesOfDays } from './entries';
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
  const byDay = await entriesOfDays(
    ctx,
    days.map((d) => d.id),
  );
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
