// Raising a credit note against a Sent or Done invoice (section 34 of the CGST Act): part of some
// lines, or an amount spread over the invoice's remaining value rate by rate, each credited line's
// tax reversed at its own rate (contracts' credit-note-tax), numbered in the practice's credit
// note series for the year. The invoice's row lock serialises notes of one invoice, so their sum
// never passes its total however many are raised at once.
import {
  CREDIT_NOTE_MESSAGES,
  type CreditNoteBody,
  type CreditNoteRow,
  type CreditRequest,
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
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { assertPeriodOpen } from '../gst/filing';
import { balancePaise, findInvoice } from '../invoices/invoice-row';
import { numberedInvoice } from '../invoices/issue';
import { takeFromYearlySeries } from '../invoices/yearly-series';
import { creditNotesOf, toCreditNoteRow } from './credit-note-row';
import { creditableInvoice, noteLinesOf } from './creditable';

const requestOf = (body: CreditNoteBody): CreditRequest =>
  'lines' in body
    ? { lines: body.lines.map((l) => ({ lineId: l.lineId, amountPaise: paiseOf(l.amount) })) }
    : { amountPaise: paiseOf(body.amount) };

export async function raiseCreditNote(
  ctx: ServiceContext,
  invoiceId: string,
  body: CreditNoteBody,
): Promise<CreditNoteRow> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.orgId, invoiceId, { lock: true });
    if (invoice.status === 'Generated') throw new Conflict(CREDIT_NOTE_MESSAGES.notIssued(invoice.status));
    const notes = await creditNotesOf(tx, ctx.orgId, invoiceId);
    const lineRecords = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.orgId, ctx.orgId), eq(invoiceLines.invoiceId, invoiceId)))
      .orderBy(asc(invoiceLines.position));
    const creditable = creditableInvoice(invoice, lineRecords);
    const credited = {
      lines: notes.flatMap((n) => noteLinesOf(creditable, n.lines)),
      taxes: notes.flatMap((n) => n.taxes),
      totalPaise: notes.reduce((sum, n) => sum + n.totalPaise, 0),
    };
    const outcome = creditNoteAmounts(creditable, credited, requestOf(body));
    if (!outcome.ok) {
      if (outcome.reason === 'unknownLine')
        throw new Invalid(CREDIT_NOTE_MESSAGES.unknownLine, [
          { field: 'lines', message: CREDIT_NOTE_MESSAGES.unknownLine },
        ]);
      if (outcome.reason === 'line')
        throw new Conflict(
          CREDIT_NOTE_MESSAGES.lineExceeds(outcome.line.description, moneyOf(outcome.leftPaise)),
        );
      throw new Conflict(CREDIT_NOTE_MESSAGES.exceedsInvoice(moneyOf(outcome.leftPaise)));
    }
    const { amounts } = outcome;
    const lines: CreditNoteLine[] = amounts.lines.map((l) => ({ ...l }));

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
