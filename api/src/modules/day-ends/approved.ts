// The leaders' Approved list: the approved (locked) days of the people they may decide — the
// queue's reach — newest first, filtered by person and dates, a page at a time (keyset on date and
// id, so a practice's thousands of days page as fast as the first), each with its entries now and
// who approved it when. Reopening one is decide.ts's.
import {
  approvedCursor,
  DAY_APPROVED_PAGE,
  type DayApprovedPage,
  type DayApprovedQuery,
} from '@practice-desk/contracts';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dayEnds, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { entriesOfDays } from './entries';
import { reachableDays } from './team';

const approver = alias(users, 'approver');

export async function approvedDays(ctx: ServiceContext, query: DayApprovedQuery): Promise<DayApprovedPage> {
  const where: (SQL | undefined)[] = [
    eq(dayEnds.orgId, ctx.orgId),
    eq(dayEnds.status, 'approved'),
    reachableDays(ctx),
    query.userId ? eq(dayEnds.userId, query.userId) : undefined,
    query.from ? gte(dayEnds.date, query.from) : undefined,
    query.to ? lte(dayEnds.date, query.to) : undefined,
  ];
  if (query.cursor) {
    const [date, id] = [query.cursor.slice(0, 10), query.cursor.slice(11)];
    where.push(sql`(${dayEnds.date}, ${dayEnds.id}) < (${date}::date, ${id}::uuid)`);
  }
  const rows = await ctx.db
    .select({
      id: dayEnds.id,
      date: dayEnds.date,
      userId: dayEnds.userId,
      userName: users.name,
      approverId: approver.id,
      approverName: approver.name,
      approvedAt: dayEnds.decidedAt,
      submittedAt: dayEnds.submittedAt,
    })
    .from(dayEnds)
    .innerJoin(users, eq(users.id, dayEnds.userId))
    .leftJoin(approver, eq(approver.id, dayEnds.decidedBy))
    .where(and(...where))
    .orderBy(desc(dayEnds.date), desc(dayEnds.id))
    // One more than a page tells whether another follows.
    .limit(DAY_APPROVED_PAGE + 1);
  const page = rows.slice(0, DAY_APPROVED_PAGE);
  const byDay = await entriesOfDays(
    ctx,
    page.map((d) => d.id),
  );
  const last = page.at(-1);
  return {
    days: page.map((d) => {
      const entries = byDay.get(d.id) ?? [];
      return {
        id: d.id,
        date: d.date,
        user: { id: d.userId, name: d.userName },
        totalMinutes: entries.reduce((sum, e) => sum + e.minutes, 0),
        approvedBy: d.approverId ? { id: d.approverId, name: d.approverName ?? '' } : null,
        approvedAt: (d.approvedAt ?? d.submittedAt).toISOString(),
        entries,
      };
    }),
    nextCursor: rows.length > DAY_APPROVED_PAGE && last ? approvedCursor(last) : null,
  };
}
