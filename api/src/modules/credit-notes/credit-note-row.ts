// Reads an invoice's credit notes and turns the stored paise into the CreditNoteRow the calls
// answer (Money strings).
import { CREDIT_NOTE_MESSAGES, type CreditNoteRow, moneyOf } from '@practice-desk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { creditNotes } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { NotFound } from '../../lib/errors';

export type CreditNoteRecord = typeof creditNotes.$inferSelect;

export function toCreditNoteRow(note: CreditNoteRecord): CreditNoteRow {
  return {
    id: note.id,
    invoiceId: note.invoiceId,
    creditNoteNumber: note.number,
    date: note.date,
    reason: note.reason,
    invoiceNumber: note.invoiceNumber,
    invoiceDate: note.invoiceDate,
    taxableAmount: moneyOf(note.taxablePaise),
    taxes: note.taxes.map((tax) => ({
      name: tax.name,
      rate: tax.rateBp / 100,
      amount: moneyOf(tax.amountPaise),
    })),
    roundOff: moneyOf(note.roundOffPaise),
    totalAmount: moneyOf(note.totalPaise),
    lines: note.lines.map((line) => ({
      lineId: line.lineId,
      description: line.description,
      sac: line.sac,
      amount: moneyOf(line.amountPaise),
      gstRateBp: line.rateBp ?? 0,
      spread: line.spread ?? false,
    })),
    createdAt: note.createdAt.toISOString(),
  };
}

/** The credit notes of one invoice, oldest first. */
export function creditNotesOf(db: TenantDb, orgId: string, invoiceId: string): Promise<CreditNoteRecord[]> {
  return db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orgId, orgId), eq(creditNotes.invoiceId, invoiceId)))
    .orderBy(asc(creditNotes.sequence), asc(creditNotes.createdAt));
}

export async function findCreditNote(db: TenantDb, orgId: string, id: string): Promise<CreditNoteRecord> {
  const [note] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orgId, orgId), eq(creditNotes.id, id)));
  if (!note) throw new NotFound(CREDIT_NOTE_MESSAGES.notFound);
  return note;
}
