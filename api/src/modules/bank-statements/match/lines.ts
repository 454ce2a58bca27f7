// The review's lines: a statement's credits and debits (of one account or all, one status or all,
// a date range) with their candidates, as the invoices stand now, and what accepting them made
// (receipt numbers, advance voucher numbers).
import {
  type BankCandidate,
  type BankLine,
  type BankLineMatch,
  type BankLinesQuery,
  moneyOf,
  RECONCILE_LIMITS,
} from '@practice-desk/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  advances,
  bankAccounts,
  bankLineCandidates,
  bankLineMatches,
  bankStatementLines,
  clients,
  invoices,
  payments,
} from '../../../db/schema';
import type { ServiceContext } from '../../../lib/context';
import { NotFound } from '../../../lib/errors';
import { splitOver } from './index';
import { bankLineOf } from './line-answer';
import { loadOpenInvoices } from './load';

export async function listLines(ctx: ServiceContext, query: BankLinesQuery & { id?: string }) {
  const rows = await ctx.db
    .select({ line: bankStatementLines, accountName: bankAccounts.name })
    .from(bankStatementLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementLines.bankAccountId))
    .where(
      and(
        query.id ? eq(bankStatementLines.id, query.id) : undefined,
        query.bankAccountId ? eq(bankStatementLines.bankAccountId, query.bankAccountId) : undefined,
        query.status ? eq(bankStatementLines.status, query.status) : undefined,
        query.from ? gte(bankStatementLines.date, query.from) : undefined,
        query.to ? lte(bankStatementLines.date, query.to) : undefined,
      ),
    )
    // Past the limit, the lines still to decide come first: they are what the review is for.
    .orderBy(
      sql`case when ${bankStatementLines.status} in ('unmatched', 'suggested') then 0 else 1 end`,
      asc(bankStatementLines.date),
      asc(bankStatementLines.createdAt),
      asc(bankStatementLines.position),
      asc(bankStatementLines.id),
    )
    .limit(RECONCILE_LIMITS.lines + 1);
  const truncated = rows.length > RECONCILE_LIMITS.lines;
  const shown = rows.slice(0, RECONCILE_LIMITS.lines);
  const ids = shown.map((r) => r.line.id);
  const none = ['00000000-0000-0000-0000-000000000000'];
  const [candidates, made] = await Promise.all([
    ctx.db
      .select({ candidate: bankLineCandidates, clientName: clients.name })
      .from(bankLineCandidates)
      .leftJoin(clients, eq(clients.id, bankLineCandidates.clientId))
      .where(inArray(bankLineCandidates.lineId, ids.length ? ids : none))
      .orderBy(asc(bankLineCandidates.rank)),
    ctx.db
      .select({
        match: bankLineMatches,
        invoiceNumber: invoices.invoiceNumber,
        receiptNumber: payments.receiptNumber,
        advanceNumber: advances.number,
        clientName: clients.name,
      })
      .from(bankLineMatches)
      .leftJoin(invoices, eq(invoices.id, bankLineMatches.invoiceId))
      .leftJoin(payments, eq(payments.id, bankLineMatches.paymentId))
      .leftJoin(advances, eq(advances.id, bankLineMatches.advanceId))
      .leftJoin(clients, eq(clients.id, advances.clientId))
      .where(inArray(bankLineMatches.lineId, ids.length ? ids : none)),
  ]);
  const invoiceIds = [...new Set(candidates.flatMap((c) => c.candidate.invoiceIds))];
  const open = invoiceIds.length ? await loadOpenInvoices(ctx.db, { ids: invoiceIds }) : [];
  const openById = new Map(open.map((i) => [i.id, i]));

  const lines: BankLine[] = shown.map(({ line, accountName }) =>
    bankLineOf(
      line,
      accountName,
      candidates
        .filter((c) => c.candidate.lineId === line.id)
        // A candidate whose invoice was paid or closed since it was scored is no longer offered.
        .filter((c) => c.candidate.invoiceIds.every((id) => openById.has(id)))
        .map(({ candidate, clientName }): BankCandidate => {
          const split = splitOver(open, candidate);
          return {
            rank: candidate.rank,
            kind: candidate.kind,
            clientId: candidate.clientId,
            clientName,
            invoices: split.map((a) => {
              const invoice = openById.get(a.invoiceId);
              return {
                id: a.invoiceId,
                invoiceNumber: invoice?.invoiceNumber ?? '',
                date: invoice?.date ?? '',
                balance: moneyOf(invoice?.balancePaise ?? 0),
                amount: moneyOf(a.amountPaise),
                tdsAmount: moneyOf(a.tdsPaise),
              };
            }),
            amount: moneyOf(candidate.amountPaise),
            tdsAmount: moneyOf(candidate.tdsPaise),
            tdsRateBp: candidate.tdsRateBp,
            strong: candidate.strong,
            reason: candidate.reason,
          };
        }),
      made
        .filter((m) => m.match.lineId === line.id)
        .map(
          (m): BankLineMatch => ({
            invoiceId: m.match.invoiceId,
            invoiceNumber: m.invoiceNumber,
            paymentId: m.match.paymentId,
            receiptNumber: m.receiptNumber,
            advanceId: m.match.advanceId,
            advanceNumber: m.advanceNumber,
            clientName: m.clientName,
            amount: moneyOf(m.match.amountPaise),
            tdsAmount: moneyOf(m.match.tdsPaise),
          }),
        ),
    ),
  );
  return { lines, truncated };
}

export async function lineOf(ctx: ServiceContext, id: string): Promise<BankLine> {
  const [line] = (await listLines(ctx, { id })).lines;
  if (!line) throw new NotFound('Statement line not found');
  return line;
}
