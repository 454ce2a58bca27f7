// A client's statement of account for a date range: the balance owed at the start (every ledger
// entry before `from`), each entry of the range with its debit, credit and running balance, and
// the closing balance.
import {
  type ClientStatement,
  financialYearStart,
  moneyOf,
  RECEIVABLES_MESSAGES,
  runningBalances,
  type StatementEntryKind,
  type StatementQuery,
} from '@practice-desk/contracts';
import { and, asc, gte, lt, lte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { inReportSession } from '../reports/session';
import { clientInScope } from './client-scope';
import { ledgerOf } from './ledger';

export async function clientStatement(
  ctx: ServiceContext,
  clientId: string,
  query: StatementQuery,
): Promise<ClientStatement> {
  return inReportSession(ctx, async (ctx) => {
    const client = await clientInScope(ctx, clientId);
    const to = query.to ?? (await practiceToday(ctx));
    const from = query.from ?? financialYearStart(to);
    if (from > to)
      throw new Invalid(RECEIVABLES_MESSAGES.fromAfterTo, [
        { field: 'from', message: RECEIVABLES_MESSAGES.fromAfterTo },
      ]);
    const ledger = ledgerOf(ctx, 'statement', client.id);
    const [opening] = await ctx.db
      .with(ledger)
      .select({ paise: sql<number>`coalesce(sum(${ledger.debit} - ${ledger.credit}), 0)`.mapWith(Number) })
      .from(ledger)
      .where(lt(ledger.date, from));
    const rows = await ctx.db
      .with(ledger)
      .select({
        date: sql<string>`${ledger.date}::text`,
        kind: ledger.kind,
        reference: ledger.reference,
        invoiceNumber: ledger.invoiceNumber,
        debit: sql<number>`${ledger.debit}`.mapWith(Number),
        credit: sql<number>`${ledger.credit}`.mapWith(Number),
      })
      .from(ledger)
      .where(and(gte(ledger.date, from), lte(ledger.date, to)))
      .orderBy(asc(ledger.date), asc(ledger.kindOrder), asc(ledger.recordedAt), asc(ledger.reference));
    const openingPaise = opening?.paise ?? 0;
    const balances = runningBalances(
      openingPaise,
      rows.map((r) => ({ debitPaise: r.debit, creditPaise: r.credit })),
    );
    const totalDebit = rows.reduce((s, r) => s + r.debit, 0);
    const totalCredit = rows.reduce((s, r) => s + r.credit, 0);
    return {
      client: { id: client.id, name: client.name },
      from,
      to,
      opening: moneyOf(openingPaise),
      entries: rows.map((r, i) => ({
        date: r.date,
        kind: r.kind as StatementEntryKind,
        reference: r.reference,
        invoiceNumber: r.invoiceNumber,
        debit: moneyOf(r.debit),
        credit: moneyOf(r.credit),
        balance: moneyOf(balances[i] ?? openingPaise),
      })),
      totalDebit: moneyOf(totalDebit),
      totalCredit: moneyOf(totalCredit),
      closing: moneyOf(openingPaise + totalDebit - totalCredit),
    };
  });
}
