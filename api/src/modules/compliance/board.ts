// GET /compliance/board: one form's clients × periods for a financial year. A cell is the item of
// that client and period (its status, due date and filing date), or, where none was generated, what
// the client's profile says: due on a date ahead (open), past with no item generated (never
// overdue: the calendar and the task grid have nothing to count), or not applicable to it at all.
import {
  type BoardAnswer,
  type BoardCell,
  type BoardQuery,
  CALENDAR_MESSAGES,
  type ComplianceProfile,
  formatPeriod,
  formPeriodLabel,
  obligationsBetween,
  type PeriodKind,
  parsePeriod,
  type Quarter,
  rulesOfCode,
} from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { clientCompliance, clients, complianceItems } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { type ItemRecord, isVisibleTo, liveItem, selectItems } from './calendar-items';
import { complianceStatus, moreUrgent } from './status';

const MONTH_KINDS: PeriodKind[] = ['month'];
const QUARTER_KINDS: PeriodKind[] = ['quarter', 'instalment'];
const YEAR_KINDS: PeriodKind[] = ['year', 'director-triennial'];

/** The periods of a form in a financial year, from the kinds of its rules: months April to March,
 * then quarters Q1 to Q4, then the year itself. */
export function boardPeriods(code: string, financialYear: string): string[] {
  const year = parsePeriod(financialYear);
  if (year?.kind !== 'year') {
    const message = CALENDAR_MESSAGES.badFinancialYear;
    throw new DomainError(400, message, [{ field: 'financialYear', message }]);
  }
  const kinds = new Set(rulesOfCode(code, financialYear).map((rule) => rule.period));
  if (kinds.size === 0) {
    const message = CALENDAR_MESSAGES.unknownForm(code, financialYear);
    throw new DomainError(400, message, [{ field: 'code', message }]);
  }
  const has = (list: PeriodKind[]) => list.some((kind) => kinds.has(kind));
  const start = year.startYear;
  const periods: string[] = [];
  if (has(MONTH_KINDS))
    for (let i = 0; i < 12; i++)
      periods.push(
        formatPeriod({ kind: 'month', year: i < 9 ? start : start + 1, month: ((i + 3) % 12) + 1 }),
      );
  if (has(QUARTER_KINDS))
    for (const quarter of [1, 2, 3, 4] as Quarter[])
      periods.push(formatPeriod({ kind: 'quarter', startYear: start, quarter }));
  if (has(YEAR_KINDS)) periods.push(financialYear);
  return periods;
}

/** Period → due date of the form's obligations the profile gives in those periods. Obligations of a
 * year's periods fall due up to a year after it ends (annual returns, AGM-relative forms). */
function applicableDueDates(
  profile: ComplianceProfile,
  code: string,
  periods: Set<string>,
  startYear: number,
) {
  const due = new Map<string, string>();
  for (const obligation of obligationsBetween(profile, `${startYear}-04-01`, `${startYear + 2}-03-31`))
    if (obligation.code === code && periods.has(obligation.period) && !due.has(obligation.period))
      due.set(obligation.period, obligation.dueDate);
  return due;
}

/** The periods some row has an obligation or an item in (a board of monthly filers has no quarter
 * columns, PMT-06 no third months); all of the form's periods when no row has any. */
function usedPeriods(periods: string[], applicable: Map<string, string>[], items: ItemRecord[]): string[] {
  const used = new Set(items.map((item) => item.period));
  for (const due of applicable) for (const period of due.keys()) used.add(period);
  const columns = periods.filter((period) => used.has(period));
  return columns.length > 0 ? columns : periods;
}

const NOT_APPLICABLE: BoardCell = {
  status: 'not-applicable',
  itemId: null,
  title: null,
  dueDate: null,
  filedOn: null,
  waitingOnClient: null,
};

