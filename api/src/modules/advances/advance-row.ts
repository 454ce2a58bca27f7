// Reads a client's advances with their adjustments, and turns stored paise into the AdvanceRow
// and AdvanceAdjustmentRow the calls answer (Money strings).
import {
  ADVANCE_MESSAGES,
  type AdvanceAdjustmentRow,
  type AdvanceRow,
  moneyOf,
} from '@practice-desk/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { advanceAdjustments, advances, invoices } from '../../db/schema';
import type { TaxLine } from '../../db/schema/invoicing';
import type { TenantDb } from '../../db/scoped';
import { NotFound } from '../../lib/errors';

export type AdvanceRecord = typeof advances.$inferSelect;

const taxRows = (taxes: TaxLine[]) =>
  taxes.map((tax) => ({ name: tax.name, rate: tax.rateBp / 100, amount: moneyOf(tax.amountPaise) }));

/** An adjustment as answered, with its stored paise and taxes for the arithmetic. */
export interface AdjustmentRecord {
  row: AdvanceAdjustmentRow;
  amountPaise: number;
  taxLines: TaxLine[];
}

/** The adjustments of these invoices (or of these advances), oldest first, with voucher and invoice numbers. */
export async function adjustmentsOf(
  db: TenantDb,
  by: { invoiceIds: string[] } | { advanceIds: string[] },
): Promise<AdjustmentRecord[]> {
  const ids = 'invoiceIds' in by ? by.invoiceIds : by.advanceIds;
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: advanceAdjustments.id,
      advanceId: advanceAdjustments.advanceId,
      invoiceId: advanceAdjustments.invoiceId,
      amountPaise: advanceAdjustments.amountPaise,
      taxablePaise: advanceAdjustments.taxablePaise,
      taxes: advanceAdjustments.taxes,
      voucherNumber: advances.number,
      voucherDate: advances.date,
      invoiceNumber: invoices.invoiceNumber,
    })
    .from(advanceAdjustments)
    .innerJoin(advances, eq(advances.id, advanceAdjustments.advanceId))
    .innerJoin(invoices, eq(invoices.id, advanceAdjustments.invoiceId))
    .where(
      'invoiceIds' in by
        ? inArray(advanceAdjustments.invoiceId, ids)
        : inArray(advanceAdjustments.advanceId, ids),
    )
    .orderBy(asc(advanceAdjustments.createdAt), asc(advanceAdjustments.id));
  return rows.map((r) => ({
    amountPaise: r.amountPaise,
    taxLines: r.taxes,
    row: {
      id: r.id,
      advanceId: r.advanceId,
      voucherNumber: r.voucherNumber,
      voucherDate: r.voucherDate,
      invoiceId: r.invoiceId,
      invoiceNumber: r.invoiceNumber,
      amount: moneyOf(r.amountPaise),
      taxableAmount: moneyOf(r.taxablePaise),
      taxes: taxRows(r.taxes),
    },
  }));
}

export function toAdvanceRow(advance: AdvanceRecord, adjustments: AdjustmentRecord[]): AdvanceRow {
  const mine = adjustments.filter((a) => a.row.advanceId === advance.id);
  const adjustedPaise = mine.reduce((sum, a) => sum + a.amountPaise, 0);
  return {
    id: advance.id,
    clientId: advance.clientId,
    voucherNumber: advance.number,
    date: advance.date,
    mode: advance.mode,
    reference: advance.reference,
    description: advance.description,
    sac: advance.sac,
    amount: moneyOf(advance.amountPaise),
    taxableAmount: moneyOf(advance.taxablePaise),
    taxes: taxRows(advance.taxes),
    adjustedAmount: moneyOf(adjustedPaise),
    unadjustedAmount: moneyOf(advance.amountPaise - adjustedPaise),
    adjustments: mine.map((a) => a.row),
    createdAt: advance.createdAt.toISOString(),
  };
}

/** The client's advances, newest first, each with its adjustments. */
export async function advancesOfClient(db: TenantDb, orgId: string, clientId: string): Promise<AdvanceRow[]> {
  const records = await db
    .select()
    .from(advances)
    .where(and(eq(advances.orgId, orgId), eq(advances.clientId, clientId)))
    .orderBy(desc(advances.date), desc(advances.sequence));
  const adjustments = await adjustmentsOf(db, { advanceIds: records.map((r) => r.id) });
  return records.map((r) => toAdvanceRow(r, adjustments));
}

export async function findAdvance(
  db: TenantDb,
  orgId: string,
  id: string,
  { lock = false } = {},
): Promise<AdvanceRecord> {
  const query = db
    .select()
    .from(advances)
    .where(and(eq(advances.orgId, orgId), eq(advances.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound(ADVANCE_MESSAGES.notFound);
  return row;
}
