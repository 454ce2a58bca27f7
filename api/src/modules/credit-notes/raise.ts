// Raising a credit note against a Sent or Done invoice (section 34 of the CGST Act): the credited
// taxable value (an amount, or part of some lines), the invoice's taxes reversed in proportion,
// numbered in the practice's credit note series for the year. The invoice's row lock serialises
// notes of one invoice, so their sum never passes its total however many are raised at once.
import {
  CREDIT_NOTE_MESSAGES,
  type CreditedSoFar,
  type CreditNoteBody,
  type CreditNoteRow,
  creditNoteAmounts,
  financialYearOf,
  formatCreditNoteNumber,
  isValidCreditNoteNumber,
  moneyOf,
  paiseOf,
} from '@practice-desk/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { creditNoteSequences, creditNotes, invoiceLines, invoices } from '../../db/schema';
import type { CreditNoteLine } from '../../db/schema/credit-notes';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { assertPeriodOpen } from '../gst/filing';
import { balancePaise, findInvoice, type InvoiceRecord } from '../invoices/invoice-row';
import { numberedInvoice } from '../invoices/issue';
import { takeFromYearlySeries } from '../invoices/yearly-series';
import { type CreditNoteRecord, creditNotesOf, toCreditNoteRow } from './credit-note-row';

function creditedSoFar(notes: CreditNoteRecord[]): CreditedSoFar {
  const taxPaise: Record<string, number> = {};
  for (const tax of notes.flatMap((note) => note.taxes))
    taxPaise[tax.name] = (taxPaise[tax.name] ?? 0) + tax.amountPaise;
  return {
    taxablePaise: notes.reduce((sum, note) => sum + note.taxablePaise, 0),
    taxPaise,
    totalPaise: notes.reduce((sum, note) => sum + note.totalPaise, 0),
  };
}

/** The note's lines: each asked-for part of an invoice line, never more than is left of it. */
async function creditedLines(
  tx: TenantDb,
  invoice: InvoiceRecord,
  body: CreditNoteBody,
  notes: CreditNoteRecord[],
): Promise<CreditNoteLine[]> {
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.orgId, invoice.orgId), eq(invoiceLines.invoiceId, invoice.id)))
    .orderBy(asc(invoiceLines.position));
  if (!('lines' in body)) {
    const sac = lines[0]?.sac ?? '';
    const description = `Credit against invoice ${invoice.invoiceNumber}`;
    return [{ lineId: null, description, sac, amountPaise: paiseOf(body.amount) }];
  }
  const asked = new Map<string, number>();
  for (const part of body.lines) asked.set(part.lineId, (asked.get(part.lineId) ?? 0) + paiseOf(part.amount));
  const credited = new Map<string, number>();
  for (const line of notes.flatMap((note) => note.lines))
    if (line.lineId) credited.set(line.lineId, (credited.get(line.lineId) ?? 0) + line.amountPaise);
  return [...asked].map(([lineId, amountPaise]) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line)
      throw new Invalid(CREDIT_NOTE_MESSAGES.unknownLine, [
        { field: 'lines', message: CREDIT_NOTE_MESSAGES.unknownLine },
      ]);
    const left = line.amountPaise - (credited.get(lineId) ?? 0);
    if (amountPaise > left)
      throw new Conflict(CREDIT_NOTE_MESSAGES.lineExceeds(line.description, moneyOf(left)));
    return { lineId, description: line.description, sac: line.sac, amountPaise };
  });
}

export async function raiseCreditNote(
  ctx: ServiceContext,
  invoiceId: string,
  body: CreditNoteBody,
): Promise<CreditNoteRow> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.orgId, invoiceId, { lock: true });
    if (invoice.status === 'Generated') throw new Conflict(CREDIT_NOTE_MESSAGES.notIssued(invoice.status));
    const notes = await creditNotesOf(tx, ctx.orgId, invoiceId);
    const lines = await creditedLines(tx, invoice, body, notes);
    const taxable = lines.reduce((sum, line) => sum + line.amountPaise, 0);
    const outcome = creditNoteAmounts(invoice, creditedSoFar(notes), taxable);
    if (!outcome.ok) throw new Conflict(CREDIT_NOTE_MESSAGES.exceedsInvoice(moneyOf(outcome.leftPaise)));
    const { amounts } = outcome;

    const date = await practiceToday({ ...ctx, db: tx });
    await assertPeriodOpen(tx, date);
    const financialYear = financialYearOf(date);
    const sequence = await takeFromYearlySeries(tx, creditNoteSequences, ctx.orgId, financialYear);
    const number = formatCreditNoteNumber(sequence, date);
    if (!isValidCreditNoteNumber(number)) throw new Invalid(CREDIT_NOTE_MESSAGES.numberTooLong(number));

    const [note] = await tx
      .insert(creditNotes)
      .values({
        orgId: ctx.orgId,
        invoiceId,
        number,
        sequence,
        financialYear,
        date,
        reason: body.reason,
        invoiceNumber: numberedInvoice(invoice).invoiceNumber,
        invoiceDate: invoice.invoiceDate,
        lines,
        taxablePaise: amounts.taxablePaise,
        taxes: amounts.taxes,
        roundOffPaise: amounts.roundOffPaise,
        totalPaise: amounts.totalPaise,
        createdBy: ctx.user.id,
      })
      .returning();
    if (!note) throw new Error('credit note insert returned nothing');
    // A note that leaves nothing to pay settles the invoice, as the payment clearing it would.
    const settled =
      balancePaise({ ...invoice, creditedPaise: invoice.creditedPaise + amounts.totalPaise }) <= 0;
    await tx
      .update(invoices)
      .set({
        creditedPaise: sql`${invoices.creditedPaise} + ${amounts.totalPaise}`,
        ...(settled ? { status: 'Done' as const } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, invoiceId)));
    return toCreditNoteRow(note);
  });
}
