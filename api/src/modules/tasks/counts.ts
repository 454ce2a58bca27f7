// Stats, chip, priority and due-tab counts of the task screen from ONE grouped read: tasks are
// grouped by status, priority, "I lead it", "I was asked to help" and days-to-due (by a scan of
// the view's tasks, or from their tally where it can count the view: tally.ts), and the groups
// (a few hundred at most) are tallied here.
import {
  DUE_PRESETS,
  type DuePreset,
  dueBounds,
  isClosedStatus,
  STATUS_CHIP_KEYS,
  type StatusChip,
  type TaskFilterCounts,
  type TaskListQuery,
  type TaskStats,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import { tasks, taskTallies } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { idsFor, type TaskLookups } from './filters';

export interface CountGroup {
  statusId: string;
  priorityId: string;
  leads: boolean;
  helps: boolean;
  /** Days from today to the due date; null when none; ±100000 beyond the window any tab reads. */
  dueOffset: number | null;
  count: number;
  et: number;
  tt: number;
}

const FAR = 100_000;
const days = (date: string, today: string) => dayjs(date).diff(dayjs(today), 'day');

/** The window of due dates the quick tabs look at, as offsets from today. */
function dueWindow(today: string) {
  const from = [weekStart(today), dayjs(today).startOf('month').format('YYYY-MM-DD')].sort()[0] ?? today;
  const to =
    DUE_PRESETS.map((p) => dueBounds(p, today).to ?? today)
      .sort()
      .at(-1) ?? today;
  return { from, to };
}

/** The columns the groups are made of, in `tasks`, in its tally and in one person's tasks alike. */
type GroupedColumns = Record<
  'statusId' | 'priorityId' | 'teamLeader' | 'helpRequiredUser' | 'dueDate',
  PgColumn
>;

function groupFields(t: GroupedColumns, userId: string, today: string) {
  const window = dueWindow(today);
  return {
    statusId: sql<string>`${t.statusId}`,
    priorityId: sql<string>`${t.priorityId}`,
    leads: sql<boolean>`coalesce(${t.teamLeader} = ${userId}, false)`,
    helps: sql<boolean>`coalesce(${t.helpRequiredUser} = ${userId}, false)`,
    dueOffset: sql<number | null>`case when ${t.dueDate} is null then null
      when ${t.dueDate} < ${window.from}::date then ${-FAR}::int
      when ${t.dueDate} > ${window.to}::date then ${FAR}::int
      else (${t.dueDate} - ${today}::date) end`,
  };
}

/** The groups of `table`'s rows `where` picks, with their count and sums as `totals` add them up. */
async function readGroups(
  db: TenantDb,
  table: typeof tasks | typeof taskTallies,
  totals: { count: SQL<number>; et: SQL<number>; tt: SQL<number> },
  where: SQL,
  userId: string,
  today: string,
): Promise<CountGroup[]> {
  return db
    .select({ ...groupFields(table, userId, today), ...totals })
    .from(table)
    .where(where)
    .groupBy(sql`1, 2, 3, 4, 5`);
}

const taskTotals = (t: { et: PgColumn; tt: PgColumn }) => ({
  count: sql<number>`count(*)::int`,
  et: sql<number>`coalesce(sum(${t.et}), 0)::int`,
  tt: sql<number>`coalesce(sum(${t.tt}), 0)::int`,
});

/** The groups of the tasks `where` picks, from the tasks themselves. */
export function countGroups(db: TenantDb, where: SQL, userId: string, today: string) {
  return readGroups(db, tasks, taskTotals(tasks), where, userId, today);
}

/** The groups of one person's tasks ('my': allotted to them, led by them or their help asked)
 * that `where` also picks, read as three parts that never overlap. The part allotted to them, for
 * most people nearly all, comes from an index holding every column read here (schema/tasks.ts),
 * with no table page read; one OR of the three roles made the database fetch the page of each
 * task (2,500 tasks: 1,705 pages, EXPLAIN ANALYZE). */
export function countMyGroups(db: TenantDb, where: SQL, userId: string, today: string) {
  const part = (role: SQL | undefined) =>
    db
      .select({
        statusId: tasks.statusId,
        priorityId: tasks.priorityId,
        teamLeader: tasks.teamLeader,
        helpRequiredUser: tasks.helpRequiredUser,
        dueDate: tasks.dueDate,
        et: tasks.et,
        tt: tasks.tt,
      })
      .from(tasks)
      .where(and(where, role));
  const notAllotted = sql`${tasks.allottedTo} is distinct from ${userId}`;
  const mine = unionAll(
    part(eq(tasks.allottedTo, userId)),
    part(and(eq(tasks.teamLeader, userId), notAllotted)),
    part(
      and(
        eq(tasks.helpRequiredUser, userId),
        notAllotted,
        sql`${tasks.teamLeader} is distinct from ${userId}`,
      ),
    ),
  ).as('mine');
  return db
    .select({ ...groupFields(mine, userId, today), ...taskTotals(mine) })
    .from(mine)
    .groupBy(sql`1, 2, 3, 4, 5`);
}

/** The same groups from the tally (a few hundred rows), for a view that narrows the practice's
 * live tasks by nothing but what the tally keeps (tally.ts). */
export function groupsFromTally(db: TenantDb, where: SQL, userId: string, today: string) {
  const totals = {
    count: sql<number>`sum(${taskTallies.count})::int`,
    et: sql<number>`sum(${taskTallies.et})::int`,
    tt: sql<number>`sum(${taskTallies.tt})::int`,
  };
  return readGroups(db, taskTallies, totals, where, userId, today);
}

function chipOf(key: string | null | undefined, g: CountGroup): StatusChip | null {
  switch (key) {
    case 'IN_REVIEW':
      return g.leads ? 'MY_REVIEW' : 'REVIEW_BY_OTHERS';
    case 'HELP_REQUIRED':
      return g.helps ? 'HELP_REQUIRED_BY_OTHERS' : 'HELP_REQUIRED';
    case 'TODO':
    case 'IN_PROCESS':
    case 'COMPLETED':
    case 'ARCHIVED':
      return key;
    default:
      return null;
  }
}

function dueMatcher(preset: DuePreset, today: string) {
  const b = dueBounds(preset, today);
  const before = b.before ? days(b.before, today) : undefined;
  const from = b.from ? days(b.from, today) : undefined;
  const to = b.to ? days(b.to, today) : undefined;
  return (offset: number | null, open: boolean) => {
    if (offset === null) return false;
    if (before !== undefined) return open && offset < before;
    return (from === undefined || offset >= from) && (to === undefined || offset <= to);
  };
}

/** Counts as the screen shows them: chips and priorities ignore the chip/priority choice (picking
 * one clears the other kind), due tabs ignore the due choice; stats follow every choice. */
export function tallyCounts(groups: CountGroup[], query: TaskListQuery, lookups: TaskLookups, today: string) {
  const keyOf = new Map(lookups.statuses.map((s) => [s.id, s.systemKey]));
  const wantedPriorities = query.priority ? new Set(idsFor([query.priority], lookups.priorities)) : null;
  const matchers = Object.fromEntries(DUE_PRESETS.map((p) => [p, dueMatcher(p, today)])) as Record<
    DuePreset,
    ReturnType<typeof dueMatcher>
  >;
  const stats: TaskStats = { count: 0, totalEt: 0, totalTt: 0 };
  const counts: TaskFilterCounts = {
    status: Object.fromEntries(STATUS_CHIP_KEYS.map((k) => [k, { count: 0, minutes: 0 }])),
    priority: Object.fromEntries(lookups.priorities.map((p) => [p.name, { count: 0, minutes: 0 }])),
    due: Object.fromEntries(['all', ...DUE_PRESETS].map((k) => [k, 0])),
  };
  const priorityName = new Map(lookups.priorities.map((p) => [p.id, p.name]));
  for (const g of groups) {
    const key = keyOf.get(g.statusId);
    const open = !isClosedStatus(key);
    const chip = chipOf(key, g);
    const chipOk = !query.status || chip === query.status;
    const priorityOk = !wantedPriorities || wantedPriorities.has(g.priorityId);
    const dueOk = !query.due || matchers[query.due](g.dueOffset, open);
    if (chipOk && priorityOk && dueOk) {
      stats.count += g.count;
      stats.totalEt += g.et;
      stats.totalTt += g.tt;
    }
    if (dueOk) {
      const chipCount = chip ? counts.status[chip] : undefined;
      if (chipCount) {
        chipCount.count += g.count;
        chipCount.minutes += g.et;
      }
      const p = counts.priority[priorityName.get(g.priorityId) ?? ''];
      if (p) {
        p.count += g.count;
        p.minutes += g.et;
      }
    }
    if (chipOk && priorityOk) {
      counts.due.all = (counts.due.all ?? 0) + g.count;
      for (const preset of DUE_PRESETS)
        if (matchers[preset](g.dueOffset, open)) counts.due[preset] = (counts.due[preset] ?? 0) + g.count;
    }
  }
  return { stats, filterCounts: counts };
}
