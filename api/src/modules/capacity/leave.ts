// A person's leave: whole days or a half day, taken out of their available minutes. The person
// records their own; an Admin anyone's; a Team Leader their team's (the people whose timesheets
// they may open). Adding a range skips the days already on leave and the days the person does
// not work, so the list shows only days that cost capacity.
import {
  CAPACITY_MESSAGES,
  DEFAULT_WORKING_WEEK,
  type LeaveBody,
  type LeaveDay,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, between, eq, gte, inArray, lte } from 'drizzle-orm';
import { holidays, leaveDays, preferences, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { timesheetPeople, timesheetPerson } from '../timesheets/person';

/** The person whose leave is read or written, if the caller may: the timesheet's rule. */
async function leavePerson(ctx: ServiceContext, userId: string): Promise<string> {
  try {
    return (await timesheetPerson(ctx, userId)).id;
  } catch (error) {
    if (error instanceof Forbidden) throw new Forbidden(CAPACITY_MESSAGES.leaveNotYourTeam);
    throw error;
  }
}

const columns = {
  id: leaveDays.id,
  userId: leaveDays.userId,
  day: leaveDays.day,
  half: leaveDays.half,
  note: leaveDays.note,
};

export async function listLeave(
  ctx: ServiceContext,
  query: { userId?: string; from?: string; to?: string },
): Promise<LeaveDay[]> {
  const ids = query.userId
    ? [await leavePerson(ctx, query.userId)]
    : (await timesheetPeople(ctx)).map((p) => p.id);
  if (!ids.length) return [];
  return ctx.db
    .select(columns)
    .from(leaveDays)
    .where(
      and(
        eq(leaveDays.orgId, ctx.orgId),
        inArray(leaveDays.userId, ids),
        query.from ? gte(leaveDays.day, query.from) : undefined,
        query.to ? lte(leaveDays.day, query.to) : undefined,
      ),
    )
    .orderBy(asc(leaveDays.day));
}

export async function addLeave(ctx: ServiceContext, body: LeaveBody): Promise<LeaveDay[]> {
  await leavePerson(ctx, body.userId);
  const [person] = await ctx.db
    .select({ workingWeek: users.workingWeek, practiceWeek: preferences.workingWeek })
    .from(users)
    .leftJoin(preferences, eq(preferences.orgId, users.orgId))
    .where(eq(users.id, body.userId));
  const week = person?.workingWeek ?? person?.practiceWeek ?? DEFAULT_WORKING_WEEK;
  const off = new Set(
    (
      await ctx.db
        .select({ day: holidays.day })
        .from(holidays)
        .where(and(eq(holidays.orgId, ctx.orgId), between(holidays.day, body.from, body.to)))
    ).map((h) => h.day),
  );
  const days: string[] = [];
  for (let d = dayjs(body.from); d.format('YYYY-MM-DD') <= body.to; d = d.add(1, 'day')) {
    const day = d.format('YYYY-MM-DD');
    if ((week[(d.day() + 6) % 7] ?? 0) > 0 && !off.has(day)) days.push(day);
  }
  if (!days.length) throw new Invalid(CAPACITY_MESSAGES.leaveNoWorkingDay);
  return ctx.db
    .insert(leaveDays)
    .values(
      days.map((day) => ({
        orgId: ctx.orgId,
        userId: body.userId,
        day,
        half: body.half,
        note: body.note,
        createdBy: ctx.user.id,
      })),
    )
    .onConflictDoNothing()
    .returning(columns);
}

export async function removeLeave(ctx: ServiceContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ userId: leaveDays.userId })
    .from(leaveDays)
    .where(and(eq(leaveDays.orgId, ctx.orgId), eq(leaveDays.id, id)));
  if (!row) throw new NotFound('Leave not found');
  await leavePerson(ctx, row.userId);
  await ctx.db.delete(leaveDays).where(and(eq(leaveDays.orgId, ctx.orgId), eq(leaveDays.id, id)));
}
