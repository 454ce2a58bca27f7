// Lines of a Generated invoice (issue 18): added, edited and removed while it is a draft; once
// Sent or Done they are what was issued and only a credit note corrects them. Every change runs
// in one transaction with the invoice row locked, and stores the recomputed totals with it.
import {
  INVOICE_LINE_MESSAGES,
  type InvoiceLineBody,
  type InvoiceRow,
  LINE_LIMITS,
  lineAmountPaise,
  paiseOf,
} from '@practice-desk/contracts';
import { and, eq, max, sum } from 'drizzle-orm';
import { invoiceLines, invoiceSettings, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { assertPeriodOpen } from '../gst/filing';
import { findStatusByKey } from '../tasks/lookups';
import { findInvoice, invoiceRow } from './invoice-row';
import { storeTotals } from './recompute';

type LineRecord = typeof invoiceLines.$inferSelect;

/** Runs `change` on a locked Generated invoice, then stores its new totals; answers the invoice. */
async function changeDraft(
  ctx: ServiceContext,
  invoiceId: string,
  change: (txCtx: ServiceContext) => Promise<void>,
): Promise<InvoiceRow> {
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const invoice = await findInvoice(tx, ctx.orgId, invoiceId, { lock: true });
    await assertPeriodOpen(tx, invoice.invoiceDate);
    if (invoice.status !== 'Generated') throw new Conflict(INVOICE_LINE_MESSAGES.notDraft(invoice.status));
    await change(txCtx);
    const [lines] = await tx
      .select({ paise: sum(invoiceLines.amountPaise).mapWith(Number) })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId));
    // Refused before anything is kept: an invoice past it could not be added up exactly.
    if ((lines?.paise ?? 0) > LINE_LIMITS.invoiceMaxPaise)
      throw new Invalid(INVOICE_LINE_MESSAGES.invoiceTooBig, [
        { field: 'rate', message: INVOICE_LINE_MESSAGES.invoiceTooBig },
      ]);
    await storeTotals(txCtx, invoice);
  });
  return invoiceRow(ctx.db, ctx.orgId, invoiceId);
}

/** The stored values of a line as typed; the SAC and GST rate default from invoice settings. */
async function lineValues(ctx: ServiceContext, body: InvoiceLineBody) {
  const [settings] = await ctx.db.select().from(invoiceSettings).where(eq(invoiceSettings.orgId, ctx.orgId));
  const figures = {
    quantity: body.quantity,
    ratePaise: paiseOf(body.rate),
    discountPaise: paiseOf(body.discount),
  };
  const service = body.kind === 'service';
  return {
    ...figures,
    kind: body.kind,
    description: body.description,
    sac: body.sac ?? (service ? (settings?.sacCode ?? '') : ''),
    amountPaise: lineAmountPaise(figures),
    // A reimbursement bears no GST (Rule 33); it is stored untaxed at 0% so it reads that way too.
    taxable: service && body.taxable,
    gstRateBp: service ? (body.gstRateBp ?? settings?.gstRateBp ?? 0) : 0,
  };
}

async function findLine(ctx: ServiceContext, invoiceId: string, lineId: string): Promise<LineRecord> {
  const [line] = await ctx.db
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.id, lineId)));
  if (!line) throw new NotFound(INVOICE_LINE_MESSAGES.lineNotFound);
  return line;
}

/** POST /invoices/:id/lines: a free-text line or a reimbursement, after the others. */
export function addLine(ctx: ServiceContext, invoiceId: string, body: InvoiceLineBody) {
  return changeDraft(ctx, invoiceId, async (tx) => {
    const [last] = await tx.db
      .select({ position: max(invoiceLines.position) })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId));
    await tx.db.insert(invoiceLines).values({
      ...(await lineValues(tx, body)),
      orgId: ctx.orgId,
      invoiceId,
      position: (last?.position ?? -1) + 1,
    });
  });
}

/** PUT /invoices/:id/lines/:lineId: the whole line as typed (a task's line keeps its task). */
export function updateLine(ctx: ServiceContext, invoiceId: string, lineId: string, body: InvoiceLineBody) {
  return changeDraft(ctx, invoiceId, async (tx) => {
    await findLine(tx, invoiceId, lineId);
    await tx.db
      .update(invoiceLines)
      .set(await lineValues(tx, body))
      .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.id, lineId)));
  });
}

/** DELETE /invoices/:id/lines/:lineId: a task's line sends its task back to Pending, as Revert does. */
export function removeLine(ctx: ServiceContext, invoiceId: string, lineId: string) {
  return changeDraft(ctx, invoiceId, async (tx) => {
    const line = await findLine(tx, invoiceId, lineId);
    const others = await tx.db
      .select({ id: invoiceLines.id })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId));
    if (others.length <= 1) throw new Conflict(INVOICE_LINE_MESSAGES.lastLine);
    await tx.db
      .delete(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, invoiceId), eq(invoiceLines.id, lineId)));
    if (line.taskId) {
      const pending = await findStatusByKey(tx.db, ctx.orgId, 'PENDING');
      await tx.db
        .update(tasks)
        .set({ statusId: pending.id, updatedAt: new Date() })
        .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.id, line.taskId)));
    }
  });
}
