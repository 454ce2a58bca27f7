// GET /capacity: per person and week, the minutes they can work, the open work planned for them
// and the minutes they logged (the rules: packages/contracts/src/capacity.ts). The database sums
// the work by person and day; the weeks and the available minutes are worked out here.
import {
  availableMinutes,
  type CapacityAnswer,
  type CapacityCell,
  type CapacityQuery,
  capacityWeeks,
  DEFAULT_WORKING_WEEK,
  type LeaveKind,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, between, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { holidays, leaveDays, preferences, tasks, taskTemplates, timeEntries } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import type { TaskLookups } from '../tasks/filters';
import { taskSetting } from '../tasks/list';
import { liveTask } from '../tasks/live';
import { openWork } from '../tasks/queues';
import { capacityPeople, capacityTeams } from './people';

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The next six weeks, this one first: what the workload view opens on. */
export function defaultRange(today: string, query: CapacityQuery): { from: string; to: string } {
  const from = query.from ?? today;
  const to = query.to ?? dayjs(weekStart(from)).add(41, 'day').format('YYYY-MM-DD');
  return { from, to };
}

/** The day an open task's work counts on: its due date, or today when it is overdue; null with no
 * due date (the rule `placeTask` states, in SQL; `greatest` alone would make a null today). */
export const countedOn = (today: string) =>
  sql<string | null>`(case when ${tasks.dueDate} is null then null
    else greatest(${tasks.dueDate}, ${today}::date) end)::text`;

/** What is left of a task's budget: ET − TT, or its template's default estimate − TT when it has
 * no estimate; never below 0 (`placeTask`). */
export const remainingMinutes = sql<number>`greatest(0, (case when ${tasks.et} > 0 then ${tasks.et}
  else coalesce(${taskTemplates.defaultEstimatedMinutes}, 0) end) - ${tasks.tt})`;

/** The template a task was made from: the one of its name (tasks keep the name, not the id). */
export const templateOfTask = and(
  eq(taskTemplates.orgId, tasks.orgId),
  sql`lower(${taskTemplates.name}) = lower(${tasks.task})`,
);

export async function capacity(ctx: ServiceContext, query: CapacityQuery): Promise<CapacityAnswer> {
  // Today and the statuses' ids in one statement: open work is then a list of ids, not a join.
  const { today, lookups } = await taskSetting(ctx);
  const { from, to } = defaultRange(today, query);
  const weeks = capacityWeeks(from, to);
  const [people, teams] = await Promise.all([capacityPeople(ctx, query.teamId), capacityTeams(ctx)]);
  const ids = people.map((p) => p.id);
  const [prefs] = await ctx.db
    .select({ workingWeek: preferences.workingWeek })
    .from(preferences)
    .where(eq(preferences.orgId, ctx.orgId));
  const practiceWeek = prefs?.workingWeek ?? [...DEFAULT_WORKING_WEEK];
  const answer: CapacityAnswer = { from, to, today, weeks, people: [], teams, practiceWeek };
  if (!ids.length) return answer;
  const [planned, taken, leave, offDays] = await Promise.all([
    plannedWork(ctx, ids, today, to, lookups),
    takenTime(ctx, ids, from, to),
    ctx.db
      .select({ userId: leaveDays.userId, day: leaveDays.day, half: leaveDays.half })
      .from(leaveDays)
      .where(
        and(eq(leaveDays.orgId, ctx.orgId), inArray(leaveDays.userId, ids), between(leaveDays.day, from, to)),
      ),
    ctx.db
      .select({ day: holidays.day })
      .from(holidays)
      .where(and(eq(holidays.orgId, ctx.orgId), between(holidays.day, from, to))),
  ]);
  const holidaySet = new Set(offDays.map((h) => h.day));
  const plannedOf = groupBy(planned, (row) => row.userId);
  const takenOf = groupBy(taken, (row) => row.userId);
  const weekIndex = new Map(weeks.map((w, i) => [w.start, i]));

  for (const p of people) {
    const workingWeek = p.workingWeek ?? practiceWeek;
    const own = new Map<string, LeaveKind>(
      leave.filter((l) => l.userId === p.id).map((l) => [l.day, l.half ? 'half' : 'full']),
    );
    const cells: CapacityCell[] = weeks.map((w) => ({
      available: availableMinutes(w, workingWeek, holidaySet, own),
      planned: 0,
      taken: 0,
      unestimated: 0,
      tasks: 0,
    }));
    const leaders = new Set<string>();
    let undated = 0;
    let undatedMinutes = 0;
    for (const row of plannedOf.get(p.id) ?? []) {
      if (row.leader) leaders.add(row.leader);
      if (!row.day) {
        undated += row.tasks;
        undatedMinutes += row.minutes;
        continue;
      }
      const cell = cells[weekIndex.get(weekStart(row.day)) ?? -1];
      if (!cell) continue;
      cell.planned += row.minutes;
      cell.unestimated += row.unestimated;
      cell.tasks += row.tasks;
    }
    for (const row of takenOf.get(p.id) ?? []) {
      const cell = cells[weekIndex.get(weekStart(row.day)) ?? -1];
      if (cell) cell.taken += row.minutes;
    }
    answer.people.push({
      id: p.id,
      name: p.name,
      teams: [...leaders],
      weeks: cells,
      undated,
      undatedMinutes,
      workingWeek: p.workingWeek,
    });
  }
  return answer;
}

/** The remaining work of the people's open tasks, by person, team leader and the day it counts on
 * (null: no due date), up to the range's last day: one scan of their open tasks. */
async function plannedWork(
  ctx: ServiceContext,
  ids: string[],
  today: string,
  to: string,
  lookups: TaskLookups,
) {
  const day = countedOn(today);
  return (
    ctx.db
      .select({
        userId: sql<string>`${tasks.allottedTo}`,
        leader: tasks.teamLeader,
        day,
        minutes: sql<number>`sum(${remainingMinutes})::int`,
        unestimated: sql<number>`(count(*) filter (where ${tasks.et} <= 0))::int`,
        tasks: sql<number>`count(*)::int`,
      })
      .from(tasks)
      .leftJoin(taskTemplates, templateOfTask)
      .where(
        and(
          eq(tasks.orgId, ctx.orgId),
          liveTask(),
          openWork(lookups),
          inArray(tasks.allottedTo, ids),
          or(isNull(tasks.dueDate), lte(tasks.dueDate, to)),
        ),
      )
      // By position: the day's expression carries a parameter, which a repeat would not match.
      .groupBy(sql`1`, sql`2`, sql`3`)
  );
}

/** Minutes the people logged, by person and day, within the range. */
async function takenTime(ctx: ServiceContext, ids: string[], from: string, to: string) {
  return ctx.db
    .select({
      userId: sql<string>`${timeEntries.userId}`,
      day: timeEntries.date,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.orgId, ctx.orgId),
        inArray(timeEntries.userId, ids),
        between(timeEntries.date, from, to),
      ),
    )
    .groupBy(timeEntries.userId, timeEntries.date);
}
