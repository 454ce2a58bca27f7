// Adjusting an advance against a Generated invoice of the same client, and undoing that while
// the invoice is still a draft. Adjustment is an explicit action on the draft, not automatic at
// drafting: the person reviewing the draft chooses which advance (an advance for an audit is not
// to be eaten by an unrelated retainer draft) and how much, and sees it before the invoice is sent;
// a draft reverted or deleted takes its adjustments with it (on delete cascade). Locks: the invoice's row, then the advance's (always in that
// order, so two adjustments never wait on each other in a circle); under them an adjustment never
// passes the advance's unadjusted amount nor the invoice's balance, however many run at once.
import {
  ADVANCE_MESSAGES,
  type AdjustAdvanceBody,
  type AdjustedSoFar,
  adjustableNow,
  advanceAdjustment,
  type InvoiceRow,
  moneyOf,
  paiseOf,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { advanceAdjustments, invoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { balancePaise, findInvoice, invoiceRow } from '../invoices/invoice-row';
import { adjustmentsOf, findAdvance } from './advance-row';

export async function adjustAdvance(
  ctx: ServiceContext,
  invoiceId: string,
  body: AdjustAdvanceBody,
): Promise<{ invoice: InvoiceRow; voucherNumber: string }> {
  const voucherNumber = await ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.orgId, invoiceId, { lock: true });
    if (invoice.status !== 'Generated') throw new Conflict(ADVANCE_MESSAGES.notDraft(invoice.status));
    const advance = await findAdvance(tx, ctx.orgId, body.advanceId, { lock: true });
    if (advance.clientId !== invoice.clientId) throw new Conflict(ADVANCE_MESSAGES.otherClient);
    const earlier = await adjustmentsOf(tx, { advanceIds: [advance.id] });
    const soFar: AdjustedSoFar = { amountPaise: 0, taxPaise: {} };
    const taxPaise: Record<string, number> = {};
    for (const a of earlier) {
      soFar.amountPaise += a.amountPaise;
      for (const tax of a.taxLines) taxPaise[tax.name] = (taxPaise[tax.name] ?? 0) + tax.amountPaise;
    }
    soFar.taxPaise = taxPaise;
    const balance = balancePaise(invoice);
    const asked = body.amount
      ? paiseOf(body.amount)
      : adjustableNow(advance.amountPaise - soFar.amountPaise, balance);
    if (asked <= 0) throw new Conflict(ADVANCE_MESSAGES.nothingToAdjust);
    const outcome = advanceAdjustment(
      { amountPaise: advance.amountPaise, taxablePaise: advance.taxablePaise, taxes: advance.taxes },
      soFar,
      asked,
      balance,
    );
    if (!outcome.ok)
      throw new Conflict(
        outcome.reason === 'advance'
          ? ADVANCE_MESSAGES.exceedsAdvance(moneyOf(outcome.leftPaise))
          : ADVANCE_MESSAGES.exceedsInvoice(moneyOf(outcome.leftPaise)),
      );
    await tx.insert(advanceAdjustments).values({
      orgId: ctx.orgId,
      advanceId: advance.id,
      invoiceId,
      amountPaise: outcome.amounts.amountPaise,
      taxablePaise: outcome.amounts.taxablePaise,
      taxes: outcome.amounts.taxes,
      createdBy: ctx.user.id,
    });
    await tx
      .update(invoices)
      .set({
        advanceAdjustedPaise: sql`${invoices.advanceAdjustedPaise} + ${outcome.amounts.amountPaise}`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, invoiceId)));
    return advance.number;
  });
  return { invoice: await invoiceRow(ctx.db, ctx.orgId, invoiceId), voucherNumber };
}

/** Takes an adjustment off a Generated invoice: the advance is free again for the next invoice. */
export async function removeAdjustment(
  ctx: ServiceContext,
  invoiceId: string,
  adjustmentId: string,
): Promise<InvoiceRow> {
  await ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.orgId, invoiceId, { lock: true });
    if (invoice.status !== 'Generated') throw new Conflict(ADVANCE_MESSAGES.notDraft(invoice.status));
    const [removed] = await tx
      .delete(advanceAdjustments)
      .where(
        and(
          eq(advanceAdjustments.orgId, ctx.orgId),
          eq(advanceAdjustments.invoiceId, invoiceId),
          eq(advanceAdjustments.id, adjustmentId),
        ),
      )
      .returning({ amountPaise: advanceAdjustments.amountPaise });
    if (!removed) throw new NotFound(ADVANCE_MESSAGES.adjustmentNotFound);
    await tx
      .update(invoices)
      .set({
        advanceAdjustedPaise: sql`${invoices.advanceAdjustedPaise} - ${removed.amountPaise}`,
        updatedAt: new Date(),
      })
      .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, invoiceId)));
  });
  return invoiceRow(ctx.db, ctx.orgId, invoiceId);
}
