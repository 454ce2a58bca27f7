// Realisation: for the work invoiced in a period (see REALISATION_HELP in the contracts), three
// reads — the service lines of the period's issued invoices, each invoice's credit notes and what
// settled it (the receivables' ledger), and the time logged on the lines' tasks — then each line
// split between the people who worked on it, into cells the four cuts add up alike.
import {
  hourlyAmountPaise,
  moneyOf,
  type ProfitabilityQuery,
  type RealisationFigures,
  type RealisationReport,
  type RealisationRow,
  sharePercent,
} from '@practice-desk/contracts';
import { and, eq, gte, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
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
import { ledgerOf } from '../receivables/ledger';
import { inReportSession } from '../reports/session';

const within = (column: Parameters<typeof gte>[0], { from, to }: ProfitabilityQuery): SQL | undefined =>
  and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);

/** The issued invoices of the period the caller may see. */
const periodInvoices = (ctx: ServiceContext, query: ProfitabilityQuery) =>
  and(ne(invoices.status, 'Generated'), teamInvoices(ctx), within(invoices.invoiceDate, query)) as SQL;

function serviceLines(ctx: ServiceContext, query: ProfitabilityQuery) {
  return ctx.db
    .select({
      invoiceId: invoiceLines.invoiceId,
      taskId: invoiceLines.taskId,
      paise: invoiceLines.amountPaise,
      clientId: sql<string>`${invoices.clientId}`,
      clientName: clients.name,
      month: sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`,
      template: tasks.task,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(tasks, eq(tasks.id, invoiceLines.taskId))
    .where(and(eq(invoiceLines.kind, 'service'), periodInvoices(ctx, query)));
}

/** Per invoice of the period: its total, its credit notes' total and what settled it. */
function settlements(ctx: ServiceContext, query: ProfitabilityQuery) {
  const ledger = ledgerOf(ctx, 'ageing');
  const credit = (kinds: string[]) =>
    sql<number>`coalesce(sum(${ledger.credit}) filter (where ${ledger.kind} in ${kinds}), 0)`.mapWith(Number);
  return ctx.db
    .with(ledger)
    .select({
      invoiceId: ledger.invoiceId,
      total: sql<number>`sum(${ledger.debit})`.mapWith(Number),
      credited: credit(['credit-note']),
      collected: credit(['payment', 'tds', 'advance-adjusted']),
    })
    .from(ledger)
    .where(within(ledger.invoiceDate, query))
    .groupBy(ledger.invoiceId);
}

/** The taxable value of each period invoice's credit notes. */
function creditedTaxable(ctx: ServiceContext, query: ProfitabilityQuery) {
  return ctx.db
    .select({
      invoiceId: creditNotes.invoiceId,
      paise: sql<number>`sum(${creditNotes.taxablePaise})`.mapWith(Number),
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(periodInvoices(ctx, query))
    .groupBy(creditNotes.invoiceId);
}

/** Minutes per person on each task that has a service line on an invoice of the period. */
function timeOnInvoicedTasks(ctx: ServiceContext, query: ProfitabilityQuery) {
  const invoiced = ctx.db
    .select({ id: invoiceLines.taskId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoiceLines.kind, 'service'), isNotNull(invoiceLines.taskId), periodInvoices(ctx, query)));
  return ctx.db
    .select({
      taskId: timeEntries.taskId,
      userId: timeEntries.userId,
      userName: sql<string | null>`min(${users.name})`,
      rate: sql<number | null>`min(${users.billingRatePaise})`,
      minutes: sql<number>`sum(${timeEntries.minutes})`.mapWith(Number),
    })
    .from(timeEntries)
    .leftJoin(users, eq(users.id, timeEntries.userId))
    .where(inArray(timeEntries.taskId, invoiced))
    .groupBy(timeEntries.taskId, timeEntries.userId)
    .having(sql`sum(${timeEntries.minutes}) > 0`);
}

interface Cell {
  minutes: number;
  unratedMinutes: number;
  timeValue: number;
  invoiced: number;
  collected: number;
}
const emptyCell = (): Cell => ({ minutes: 0, unratedMinutes: 0, timeValue: 0, invoiced: 0, collected: 0 });
function addTo(into: Cell, c: Cell) {
  into.minutes += c.minutes;
  into.unratedMinutes += c.unratedMinutes;
  into.timeValue += c.timeValue;
  into.invoiced += c.invoiced;
  into.collected += c.collected;
}

/** Cells carry fractions of a paisa (a line split three ways); each figure is rounded once, here. */
function figuresOf(c: Cell): RealisationFigures {
  const [timeValue, invoiced, collected] = [c.timeValue, c.invoiced, c.collected].map(Math.round) as [
    number,
    number,
    number,
  ];
  return {
    minutes: Math.round(c.minutes),
    unratedMinutes: Math.round(c.unratedMinutes),
    timeValue: moneyOf(timeValue),
    invoiced: moneyOf(invoiced),
    collected: moneyOf(collected),
    realisation: sharePercent(invoiced, timeValue),
    collection: sharePercent(collected, invoiced),
    recovery: sharePercent(collected, timeValue),
  };
}

interface Keyed {
  cell: Cell;
  client: [string, string];
  template: [string, string];
  person: [string, string];
  month: [string, string];
}
type Cut = 'client' | 'template' | 'person' | 'month';

function cut(cells: Keyed[], by: Cut): RealisationRow[] {
  const rows = new Map<string, { label: string; cell: Cell }>();
  for (const k of cells) {
    const [key, label] = k[by];
    const row = rows.get(key) ?? { label, cell: emptyCell() };
    // One spelling of a template's name, whichever order the lines came in.
    if (label < row.label) row.label = label;
    rows.set(key, row);
    addTo(row.cell, k.cell);
  }
  const sorted = [...rows.entries()].sort(([ka, a], [kb, b]) =>
    by === 'month'
      ? ka.localeCompare(kb)
      : b.cell.invoiced - a.cell.invoiced || a.label.localeCompare(b.label),
  );
  return sorted.map(([key, { label, cell }]) => ({ key, label, ...figuresOf(cell) }));
}

export function realisationReport(
  ctx: ServiceContext,
  query: ProfitabilityQuery,
): Promise<RealisationReport> {
  return inReportSession(ctx, async (ctx) => {
    const [lines, settled, credited, time, [settings]] = await Promise.all([
      serviceLines(ctx, query),
      settlements(ctx, query),
      creditedTaxable(ctx, query),
      timeOnInvoicedTasks(ctx, query),
      ctx.db.select({ hourly: invoiceSettings.hourlyRatePaise }).from(invoiceSettings),
    ]);
    const serviceTotal = new Map<string, number>();
    const taskTotal = new Map<string, number>();
    for (const l of lines) {
      serviceTotal.set(l.invoiceId, (serviceTotal.get(l.invoiceId) ?? 0) + l.paise);
      if (l.taskId) taskTotal.set(l.taskId, (taskTotal.get(l.taskId) ?? 0) + l.paise);
    }
    // Per invoice: the share of its services left after credit notes, and the share of what it
    // still claimed (its total less credit notes) that was settled.
    const taxableCredited = new Map(credited.map((c) => [c.invoiceId, c.paise]));
    const shares = new Map(
      settled.map((s) => {
        const services = serviceTotal.get(s.invoiceId) ?? 0;
        const kept = services > 0 ? Math.max(0, 1 - (taxableCredited.get(s.invoiceId) ?? 0) / services) : 0;
        const claimed = s.total - s.credited;
        return [s.invoiceId, { kept, paid: claimed > 0 ? Math.min(1, s.collected / claimed) : 0 }];
      }),
    );
    const people = new Map<string, typeof time>();
    for (const t of time) people.set(t.taskId, [...(people.get(t.taskId) ?? []), t]);

    const cells: Keyed[] = [];
    for (const l of lines) {
      const share = shares.get(l.invoiceId) ?? { kept: 1, paid: 0 };
      const invoiced = l.paise * share.kept;
      const collected = invoiced * share.paid;
      const of = (c: Partial<Cell>, person: [string, string]) =>
        cells.push({
          cell: { ...emptyCell(), ...c },
          client: [l.clientId, l.clientName],
          template: l.template ? [l.template.toLowerCase(), l.template] : ['', 'Lines without a task'],
          person,
          month: [l.month, l.month],
        });
      const worked = (l.taskId && people.get(l.taskId)) || [];
      if (worked.length === 0) {
        of({ invoiced, collected }, ['', 'No time logged']);
        continue;
      }
      // The task's time is spread over its lines in the period by their amounts.
      const lineShare =
        l.taskId && (taskTotal.get(l.taskId) ?? 0) > 0 ? l.paise / (taskTotal.get(l.taskId) ?? 1) : 1;
      const valued = worked.map((w) => {
        const rate = w.rate ?? settings?.hourly ?? null;
        return { w, value: rate === null ? 0 : hourlyAmountPaise(rate, w.minutes), rated: rate !== null };
      });
      const totalValue = valued.reduce((sum, v) => sum + v.value, 0);
      const totalMinutes = worked.reduce((sum, w) => sum + w.minutes, 0);
      for (const { w, value, rated } of valued) {
        const weight = totalValue > 0 ? value / totalValue : w.minutes / totalMinutes;
        of(
          {
            minutes: w.minutes * lineShare,
            unratedMinutes: rated ? 0 : w.minutes * lineShare,
            timeValue: value * lineShare,
            invoiced: invoiced * weight,
            collected: collected * weight,
          },
          [w.userId ?? 'former', w.userName ?? 'Former user'],
        );
      }
    }
    const totals = emptyCell();
    for (const k of cells) addTo(totals, k.cell);
    return {
      from: query.from ?? null,
      to: query.to ?? null,
      client: cut(cells, 'client'),
      template: cut(cells, 'template'),
      person: cut(cells, 'person'),
      month: cut(cells, 'month'),
      totals: figuresOf(totals),
    };
  });
}