export async function complianceBoard(ctx: ServiceContext, query: BoardQuery): Promise<BoardAnswer> {
  const periods = boardPeriods(query.code, query.financialYear);
  const startYear = Number(query.financialYear.slice(0, 4));
  const today = await practiceToday(ctx);
  const [profiles, items] = await Promise.all([
    ctx.db
      .select({
        clientId: clients.id,
        clientName: clients.name,
        gstin: clients.gstin,
        isActive: clients.isActive,
        profile: clientCompliance.profile,
      })
      .from(clientCompliance)
      .innerJoin(clients, eq(clients.id, clientCompliance.clientId))
      .where(query.clientId ? eq(clients.id, query.clientId) : undefined),
    selectItems(ctx.db).where(
      and(
        liveItem(),
        eq(complianceItems.code, query.code),
        inArray(complianceItems.period, periods),
        query.clientId ? eq(complianceItems.clientId, query.clientId) : undefined,
      ),
    ),
  ]);
  const itemsOf = new Map<string, ItemRecord[]>();
  for (const item of items) itemsOf.set(item.clientId, [...(itemsOf.get(item.clientId) ?? []), item]);
  // An Admin sees every active client with a profile; the others the clients of their own items.
  const shown = new Map<string, string>();
  if (ctx.user.role === 'ADMIN') {
    for (const p of profiles) if (p.isActive) shown.set(p.clientId, p.clientName);
    for (const item of items) shown.set(item.clientId, item.clientName);
  } else {
    for (const item of items) if (isVisibleTo(ctx.user, item)) shown.set(item.clientId, item.clientName);
  }
  const profileOf = new Map(profiles.map((p) => [p.clientId, p]));
  const allPeriods = new Set(periods);
  const clientsShown = [...shown.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const applicable = new Map(
    clientsShown.map(([clientId]) => {
      const stored = profileOf.get(clientId);
      const due = stored
        ? applicableDueDates({ ...stored.profile, gstin: stored.gstin }, query.code, allPeriods, startYear)
        : new Map<string, string>();
      return [clientId, due] as const;
    }),
  );
  const shownItems = items.filter((item) => shown.has(item.clientId));
  const columns = usedPeriods(periods, [...applicable.values()], shownItems);
  const rows = clientsShown.map(([clientId, clientName]) => {
    const cells: Record<string, BoardCell> = {};
    for (const period of columns) {
      const cellItems = (itemsOf.get(clientId) ?? []).filter((item) => item.period === period);
      cells[period] = cellOf(cellItems, applicable.get(clientId)?.get(period), ctx, today);
    }
    return { clientId, clientName, cells };
  });
  // Waiting on client: the rows with a cell whose documents are still awaited.
  const shownRows =
    query.waitingOnClient === 'true'
      ? rows.filter((row) => Object.values(row.cells).some((cell) => cell.waitingOnClient))
      : rows;
  return {
    code: query.code,
    financialYear: query.financialYear,
    periods: columns.map((period) => ({ period, label: formPeriodLabel(query.code, period) })),
    rows: shownRows,
  };
}

/** The documents awaited over a cell's items (one per director for some forms), or null. */
function waitingOf(items: ItemRecord[]): BoardCell['waitingOnClient'] {
  const waiting = items.flatMap((item) => (item.waitingOnClient ? [item.waitingOnClient] : []));
  if (waiting.length === 0) return null;
  return {
    received: waiting.reduce((sum, w) => sum + w.received, 0),
    total: waiting.reduce((sum, w) => sum + w.total, 0),
  };
}

/** A cell: its item (the one most in need of attention, when a form has one per director), else the
 * obligation the profile gives, else not applicable. An item the caller may not see shows without
 * its id (its status is the client's, but the filing is not theirs to record). */
function cellOf(
  items: ItemRecord[],
  applicableDue: string | undefined,
  ctx: ServiceContext,
  today: string,
): BoardCell {
  let chosen: ItemRecord | undefined;
  for (const item of items)
    if (!chosen || moreUrgent(complianceStatus(item, today), complianceStatus(chosen, today))) chosen = item;
  if (chosen)
    return {
      status: complianceStatus(chosen, today),
      itemId: isVisibleTo(ctx.user, chosen) ? chosen.id : null,
      title: chosen.title,
      dueDate: chosen.dueDate,
      filedOn: chosen.filedOn,
      waitingOnClient: waitingOf(items),
    };
  if (applicableDue === undefined) return NOT_APPLICABLE;
  return {
    status: applicableDue < today ? 'not-generated' : 'open',
    itemId: null,
    title: null,
    dueDate: applicableDue,
    filedOn: null,
    waitingOnClient: null,
  };
}
