// The TDS-receivable report: TDS deducted by clients on their payments in one financial year, by
// client and financial-year quarter (April–June first), to match against Form 26AS / the AIS. A
// Team Leader sees the clients of their team's invoices only.
import {
  type FyQuarter,
  financialYearBounds,
  financialYearRange,
  moneyOf,
  panOfGstin,
  type TdsReceivableQuery,
  type TdsReceivableReport,
  tdsSectionOn,
} from '@practice-desk/contracts';
import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import { clients, invoices, payments } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { teamInvoices } from '../invoices/scope';

/** April–June 1, July–September 2, October–December 3, January–March 4. */
const quarter = sql<number>`case when extract(month from ${payments.date}) >= 4
  then floor((extract(month from ${payments.date}) - 4) / 3) + 1 else 4 end`;

export async function tdsReceivable(
  ctx: ServiceContext,
  query: TdsReceivableQuery,
): Promise<TdsReceivableReport> {
  const fy = query.fy ?? financialYearRange(await practiceToday(ctx)).label;
  const { from, to } = financialYearBounds(fy);
  const rows = await ctx.db
    .select({
      clientId: invoices.clientId,
      clientName: clients.name,
      gstin: clients.gstin,
      quarter: sql<number>`(${quarter})::int`,
      tdsPaise: sql<string>`sum(${payments.tdsPaise})`,
      payments: sql<number>`count(*)::int`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(gt(payments.tdsPaise, 0), between(payments.date, from, to), teamInvoices(ctx)))
    .groupBy(invoices.clientId, clients.name, clients.gstin, quarter)
    .orderBy(asc(clients.name), asc(invoices.clientId), asc(quarter));

  const byQuarter: Record<FyQuarter, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  let count = 0;
  const reportRows = rows.map((row) => {
    const paise = Number(row.tdsPaise);
    const q = Number(row.quarter) as FyQuarter;
    byQuarter[q] += paise;
    count += Number(row.payments);
    return {
      clientId: row.clientId,
      clientName: row.clientName,
      gstin: row.gstin,
      pan: panOfGstin(row.gstin),
      quarter: q,
      tdsAmount: moneyOf(paise),
      payments: Number(row.payments),
    };
  });
  const total = byQuarter[1] + byQuarter[2] + byQuarter[3] + byQuarter[4];
  return {
    fy,
    from,
    to,
    section: tdsSectionOn(from).label,
    rows: reportRows,
    totals: {
      byQuarter: {
        1: moneyOf(byQuarter[1]),
        2: moneyOf(byQuarter[2]),
        3: moneyOf(byQuarter[3]),
        4: moneyOf(byQuarter[4]),
      },
      tdsAmount: moneyOf(total),
      payments: count,
    },
  };
}
