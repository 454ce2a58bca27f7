// A number series that restarts each financial year (invoices' yearly series, credit notes,
// receipts, receipt vouchers): one row per practice and year holding the next number. A single upsert takes the number and locks
// that row until the transaction ends, so concurrent callers get distinct, consecutive numbers and
// a rolled-back one gives its number back.
import { sql } from 'drizzle-orm';
import type {
  advanceSequences,
  creditNoteSequences,
  invoiceSequences,
  receiptSequences,
} from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export type YearlySeries =
  | typeof invoiceSequences
  | typeof creditNoteSequences
  | typeof receiptSequences
  | typeof advanceSequences;

/** Takes the next number of `financialYear` ('26-27') in `series`; 1 for the year's first. */
export async function takeFromYearlySeries(
  tx: TenantDb,
  series: YearlySeries,
  orgId: string,
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(series)
    .values({ orgId, financialYear, nextNumber: 2 })
    .onConflictDoUpdate({
      target: [series.orgId, series.financialYear],
      set: { nextNumber: sql`${series.nextNumber} + 1` },
    })
    .returning({ taken: sql<number>`${series.nextNumber} - 1` });
  if (!row) throw new Error('yearly series upsert returned nothing');
  return Number(row.taken);
}
