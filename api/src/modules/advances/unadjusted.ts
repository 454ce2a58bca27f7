// Advances still to be adjusted, practice-wide: per client for receivables (a credit against what
// the client owes) and one by one for the advances list. An advance is set off only by an issued
// invoice; one adjusted against a draft is still money held for the client until that draft issues.
import {
  PRACTICE_ADVANCES_MAX,
  type PracticeAdvanceRow,
  type PracticeAdvancesQuery,
} from '@practice-desk/contracts';
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import { advanceAdjustments, advances, clients, invoices, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { adjustmentsOf, toAdvanceRow } from './advance-row';

/** Advances of clients the caller may reach: an Admin every client; a Team Leader, as with
 * invoices, clients with tasks of their team. */
export function teamAdvances(ctx: ServiceContext): SQL | undefined {
  if (ctx.user.role === 'ADMIN') return undefined;
  return sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${advances.orgId} and ${tasks.clientId} = ${advances.clientId} and ${tasks.teamLeader} = ${ctx.user.id})`;
}

/** The part of each advance set off against issued invoices dated on or before `asOf`. */
function setOffUpTo(ctx: ServiceContext, asOf: string) {
  return ctx.db.$with('set_off').as(
    ctx.db
      .select({
        advanceId: advanceAdjustments.advanceId,
        amount: sql<number>`sum(${advanceAdjustments.amountPaise})`.as('amount'),
      })
      .from(advanceAdjustments)
      .innerJoin(invoices, eq(invoices.id, advanceAdjustments.invoiceId))
      .where(
        and(
          eq(advanceAdjustments.orgId, ctx.orgId),
          sql`${invoices.status} <> 'Generated'`,
          lte(invoices.invoiceDate, asOf),
        ),
      )
      .groupBy(advanceAdjustments.advanceId),
  );
}

/** Per client: advances received on or before `asOf` less what issued invoices set off by then. */
export async function unadjustedByClient(ctx: ServiceContext, asOf: string) {
  const setOff = setOffUpTo(ctx, asOf);
  const left = sql<number>`${advances.amountPaise} - coalesce(${setOff.amount}, 0)`;
  return ctx.db
    .with(setOff)
    .select({
      clientId: advances.clientId,
      clientName: clients.name,
      unadjusted: sql<number>`sum(${left})`.mapWith(Number),
    })
    .from(advances)
    .innerJoin(clients, eq(clients.id, advances.clientId))
    .leftJoin(setOff, eq(setOff.advanceId, advances.id))
    .where(and(eq(advances.orgId, ctx.orgId), lte(advances.date, asOf), teamAdvances(ctx)))
    .groupBy(advances.clientId, clients.name)
    .having(sql`sum(${left}) > 0`);
}

/** Every client's advances the caller may reach, newest first; `unadjusted`: only those with an
 * amount still free to adjust against the client's next invoice. */
export async function practiceAdvances(
  ctx: ServiceContext,
  { show }: PracticeAdvancesQuery,
): Promise<PracticeAdvanceRow[]> {
  const records = await ctx.db
    .select({ advance: advances, clientName: clients.name })
    .from(advances)
    .innerJoin(clients, eq(clients.id, advances.clientId))
    .where(and(eq(advances.orgId, ctx.orgId), teamAdvances(ctx)))
    .orderBy(desc(advances.date), desc(advances.sequence))
    .limit(PRACTICE_ADVANCES_MAX);
  const adjustments = await adjustmentsOf(ctx.db, { advanceIds: records.map((r) => r.advance.id) });
  const rows = records.map((r) => ({ ...toAdvanceRow(r.advance, adjustments), clientName: r.clientName }));
  return show === 'all' ? rows : rows.filter((row) => row.unadjustedAmount !== '0.00');
}
