// Work in progress: unbilled time (see WIP_HELP in the contracts) valued at billing rates. One
// aggregate in the database — net minutes per client, task name, person and first day logged —
// and the three cuts (client, template, person) added up here from those same cells, so they
// agree.
import {
  AGE_BUCKETS,
  type AgeBucket,
  hourlyAmountPaise,
  moneyOf,
  type WipFigures,
  type WipReport,
  type WipRow,
  wipBucketOf,
} from '@practice-desk/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import {
  clients,
  invoiceLines,
  invoiceSettings,
  tasks,
  taskWriteOffs,
  timeEntries,
  users,
} from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { teamTasks } from '../invoices/scope';
import { inReportSession } from '../reports/session';
import { liveTask } from '../tasks/live';

interface Cell {
  clientId: string;
  clientName: string;
  template: string;
  userId: string | null;
  userName: string | null;
  rate: number | null;
  ageDays: number;
  oldest: string;
  minutes: number;
}

/** Unbilled minutes of each person on each task, netted (a correction is a negative entry), with
 * the first day they logged on it; then summed per client, task name, person and that day. */
function unbilledCells(ctx: ServiceContext, today: string) {
  const net = ctx.db
    .select({
      taskId: timeEntries.taskId,
      userId: sql<string | null>`${timeEntries.userId}`.as('user_id'),
      first: sql<string>`min(${timeEntries.date})`.as('first'),
      minutes: sql<number>`sum(${timeEntries.minutes})`.as('minutes'),
    })
    .from(timeEntries)
    .groupBy(timeEntries.taskId, timeEntries.userId)
    .having(sql`sum(${timeEntries.minutes}) > 0`)
    .as('net');
  return ctx.db
    .select({
      clientId: sql<string>`${clients.id}`,
      clientName: sql<string>`min(${clients.name})`,
      template: sql<string>`min(${tasks.task} collate "C")`,
      userId: net.userId,
      userName: sql<string | null>`min(${users.name})`,
      rate: sql<number | null>`min(${users.billingRatePaise})`,
      ageDays: sql<number>`(${today}::date - ${net.first})`.mapWith(Number),
      oldest: sql<string>`${net.first}::text`,
      minutes: sql<number>`sum(${net.minutes})`.mapWith(Number),
    })
    .from(net)
    .innerJoin(tasks, eq(tasks.id, net.taskId))
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(users, eq(users.id, net.userId))
    .where(
      and(
        liveTask(),
        isNotNull(tasks.clientId),
        sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.taskId} = ${tasks.id})`,
        sql`not exists (select 1 from ${taskWriteOffs} where ${taskWriteOffs.taskId} = ${tasks.id})`,
        teamTasks(ctx),
      ),
    )
    .groupBy(clients.id, sql`lower(${tasks.task})`, net.userId, net.first);
}

interface Tally {
  minutes: number;
  paise: number;
  unratedMinutes: number;
  oldest: string | null;
  ageing: Record<AgeBucket, number>;
}
const emptyTally = (): Tally => ({
  minutes: 0,
  paise: 0,
  unratedMinutes: 0,
  oldest: null,
  ageing: { days0to30: 0, days31to60: 0, days61to90: 0, over90: 0 },
});

function addCell(into: Tally, cell: Cell, paise: number) {
  into.minutes += cell.minutes;
  into.paise += paise;
  if (paise === 0 && cell.minutes > 0 && cell.rate === null) into.unratedMinutes += cell.minutes;
  into.ageing[wipBucketOf(cell.ageDays)] += paise;
  if (into.oldest === null || cell.oldest < into.oldest) into.oldest = cell.oldest;
}

const figuresOf = (t: Tally): WipFigures => ({
  minutes: t.minutes,
  value: moneyOf(t.paise),
  unratedMinutes: t.unratedMinutes,
  oldest: t.oldest,
  ageing: Object.fromEntries(
    AGE_BUCKETS.map((b) => [b.key, moneyOf(t.ageing[b.key])]),
  ) as WipFigures['ageing'],
});

/** Rows of one cut, largest value first, then by label. */
function cut(cells: { cell: Cell; paise: number }[], keyOf: (c: Cell) => [string, string]): WipRow[] {
  const rows = new Map<string, { label: string; tally: Tally }>();
  for (const { cell, paise } of cells) {
    const [key, label] = keyOf(cell);
    const row = rows.get(key) ?? { label, tally: emptyTally() };
    // One spelling of a template's name, whichever order the cells came in.
    if (label < row.label) row.label = label;
    rows.set(key, row);
    addCell(row.tally, cell, paise);
  }
  return [...rows.entries()]
    .map(([key, { label, tally }]) => ({ key, label, ...figuresOf(tally), paise: tally.paise }))
    .sort((a, b) => b.paise - a.paise || a.label.localeCompare(b.label))
    .map(({ paise: _paise, ...row }) => row);
}

export function wipReport(ctx: ServiceContext): Promise<WipReport> {
  return inReportSession(ctx, async (ctx) => {
    const today = await practiceToday(ctx);
    const [rows, [settings]] = await Promise.all([
      unbilledCells(ctx, today),
      ctx.db.select({ hourly: invoiceSettings.hourlyRatePaise }).from(invoiceSettings),
    ]);
    const cells = rows.map((cell) => {
      const rate = cell.rate ?? settings?.hourly ?? null;
      return { cell, paise: rate === null ? 0 : hourlyAmountPaise(rate, cell.minutes) };
    });
    const totals = emptyTally();
    for (const { cell, paise } of cells) addCell(totals, cell, paise);
    return {
      asOf: today,
      client: cut(cells, (c) => [c.clientId, c.clientName]),
      template: cut(cells, (c) => [c.template.toLowerCase(), c.template]),
      person: cut(cells, (c) => [c.userId ?? '', c.userName ?? 'Former user']),
      totals: figuresOf(totals),
    };
  });
}
