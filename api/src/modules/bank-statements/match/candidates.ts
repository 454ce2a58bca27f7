// Scores statement lines and keeps the result: each open credit line's candidates replace the ones
// it had, and its status becomes 'suggested' (it has some) or 'unmatched'. Lines already matched,
// taken as an advance or ignored are left alone.
import { and, eq, gt, inArray } from 'drizzle-orm';
import { bankLineCandidates, bankStatementLines } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import { loadAliases, loadClients, loadOpenInvoices } from './load';
import { type Candidate, type CreditLine, scoreCredits } from './score';

const CHUNK = 1_000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Scores these lines (the open credits among them) and stores their candidates; answers each
 * scored line's candidates, best first. */
export async function scoreLines(db: TenantDb, lineIds: string[]): Promise<Map<string, Candidate[]>> {
  const lines: CreditLine[] = [];
  for (const ids of chunks(lineIds))
    lines.push(
      ...(await db
        .select({
          id: bankStatementLines.id,
          date: bankStatementLines.date,
          narration: bankStatementLines.narration,
          creditPaise: bankStatementLines.creditPaise,
        })
        .from(bankStatementLines)
        .where(
          and(
            inArray(bankStatementLines.id, ids),
            gt(bankStatementLines.creditPaise, 0),
            inArray(bankStatementLines.status, ['unmatched', 'suggested']),
          ),
        )),
    );
  if (!lines.length) return new Map();
  const [invoices, clients, aliases] = await Promise.all([
    loadOpenInvoices(db),
    loadClients(db),
    loadAliases(db),
  ]);
  const scored = scoreCredits({ lines, invoices, clients, aliases });

  await db.transaction(async (tx) => {
    const ids = lines.map((l) => l.id);
    for (const part of chunks(ids))
      await tx.delete(bankLineCandidates).where(inArray(bankLineCandidates.lineId, part));
    const rows = [...scored].flatMap(([lineId, candidates]) =>
      candidates.map((c, rank) => ({
        lineId,
        orgId: tx.orgId,
        rank,
        kind: c.kind,
        invoiceIds: c.invoiceIds,
        clientId: c.clientId,
        amountPaise: c.amountPaise,
        tdsPaise: c.tdsPaise,
        tdsRateBp: c.tdsRateBp,
        strong: c.strong,
        reason: c.reason,
      })),
    );
    for (const part of chunks(rows, 500)) await tx.insert(bankLineCandidates).values(part);
    const suggested = ids.filter((id) => scored.has(id));
    const unmatched = ids.filter((id) => !scored.has(id));
    for (const part of chunks(suggested))
      await tx
        .update(bankStatementLines)
        .set({ status: 'suggested' })
        .where(inArray(bankStatementLines.id, part));
    for (const part of chunks(unmatched))
      await tx
        .update(bankStatementLines)
        .set({ status: 'unmatched' })
        .where(inArray(bankStatementLines.id, part));
  });
  return scored;
}

/** The credits (of one account, or every one) not yet decided. */
export function openCredits(db: TenantDb, bankAccountId?: string) {
  return db
    .select({ id: bankStatementLines.id })
    .from(bankStatementLines)
    .where(
      and(
        gt(bankStatementLines.creditPaise, 0),
        inArray(bankStatementLines.status, ['unmatched', 'suggested']),
        bankAccountId ? eq(bankStatementLines.bankAccountId, bankAccountId) : undefined,
      ),
    );
}
