// Deciding a statement line: accept it against one or several invoices of one client (each a real
// payment through the invoices' payment service: receipt number, TDS, notifications, the line's
// date and reference), take it as an advance (a receipt voucher through the advances' service),
// ignore it with a reason, or undo any of these (the payments or advance removed, the line open
// and scored again). What accepting created is kept in bank_line_matches, so undo removes exactly
// that; the narration's remitter words are learnt as an alias of the client.
import {
  type BankLine,
  type BankLineMatch,
  formatIndianPaise,
  RECONCILE_MESSAGES as MESSAGES,
  moneyOf,
} from '@practice-desk/contracts';
import { eq, inArray } from 'drizzle-orm';
import {
  bankAccounts,
  bankAliases,
  bankLineCandidates,
  bankLineMatches,
  bankStatementLines,
  invoices,
} from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import type { ServiceContext } from '../../../lib/context';
import { Conflict, Invalid, NotFound } from '../../../lib/errors';
import { recordAdvance } from '../../advances/record';
import { removeAdvance } from '../../advances/remove';
import { addPayment } from '../../invoices/payments';
import { removePayment } from '../../invoices/remove-payment';
import { scoreLines } from './candidates';
import { bankLineOf } from './line-answer';
import { remitterWords } from './narration';
import type { Allocation } from './score';

const MODE = 'Bank Transfer' as const;

async function lockedLine(tx: TenantDb, id: string) {
  const [found] = await tx
    .select({ line: bankStatementLines, accountName: bankAccounts.name })
    .from(bankStatementLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementLines.bankAccountId))
    .where(eq(bankStatementLines.id, id))
    .for('update', { of: bankStatementLines });
  if (!found) throw new NotFound(MESSAGES.lineNotFound);
  return found;
}
type Line = typeof bankStatementLines.$inferSelect;

function assertOpenCredit(line: Line) {
  if (line.creditPaise <= 0) throw new Invalid(MESSAGES.notACredit);
  if (!['unmatched', 'suggested'].includes(line.status)) throw new Conflict(MESSAGES.alreadyDone);
}

/** The payment's reference: the line's, else the start of its narration. */
const referenceOf = (line: Line) => (line.reference?.trim() || line.narration).slice(0, 200);

/** The narration's remitter words name this client from now on. */
async function learnAlias(tx: TenantDb, line: Line, clientId: string) {
  const words = remitterWords(line.narration);
  if (!words) return;
  await tx
    .insert(bankAliases)
    .values({ orgId: tx.orgId, clientId, words })
    .onConflictDoUpdate({ target: [bankAliases.orgId, bankAliases.words], set: { clientId } });
}

async function closeLine(tx: TenantDb, lineId: string, status: 'matched' | 'advance') {
  await tx.delete(bankLineCandidates).where(eq(bankLineCandidates.lineId, lineId));
  await tx.update(bankStatementLines).set({ status }).where(eq(bankStatementLines.id, lineId));
}

/** Accepts the line against these invoices: one payment each, of one client, adding up to the credit.
 * Answers the line as the review shows it, from what was just written (accepting a statement's
 * suggestions one after another is the review's commonest step: no second read of the line). */
