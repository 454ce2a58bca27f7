// Generation: Pending tasks → one draft invoice per client, all in one transaction (tasks locked,
// drafts and lines written, tasks archived), or nothing at all. A draft takes no number: it is
// numbered when issued or sent (issue.ts), so a draft reverted or reworked leaves no gap in the
// series (Rule 46(b) of the CGST Rules 2017: consecutive serial numbers).
import {
  type GenerateInvoicesBody,
  type GenerateInvoicesResult,
  INVOICE_MESSAGES,
  type UpdateClientAndGenerateBody,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { invoiceLines, invoiceSettings, invoices } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { updateClient } from '../clients/service';
import { readPreferences } from '../config/preferences';
import { chargesGst, draftInvoice } from './billing';
import { invoiceRowsOf } from './invoice-row';
import { archiveTasks } from './pending';
import { type LineRates, lockBillableTasks, missingFieldsOf } from './selection';

export interface GenerateOutcome {
  result: GenerateInvoicesResult;
  message?: string;
}

/** The generation itself; `ctx.db` must be the transaction. `rates` (the unbilled queue's
 * amounts per task) bill Completed work at those rates instead of Pending work at its quotation. */
export async function generateIn(
  ctx: ServiceContext,
  body: GenerateInvoicesBody,
  rates?: LineRates,
): Promise<GenerateOutcome> {
  const tx = ctx.db;
  const today = await practiceToday(ctx);
  if (body.dueDate && body.dueDate < today)
    throw new Invalid(INVOICE_MESSAGES.dueBeforeInvoice, [
      { field: 'dueDate', message: INVOICE_MESSAGES.dueBeforeInvoice },
    ]);
  const batches = await lockBillableTasks(tx, ctx.orgId, body.taskIds, rates);
  const [settings] = await tx.select().from(invoiceSettings).where(eq(invoiceSettings.orgId, ctx.orgId));
  if (!settings) throw new Error(`practice ${ctx.orgId} has no invoice settings`);
  const preferences = await readPreferences(ctx);

  const needsPlaceOfSupply = chargesGst(settings, preferences);
  for (const { client } of batches) {
    const missingFields = missingFieldsOf(client, needsPlaceOfSupply);
    if (missingFields.length)
      return {
        result: {
          requiresBusinessDetails: true,
          clientId: client.id,
          clientName: client.name,
          missingFields,
          client: { address: client.address, gst: client.gstin, stateCode: client.stateCode },
        },
      };
  }

  const dueDate = body.dueDate ?? dayjs(today).add(settings.defaultDueDays, 'day').format('YYYY-MM-DD');
  const made: (typeof invoices.$inferSelect)[] = [];
  for (const batch of batches) {
    const draft = draftInvoice({
      settings,
      preferences,
      client: batch.client,
      tasks: batch.tasks,
      invoiceDate: today,
      dueDate,
      createdBy: ctx.user.id,
    });
    const [invoice] = await tx
      .insert(invoices)
      .values({ ...draft.invoice, orgId: ctx.orgId })
      .returning();
    if (!invoice) throw new Error('invoice insert returned nothing');
    await tx
      .insert(invoiceLines)
      .values(draft.lines.map((line) => ({ ...line, orgId: ctx.orgId, invoiceId: invoice.id })));
    await archiveTasks(
      tx,
      ctx.orgId,
      batch.tasks.map((t) => t.id),
    );
    made.push(invoice);
  }
  const rows = await invoiceRowsOf(tx, made);
  const [first] = rows;
  if (!first) throw new Error('generation made no invoice');
  return {
    result: { invoice: first, invoices: rows },
    message: rows.length === 1 ? INVOICE_MESSAGES.generated : INVOICE_MESSAGES.generatedMany(rows.length),
  };
}

export function generateInvoices(ctx: ServiceContext, body: GenerateInvoicesBody): Promise<GenerateOutcome> {
  return ctx.db.transaction((tx) => generateIn({ ...ctx, db: tx }, body));
}

/**
 * The missing-business-details modal: saves the client's address and GSTIN (or, unregistered,
 * its state), then generates. The client's details are kept even if another client of the
 * selection still lacks some, so the modal moves on to that one.
 */
export function updateClientAndGenerate(
  ctx: ServiceContext,
  body: UpdateClientAndGenerateBody,
): Promise<GenerateOutcome> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const gst = body.notRegistered ? null : (body.gst ?? null);
    await updateClient(txCtx, body.clientId, {
      address: body.address,
      gst,
      stateCode: gst ? gst.slice(0, 2) : (body.stateCode ?? null),
    });
    return generateIn(txCtx, body);
  });
}
