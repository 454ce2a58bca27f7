// A client's retainers: saved, changed and deleted by Admins and their team's Team Leaders; each
// answered with its next day of issue and the drafts it has made so far.
import {
  moneyOf,
  nextRetainerPeriod,
  paiseOf,
  RETAINER_MESSAGES,
  type RetainerBody,
  type RetainerFrequency,
  type RetainerRow,
} from '@practice-desk/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { invoiceSettings, invoices, retainerInvoices, retainers } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { clientInScope } from '../advances/client-scope';

export type RetainerRecord = typeof retainers.$inferSelect;

function toRetainerRow(
  r: RetainerRecord,
  today: string,
  made: {
    retainerId: string;
    period: string;
    label: string;
    invoiceId: string | null;
    invoiceNumber: string | null;
  }[],
): RetainerRow {
  const schedule = {
    frequency: r.frequency as RetainerFrequency,
    startDate: r.startDate,
    endDate: r.endDate,
    dayOfIssue: r.dayOfIssue,
  };
  return {
    id: r.id,
    clientId: r.clientId,
    frequency: r.frequency as RetainerFrequency,
    amount: moneyOf(r.amountPaise),
    sac: r.sac,
    description: r.description,
    startDate: r.startDate,
    endDate: r.endDate,
    dayOfIssue: r.dayOfIssue,
    autoSend: r.autoSend,
    nextIssueDate: nextRetainerPeriod(schedule, today)?.issueDate ?? null,
    invoices: made
      .filter((m) => m.retainerId === r.id)
      .map((m) => ({
        period: m.period,
        label: m.label,
        invoiceId: m.invoiceId,
        invoiceNumber: m.invoiceNumber,
      })),
  };
}

export async function listRetainers(ctx: ServiceContext, clientId: string): Promise<RetainerRow[]> {
  await clientInScope(ctx, clientId);
  const rows = await ctx.db
    .select()
    .from(retainers)
    .where(and(eq(retainers.orgId, ctx.orgId), eq(retainers.clientId, clientId)))
    .orderBy(asc(retainers.createdAt));
  const made = rows.length
    ? await ctx.db
        .select({
          retainerId: retainerInvoices.retainerId,
          period: retainerInvoices.period,
          label: retainerInvoices.label,
          invoiceId: retainerInvoices.invoiceId,
          invoiceNumber: invoices.invoiceNumber,
        })
        .from(retainerInvoices)
        .leftJoin(invoices, eq(invoices.id, retainerInvoices.invoiceId))
        .where(
          inArray(
            retainerInvoices.retainerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(retainerInvoices.period))
    : [];
  const today = await practiceToday(ctx);
  return rows.map((r) => toRetainerRow(r, today, made));
}

async function valuesOf(ctx: ServiceContext, body: RetainerBody) {
  const [settings] = await ctx.db
    .select({ sac: invoiceSettings.sacCode })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.orgId, ctx.orgId));
  return {
    frequency: body.frequency,
    amountPaise: paiseOf(body.amount),
    sac: body.sac ?? settings?.sac ?? '998231',
    description: body.description,
    startDate: body.startDate,
    endDate: body.endDate ?? null,
    dayOfIssue: body.dayOfIssue,
    autoSend: body.autoSend,
  };
}

async function oneRow(ctx: ServiceContext, clientId: string, id: string): Promise<RetainerRow> {
  const row = (await listRetainers(ctx, clientId)).find((r) => r.id === id);
  if (!row) throw new NotFound(RETAINER_MESSAGES.notFound);
  return row;
}

export async function createRetainer(ctx: ServiceContext, clientId: string, body: RetainerBody) {
  await clientInScope(ctx, clientId);
  const [made] = await ctx.db
    .insert(retainers)
    .values({ ...(await valuesOf(ctx, body)), orgId: ctx.orgId, clientId, createdBy: ctx.user.id })
    .returning({ id: retainers.id });
  if (!made) throw new Error('retainer insert returned nothing');
  return oneRow(ctx, clientId, made.id);
}

/** The periods already billed stay billed: a changed schedule only decides the periods to come. */
export async function updateRetainer(ctx: ServiceContext, clientId: string, id: string, body: RetainerBody) {
  await clientInScope(ctx, clientId);
  const [updated] = await ctx.db
    .update(retainers)
    .set({ ...(await valuesOf(ctx, body)), updatedAt: new Date() })
    .where(and(eq(retainers.orgId, ctx.orgId), eq(retainers.clientId, clientId), eq(retainers.id, id)))
    .returning({ id: retainers.id });
  if (!updated) throw new NotFound(RETAINER_MESSAGES.notFound);
  return oneRow(ctx, clientId, id);
}

/** Its drafts and invoices stay; only the schedule goes. */
export async function deleteRetainer(ctx: ServiceContext, clientId: string, id: string): Promise<void> {
  await clientInScope(ctx, clientId);
  const [deleted] = await ctx.db
    .delete(retainers)
    .where(and(eq(retainers.orgId, ctx.orgId), eq(retainers.clientId, clientId), eq(retainers.id, id)))
    .returning({ id: retainers.id });
  if (!deleted) throw new NotFound(RETAINER_MESSAGES.notFound);
}
