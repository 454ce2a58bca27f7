// End Day: a person submits a day with the minutes they logged; the month shows what is
// submitted (and whether approved or returned) and which past working days (Monday to Saturday)
// are still pending.
import { DAY_END_MESSAGES, type DayEndMonth, TIME_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { dayEndEvents, dayEnds, tasks, timeEntries, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { liveTask } from '../tasks/live';

/** The minutes a person logged on a date, on tasks not in the Trash. */
export async function minutesOn(db: TenantDb, orgId: string, userId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ minutes: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, orgId),
        eq(timeEntries.userId, userId),
        eq(timeEntries.date, date),
        // Time on a task in the Trash no longer counts.
        sql`${timeEntries.taskId} in (select ${tasks.id} from ${tasks} where ${tasks.orgId} = ${orgId} and ${liveTask()})`,
      ),
    );
  return row?.minutes ?? 0;
}

export async function dayEndMonth(ctx: ServiceContext, month?: string): Promise<DayEndMonth> {
  const today = await practiceToday(ctx);
  const first = dayjs(`${month ?? today.slice(0, 7)}-01`);
  const from = first.format('YYYY-MM-DD');
  const to = first.endOf('month').format('YYYY-MM-DD');
  const rows = await ctx.db
    .select({
      date: dayEnds.date,
      totalMinutes: dayEnds.totalMinutes,
      submittedAt: dayEnds.submittedAt,
      status: dayEnds.status,
      comment: dayEnds.decisionComment,
    })
    .from(dayEnds)
    .where(
      and(
        eq(dayEnds.orgId, ctx.orgId),
        eq(dayEnds.userId, ctx.user.id),
        gte(dayEnds.date, from),
        lte(dayEnds.date, to),
      ),
    )
    .orderBy(dayEnds.date);
  const [person] = await ctx.db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, ctx.user.id));
  const joined = dayjs(person?.createdAt ?? new Date()).format('YYYY-MM-DD');
  const submitted = new Set(rows.map((r) => r.date));
  const pending: string[] = [];
  for (let d = first; d.format('YYYY-MM-DD') <= to; d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    if (date >= today) break;
    if (d.day() !== 0 && date >= joined && !submitted.has(date)) pending.push(date);
  }
  return {
    month: first.format('YYYY-MM'),
    today,
    submitted: rows.map((r) => ({
      date: r.date,
      totalMinutes: r.totalMinutes,
      submittedAt: r.submittedAt.toISOString(),
      status: r.status,
      comment: r.comment,
    })),
    pending,
    todayMinutes: await minutesOn(ctx.db, ctx.orgId, ctx.user.id, today),
  };
}

/** Submits (or re-submits) a day: stores the minutes logged that day by this person. A returned
 * or reopened day goes back to the leader; an approved one is locked. */
export async function submitDayEnd(ctx: ServiceContext, date?: string) {
  const today = await practiceToday(ctx);
  const day = date ?? today;
  if (day > today)
    throw new Invalid(TIME_MESSAGES.futureDayEnd, [{ field: 'date', message: TIME_MESSAGES.futureDayEnd }]);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: dayEnds.status })
      .from(dayEnds)
      .where(and(eq(dayEnds.orgId, ctx.orgId), eq(dayEnds.userId, ctx.user.id), eq(dayEnds.date, day)))
      .for('update');
    if (before?.status === 'approved') throw new Conflict(DAY_END_MESSAGES.locked);
    const totalMinutes = await minutesOn(tx, ctx.orgId, ctx.user.id, day);
    const [row] = await tx
      .insert(dayEnds)
      .values({ orgId: ctx.orgId, userId: ctx.user.id, date: day, totalMinutes })
      .onConflictDoUpdate({
        target: [dayEnds.orgId, dayEnds.userId, dayEnds.date],
        set: { totalMinutes, submittedAt: new Date(), status: 'submitted' },
      })
      .returning();
    if (!row) throw new Error('day end upsert returned nothing');
    const again = before?.status === 'returned' || before?.status === 'reopened';
    await tx.insert(dayEndEvents).values({
      orgId: ctx.orgId,
      dayEndId: row.id,
      action: again ? 'resubmitted' : 'submitted',
      byUser: ctx.user.id,
      totalMinutes,
    });
    return {
      id: row.id,
      date: row.date,
      totalMinutes: row.totalMinutes,
      submittedAt: row.submittedAt.toISOString(),
      status: row.status,
    };
  });
}
