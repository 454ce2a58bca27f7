// The reconciliation report: per bank account and month, the credits matched (to invoices or as
// advances), suggested, unmatched and ignored, and the debits, each as a count and a sum in ₹.
import { type BankReport, type BankReportQuery, moneyOf } from '@practice-desk/contracts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { bankAccounts, bankStatementLines } from '../../../db/schema';
import type { ServiceContext } from '../../../lib/context';

const month = sql<string>`to_char(${bankStatementLines.date}, 'YYYY-MM')`;
const bucket = sql<string>`case
  when ${bankStatementLines.debitPaise} > 0 then 'debits'
  when ${bankStatementLines.status} in ('matched', 'advance') then 'matched'
  else ${bankStatementLines.status} end`;

type Bucket = 'matched' | 'suggested' | 'unmatched' | 'ignored' | 'debits';

export async function reconcileReport(ctx: ServiceContext, query: BankReportQuery): Promise<BankReport> {
  const rows = await ctx.db
    .select({
      bankAccountId: bankStatementLines.bankAccountId,
      bankAccountName: bankAccounts.name,
      month,
      bucket,
      count: sql<number>`count(*)::int`,
      paise: sql<string>`sum(${bankStatementLines.creditPaise} + ${bankStatementLines.debitPaise})`,
    })
    .from(bankStatementLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementLines.bankAccountId))
    .where(
      and(
        query.from ? gte(bankStatementLines.date, query.from) : undefined,
        query.to ? lte(bankStatementLines.date, query.to) : undefined,
      ),
    )
    .groupBy(bankStatementLines.bankAccountId, bankAccounts.name, month, bucket)
    .orderBy(asc(bankAccounts.name), asc(month));
  const zero = { count: 0, amount: moneyOf(0) };
  const out = new Map<string, BankReport['rows'][number]>();
  for (const row of rows) {
    const key = `${row.bankAccountId}|${row.month}`;
    const entry = out.get(key) ?? {
      bankAccountId: row.bankAccountId,
      bankAccountName: row.bankAccountName,
      month: row.month,
      matched: zero,
      suggested: zero,
      unmatched: zero,
      ignored: zero,
      debits: zero,
    };
    entry[row.bucket as Bucket] = { count: Number(row.count), amount: moneyOf(Number(row.paise)) };
    out.set(key, entry);
  }
  return { rows: [...out.values()] };
}
