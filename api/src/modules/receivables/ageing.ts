// Receivables ageing: per client, what each issued invoice still owes on the as-of date (its total
// less credit notes, payments and TDS dated on or before it, and advances adjusted against it),
// bucketed by days since the invoice date.
// One statement: the ledger summed per invoice, then per client with one FILTER per bucket; the
// as-of date and the bucket bounds are parameters. Advances not yet set off by an issued invoice
// stand beside it as the client's credit (a client with only an advance appears too).
import {
  AGE_BUCKETS,
  type AgeBucket,
  type BucketAmounts,
  moneyOf,
  type ReceivablesQuery,
  type ReceivablesReport,
} from '@practice-desk/contracts';
import { asc, eq, lte, sql } from 'drizzle-orm';
import { clients } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { unadjustedByClient } from '../advances/unadjusted';
import { inReportSession } from '../reports/session';
import { ledgerOf } from './ledger';

type PaiseBuckets = Record<AgeBucket, number>;

export async function owedByClient(ctx: ServiceContext, asOf: string) {
  const ledger = ledgerOf(ctx, 'ageing');
  const owed = ctx.db.$with('owed').as(
    ctx.db
      .select({
        clientId: ledger.clientId,
        age: sql<number>`(${asOf}::date - ${ledger.invoiceDate}::date)`.as('age'),
        balance: sql<number>`sum(${ledger.debit} - ${ledger.credit})`.as('balance'),
      })
      .from(ledger)
      .where(lte(ledger.date, asOf))
      .groupBy(ledger.invoiceId, ledger.clientId, ledger.invoiceDate)
      .having(sql`sum(${ledger.debit} - ${ledger.credit}) > 0`),
  );
  const [first, second, third] = AGE_BUCKETS;
  const within = (low: number, high: number | null) =>
    sql<number>`coalesce(sum(${owed.balance}) filter (where ${owed.age} >= ${low}${high === null ? sql`` : sql` and ${owed.age} <= ${high}`}), 0)`.mapWith(
      Number,
    );
  return ctx.db
    .with(ledger, owed)
    .select({
      clientId: owed.clientId,
      clientName: clients.name,
      invoices: sql<number>`count(*)`.mapWith(Number),
      days0to30: within(0, first.upTo),
      days31to60: within(first.upTo + 1, second.upTo),
      days61to90: within(second.upTo + 1, third.upTo),
      over90: within(third.upTo + 1, null),
      total: sql<number>`sum(${owed.balance})`.mapWith(Number),
    })
    .from(owed)
    .innerJoin(clients, eq(clients.id, owed.clientId))
    .groupBy(owed.clientId, clients.name)
    .orderBy(asc(clients.name));
}

const moneyBuckets = (b: PaiseBuckets): BucketAmounts => ({
  days0to30: moneyOf(b.days0to30),
  days31to60: moneyOf(b.days31to60),
  days61to90: moneyOf(b.days61to90),
  over90: moneyOf(b.over90),
});

export async function receivablesReport(
  ctx: ServiceContext,
  query: ReceivablesQuery,
): Promise<ReceivablesReport> {
  return inReportSession(ctx, async (ctx) => {
    const asOf = query.asOf ?? (await practiceToday(ctx));
    const owed = await owedByClient(ctx, asOf);
    const held = await unadjustedByClient(ctx, asOf);
    const none = { invoices: 0, days0to30: 0, days31to60: 0, days61to90: 0, over90: 0, total: 0 };
    const byClient = new Map(owed.map((r) => [r.clientId, { ...r, advances: 0 }]));
    for (const h of held) {
      const row = byClient.get(h.clientId) ?? {
        ...none,
        clientId: h.clientId,
        clientName: h.clientName,
        advances: 0,
      };
      byClient.set(h.clientId, { ...row, advances: h.unadjusted });
    }
    const rows = [...byClient.values()].sort((a, b) => a.clientName.localeCompare(b.clientName));
    const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const totals: PaiseBuckets = {
      days0to30: sum((r) => r.days0to30),
      days31to60: sum((r) => r.days31to60),
      days61to90: sum((r) => r.days61to90),
      over90: sum((r) => r.over90),
    };
    return {
      asOf,
      rows: rows.map((r) => ({
        clientId: r.clientId,
        clientName: r.clientName,
        invoices: r.invoices,
        buckets: moneyBuckets(r),
        total: moneyOf(r.total),
        advances: moneyOf(r.advances),
        net: moneyOf(r.total - r.advances),
      })),
      totals: {
        invoices: sum((r) => r.invoices),
        buckets: moneyBuckets(totals),
        total: moneyOf(sum((r) => r.total)),
        advances: moneyOf(sum((r) => r.advances)),
        net: moneyOf(sum((r) => r.total - r.advances)),
      },
    };
  });
}