export async function acceptLine(
  ctx: ServiceContext,
  lineId: string,
  allocations: Allocation[],
): Promise<BankLine> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { line, accountName } = await lockedLine(tx, lineId);
    assertOpenCredit(line);
    const ids = allocations.map((a) => a.invoiceId);
    if (new Set(ids).size !== ids.length) throw new Invalid(MESSAGES.invoiceTwice);
    const received = allocations.reduce((sum, a) => sum + a.amountPaise, 0);
    if (received !== line.creditPaise)
      throw new Invalid(MESSAGES.allocationsSum(formatIndianPaise(line.creditPaise)));
    const found = await tx
      .select({
        id: invoices.id,
        clientId: invoices.clientId,
        number: invoices.invoiceNumber,
        date: invoices.invoiceDate,
      })
      .from(invoices)
      .where(inArray(invoices.id, ids));
    if (found.length !== ids.length) throw new NotFound('Invoice not found');
    if (new Set(found.map((i) => i.clientId)).size > 1) throw new Invalid(MESSAGES.invoiceOtherClient);
    for (const invoice of found)
      if (invoice.date > line.date)
        throw new Invalid(MESSAGES.invoiceAfterLine(invoice.number ?? 'The invoice'));
    const matches: BankLineMatch[] = [];
    for (const allocation of allocations) {
      const { paymentId, receiptNumber } = await addPayment(txCtx, allocation.invoiceId, {
        amount: moneyOf(allocation.amountPaise),
        tdsAmount: moneyOf(allocation.tdsPaise),
        date: line.date,
        mode: MODE,
        reference: referenceOf(line),
      });
      await tx.insert(bankLineMatches).values({
        orgId: tx.orgId,
        lineId,
        invoiceId: allocation.invoiceId,
        paymentId,
        amountPaise: allocation.amountPaise,
        tdsPaise: allocation.tdsPaise,
        createdBy: ctx.user.id,
      });
      matches.push({
        invoiceId: allocation.invoiceId,
        invoiceNumber: found.find((i) => i.id === allocation.invoiceId)?.number ?? null,
        paymentId,
        receiptNumber,
        advanceId: null,
        advanceNumber: null,
        clientName: null,
        amount: moneyOf(allocation.amountPaise),
        tdsAmount: moneyOf(allocation.tdsPaise),
      });
    }
    await closeLine(tx, lineId, 'matched');
    await learnAlias(tx, line, (found[0] as { clientId: string }).clientId);
    return bankLineOf({ ...line, status: 'matched' }, accountName, [], matches);
  });
}

/** Takes the whole credit as an advance from this client: a receipt voucher of the line's date. */
export async function advanceLine(ctx: ServiceContext, lineId: string, clientId: string) {
  await ctx.db.transaction(async (tx) => {
    const { line } = await lockedLine(tx, lineId);
    assertOpenCredit(line);
    const advance = await recordAdvance({ ...ctx, db: tx }, clientId, {
      amount: moneyOf(line.creditPaise),
      date: line.date,
      mode: MODE,
      reference: referenceOf(line),
      description: `Advance received by bank transfer: ${line.narration}`.slice(0, 200),
    });
    await tx.insert(bankLineMatches).values({
      orgId: tx.orgId,
      lineId,
      advanceId: advance.id,
      amountPaise: line.creditPaise,
      createdBy: ctx.user.id,
    });
    await closeLine(tx, lineId, 'advance');
    await learnAlias(tx, line, clientId);
  });
}

/** Leaves a line (a credit or a debit) out of the review, saying why. */
export async function ignoreLine(ctx: ServiceContext, lineId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const { line } = await lockedLine(tx, lineId);
    if (!['unmatched', 'suggested'].includes(line.status)) throw new Conflict(MESSAGES.alreadyDone);
    await tx.delete(bankLineCandidates).where(eq(bankLineCandidates.lineId, lineId));
    await tx
      .update(bankStatementLines)
      .set({ status: 'ignored', ignoreReason: reason })
      .where(eq(bankStatementLines.id, lineId));
  });
}

/** Undoes what the line's decision made (payments, advance, or the ignoring) and scores it again. */
export async function undoLine(ctx: ServiceContext, lineId: string) {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const { line } = await lockedLine(tx, lineId);
    if (!['matched', 'advance', 'ignored'].includes(line.status)) throw new Conflict(MESSAGES.nothingToUndo);
    const made = await tx.select().from(bankLineMatches).where(eq(bankLineMatches.lineId, lineId));
    for (const match of made) {
      if (match.paymentId) await removePayment(txCtx, match.paymentId);
      if (match.advanceId) await removeAdvance(txCtx, match.advanceId);
    }
    await tx.delete(bankLineMatches).where(eq(bankLineMatches.lineId, lineId));
    await tx
      .update(bankStatementLines)
      .set({ status: 'unmatched', ignoreReason: null })
      .where(eq(bankStatementLines.id, lineId));
  });
  await scoreLines(ctx.db, [lineId]);
}
