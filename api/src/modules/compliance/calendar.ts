// GET /compliance/calendar: the items due in a range that the caller may see, with the counts
// the screen shows above them (overdue at any time, due this week, filed this month).
import {
  CALENDAR_MESSAGES,
  type CalendarAnswer,
  type CalendarItem,
  type CalendarQuery,
  dueBounds,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { clients, complianceItems, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { liveItem, selectItems, statusCondition, toCalendarItem, visibleTo } from './calendar-items';

/** The longest range one call (or export) covers. */
const MAX_RANGE_DAYS = 366;

function checkRange(from: string, to: string): void {
  const refuse = (message: string) => new DomainError(400, message, [{ field: 'to', message }]);
  if (to < from) throw refuse(CALENDAR_MESSAGES.rangeBackwards);
  if (dayjs(to).diff(dayjs(from), 'day') >= MAX_RANGE_DAYS) throw refuse(CALENDAR_MESSAGES.rangeTooLong);
}

/** What narrows the items and the counts alike: the caller's rights and the chosen client, form
 * and assignee (not the range or the status, which the counts look past). */
function narrowing(ctx: ServiceContext, query: Omit<CalendarQuery, 'from' | 'to'>): SQL {
  return and(
    liveItem(),
    visibleTo(ctx.user),
    query.clientId ? eq(complianceItems.clientId, query.clientId) : undefined,
    query.code ? eq(complianceItems.code, query.code) : undefined,
    query.assigneeId ? eq(tasks.allottedTo, query.assigneeId) : undefined,
  ) as SQL;
}

export async function calendarItems(
  ctx: ServiceContext,
  query: CalendarQuery,
  today: string,
): Promise<CalendarItem[]> {
  checkRange(query.from, query.to);
  const rows = await selectItems(ctx.db)
    .where(
      and(
        narrowing(ctx, query),
        gte(complianceItems.dueDate, query.from),
        lte(complianceItems.dueDate, query.to),
        query.status ? statusCondition(query.status, today) : undefined,
      ),
    )
    .orderBy(
      asc(complianceItems.dueDate),
      asc(clients.name),
      asc(complianceItems.code),
      asc(complianceItems.period),
      asc(complianceItems.directorDin),
    );
  return rows.map((row) => toCalendarItem(row, today));
}

/** Overdue (not filed, due before today), due this week (not filed, due Monday to Sunday of this
 * week) and filed this month (filed in today's calendar month), in one scan. */
async function calendarCounts(ctx: ServiceContext, query: CalendarQuery, today: string) {
  const week = dueBounds('thisWeek', today);
  const month = dueBounds('thisMonth', today);
  const { filedOn, dueDate } = complianceItems;
  const tally = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await ctx.db
    .select({
      overdue: tally(statusCondition('overdue', today)),
      dueThisWeek: tally(sql`${filedOn} is null and ${dueDate} between ${week.from} and ${week.to}`),
      filedThisMonth: tally(sql`${filedOn} between ${month.from} and ${month.to}`),
    })
    .from(complianceItems)
    .leftJoin(tasks, eq(tasks.id, complianceItems.taskId))
    .where(narrowing(ctx, query));
  return {
    overdue: row?.overdue ?? 0,
    dueThisWeek: row?.dueThisWeek ?? 0,
    filedThisMonth: row?.filedThisMonth ?? 0,
  };
}

export async function complianceCalendar(ctx: ServiceContext, query: CalendarQuery): Promise<CalendarAnswer> {
  const today = await practiceToday(ctx);
  const [items, counts] = await Promise.all([
    calendarItems(ctx, query, today),
    calendarCounts(ctx, query, today),
  ]);
  return { items, counts };
}
