// The invoice lifecycle Generated (a draft, no number) → Sent (issued: numbered, mailed or not) →
// Done: moves forward only; Revert undoes a draft (deleted, its tasks Pending again; it had no
// number, so none is lost); a Sent or Done one is only ever corrected by a credit note.
import {
  CREDIT_NOTE_MESSAGES,
  INVOICE_MESSAGES,
  type InvoiceRow,
  type InvoiceStatus,
} from '@practice-desk/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { invoiceLines, invoices, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict } from '../../lib/errors';
import { assertPeriodOpen } from '../gst/filing';
import { findStatusByKey } from '../tasks/lookups';
import { findInvoice, type InvoiceRecord, invoiceRow } from './invoice-row';
import { numberOnIssue } from './issue';

const FORWARD: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  Generated: ['Sent', 'Done'],
  Sent: ['Done'],
  Done: [],
};

export function canMove(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return FORWARD[from].includes(to);
}

async function moveInvoice(
  ctx: ServiceContext,
  id: string,
  status: InvoiceStatus,
  refusal: (from: InvoiceRecord) => string,
): Promise<InvoiceRow> {
  await ctx.db.transaction(async (tx) => {
    const found = await findInvoice(tx, ctx.orgId, id, { lock: true });
    if (!canMove(found.status, status)) throw new Conflict(refusal(found));
    // A draft is issued as it moves: numbered, dated today and moved in one update.
    if (found.status === 'Generated' && status !== 'Generated')
      await numberOnIssue({ ...ctx, db: tx }, found, status);
    else
      await tx
        .update(invoices)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id)));
  });
  return invoiceRow(ctx.db, ctx.orgId, id);
}

/** PUT /invoices/:id/status: only a forward move; the same status or a step back is refused. */
export function setInvoiceStatus(
  ctx: ServiceContext,
  id: string,
  status: InvoiceStatus,
): Promise<InvoiceRow> {
  return moveInvoice(ctx, id, status, (from) => INVOICE_MESSAGES.badTransition(from.status, status));
}

/** POST /invoices/:id/issue: a draft takes its number and today's date and becomes a tax invoice
 * (Sent, not mailed yet: it reads Issued); anything already issued is refused. */
export function issueInvoice(ctx: ServiceContext, id: string): Promise<InvoiceRow> {
  return moveInvoice(ctx, id, 'Sent', (found) =>
    INVOICE_MESSAGES.alreadyIssued(found.invoiceNumber ?? found.status),
  );
}

/** Mark as done: from Generated or Sent, paid in full or not (the practice decides). */
export function markInvoiceDone(ctx: ServiceContext, id: string): Promise<InvoiceRow> {
  return moveInvoice(ctx, id, 'Done', () => INVOICE_MESSAGES.alreadyDone);
}

/** Deletes a Generated invoice without payments and puts its tasks back to Pending. */
export async function revertInvoice(ctx: ServiceContext, id: string): Promise<{ taskIds: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.orgId, id, { lock: true });
    await assertPeriodOpen(tx, invoice.invoiceDate);
    // An issued invoice is corrected by a credit note (section 34), never undone.
    if (invoice.status !== 'Generated')
      throw new Conflict(CREDIT_NOTE_MESSAGES.issuedNotReverted(invoice.status));
    if (invoice.paidPaise > 0) throw new Conflict(INVOICE_MESSAGES.revertWithPayments);
    const lines = await tx
      .select({ taskId: invoiceLines.taskId })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, id), isNotNull(invoiceLines.taskId)));
    const taskIds = lines.map((l) => l.taskId).filter((t): t is string => t !== null);
    // Lines and payments go with the invoice (on delete cascade).
    await tx.delete(invoices).where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id)));
    if (taskIds.length) {
      const pending = await findStatusByKey(tx, ctx.orgId, 'PENDING');
      await tx
        .update(tasks)
        .set({ statusId: pending.id, updatedAt: new Date() })
        .where(and(eq(tasks.orgId, ctx.orgId), inArray(tasks.id, taskIds)));
    }
    return { taskIds };
  });
}
