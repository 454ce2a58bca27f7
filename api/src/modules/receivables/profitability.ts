// Profitability per client and month: billed (services invoiced less credit notes; see
// PROFITABILITY_HELP in the contracts for the definitions) against the cost of the time logged on
// the client's tasks, and realisation. Two statements, each aggregated in the database with the
// bounds as parameters: billed per client and month, minutes per client, month and person.
import {
  hourlyAmountPaise,
  moneyOf,
  type ProfitabilityFigures,
  type ProfitabilityQuery,
  type ProfitabilityReport,
  realisationPercent,
} from '@practice-desk/contracts';
import { and, eq, gte, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  clients,
  creditNotes,
  invoiceLines,
  invoiceSettings,
  invoices,
  tasks,
  timeEntries,
  users,
} from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { teamInvoices } from '../invoices/scope';
import { inReportSession } from '../reports/session';

const month = (column: AnyPgColumn) => sql<string>`to_char(${column}, 'YYYY-MM')`;
const within = (column: AnyPgColumn, { from, to }: ProfitabilityQuery): SQL | undefined =>
  and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);

function billedPerMonth(ctx: ServiceContext, query: ProfitabilityQuery) {
  const issued = and(ne(invoices.status, 'Generated'), teamInvoices(ctx));
  const invoiced = ctx.db
    .select({
      clientId: sql<string>`${invoices.clientId}`.as('client_id'),
      month: month(invoices.invoiceDate).as('month'),
      paise: sql<number>`sum(${invoiceLines.amountPaise})`.as('paise'),
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.kind, 'service'), issued, within(invoices.invoiceDate, query)))
    .groupBy(invoices.clientId, month(invoices.invoiceDate));
  const credited = ctx.db
    .select({
      clientId: sql<string>`${invoices.clientId}`,
      month: month(creditNotes.date),
      paise: sql<number>`-sum(${creditNotes.taxablePaise})`,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(issued, within(creditNotes.date, query)))
    .groupBy(invoices.clientId, month(creditNotes.date));
  const arms = ctx.db.$with('billed_arms').as(invoiced.unionAll(credited));
  return ctx.db
    .with(arms)
    .select({
      clientId: arms.clientId,
      month: arms.month,
      paise: sql<number>`sum(${arms.paise})`.mapWith(Number),
    })
    .from(arms)
    .groupBy(arms.clientId, arms.month);
}

function minutesPerMonth(ctx: ServiceContext, query: ProfitabilityQuery) {
  // A Team Leader: the clients with tasks of their team, with all the time logged on them.
  const teamClients =
    ctx.user.role === 'ADMIN'
      ? undefined
      : inArray(
          tasks.clientId,
          ctx.db.selectDistinct({ id: tasks.clientId }).from(tasks).where(eq(tasks.teamLeader, ctx.user.id)),
        );
  return ctx.db
    .select({
      clientId: sql<string>`${tasks.clientId}`,
      month: month(timeEntries.date),
      userId: timeEntries.userId,
      minutes: sql<number>`sum(${timeEntries.minutes})`.mapWith(Number),
      costRate: users.costRatePaise,
      billingRate: users.billingRatePaise,
    })
    .from(timeEntries)
    .innerJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .leftJoin(users, eq(users.id, timeEntries.userId))
    .where(and(isNotNull(tasks.clientId), teamClients, within(timeEntries.date, query)))
    .groupBy(
      tasks.clientId,
      month(timeEntries.date),
      timeEntries.userId,
      users.costRatePaise,
      users.billingRatePaise,
    );
}

interface Tally {
  billed: number;
  cost: number;
  billingValue: number;
  minutes: number;
  unratedMinutes: number;
}
const empty = (): Tally => ({ billed: 0, cost: 0, billingValue: 0, minutes: 0, unratedMinutes: 0 });
const add = (into: Tally, t: Tally) => {
  into.billed += t.billed;
  into.cost += t.cost;
  into.billingValue += t.billingValue;
  into.minutes += t.minutes;
  into.unratedMinutes += t.unratedMinutes;
};
/** The map's entry for `key`, made by `make` the first time. */
function entryOf<T>(map: Map<string, T>, key: string, make: () => T): T {
  const found = map.get(key);
  if (found) return found;
  const made = make();
  map.set(key, made);
  return made;
}

const figures = (t: Tally): ProfitabilityFigures => ({
  billed: moneyOf(t.billed),
  cost: moneyOf(t.cost),
  margin: moneyOf(t.billed - t.cost),
  billingValue: moneyOf(t.billingValue),
  minutes: t.minutes,
  unratedMinutes: t.unratedMinutes,
  realisation: realisationPercent(t.billed, t.billingValue),
});

export function profitabilityReport(
  ctx: ServiceContext,
  query: ProfitabilityQuery,
): Promise<ProfitabilityReport> {
  return inReportSession(ctx, async (ctx) => {
    const [billed, time, [settings], names] = await Promise.all([
      billedPerMonth(ctx, query),
      minutesPerMonth(ctx, query),
      ctx.db.select({ hourly: invoiceSettings.hourlyRatePaise }).from(invoiceSettings),
      ctx.db.select({ id: clients.id, name: clients.name }).from(clients),
    ]);
    const tallies = new Map<string, Tally & { clientId: string; month: string }>();
    const tallyOf = (clientId: string, month: string) =>
      entryOf(tallies, `${clientId}|${month}`, () => ({ ...empty(), clientId, month }));
    for (const b of billed) tallyOf(b.clientId, b.month).billed += b.paise;
    for (const e of time) {
      const t = tallyOf(e.clientId, e.month);
      // A negative sum (corrections beyond what was logged) counts as no time.
      const minutes = Math.max(0, e.minutes);
      t.minutes += minutes;
      if (e.costRate === null) t.unratedMinutes += minutes;
      else t.cost += hourlyAmountPaise(e.costRate, minutes);
      const billingRate = e.billingRate ?? settings?.hourly ?? null;
      if (billingRate !== null) t.billingValue += hourlyAmountPaise(billingRate, minutes);
    }
    const nameOf = new Map(names.map((c) => [c.id, c.name]));
    const rows = [...tallies.values()]
      .map((t) => ({ ...t, clientName: nameOf.get(t.clientId) ?? '' }))
      .sort((a, b) => a.clientName.localeCompare(b.clientName) || a.month.localeCompare(b.month));
    const perClient = new Map<string, Tally & { clientId: string; clientName: string }>();
    const totals = empty();
    for (const r of rows) {
      add(
        entryOf(perClient, r.clientId, () => ({
          ...empty(),
          clientId: r.clientId,
          clientName: r.clientName,
        })),
        r,
      );
      add(totals, r);
    }
    return {
      from: query.from ?? null,
      to: query.to ?? null,
      rows: rows.map((r) => ({
        clientId: r.clientId,
        clientName: r.clientName,
        month: r.month,
        ...figures(r),
      })),
      clients: [...perClient.values()].map((c) => ({
        clientId: c.clientId,
        clientName: c.clientName,
        ...figures(c),
      })),
      totals: figures(totals),
    };
  });
}
