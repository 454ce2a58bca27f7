// The rates the unbilled queue suggests from, set by an Admin: the practice's hourly rate (invoice
// settings), each person's billing and cost rates, and a client's fee per task template.
import {
  type ClientFee,
  type ClientFeeBody,
  type HourlyRateBody,
  moneyOf,
  type PracticeRates,
  paiseOf,
  type UserRates,
  type UserRatesBody,
} from '@practice-desk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { clients, clientTemplateFees, invoiceSettings, taskTemplates, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';

const moneyOrNull = (paise: number | null) => (paise === null ? null : moneyOf(paise));
const paiseOrNull = (text: string | null) => (text === null ? null : paiseOf(text));

export async function readRates(ctx: ServiceContext): Promise<PracticeRates> {
  const [[settings], people] = await Promise.all([
    ctx.db.select({ rate: invoiceSettings.hourlyRatePaise }).from(invoiceSettings),
    ctx.db
      .select({
        id: users.id,
        name: users.name,
        role: users.role,
        billing: users.billingRatePaise,
        cost: users.costRatePaise,
      })
      .from(users)
      .orderBy(asc(users.name)),
  ]);
  return {
    hourlyRate: moneyOrNull(settings?.rate ?? null),
    users: people.map(
      (p): UserRates => ({
        id: p.id,
        name: p.name,
        role: p.role,
        billingRate: moneyOrNull(p.billing),
        costRate: moneyOrNull(p.cost),
      }),
    ),
  };
}

export async function setHourlyRate(ctx: ServiceContext, body: HourlyRateBody): Promise<PracticeRates> {
  await ctx.db
    .update(invoiceSettings)
    .set({ hourlyRatePaise: paiseOrNull(body.hourlyRate), updatedAt: new Date() })
    .where(eq(invoiceSettings.orgId, ctx.orgId));
  return readRates(ctx);
}

export async function setUserRates(
  ctx: ServiceContext,
  userId: string,
  body: UserRatesBody,
): Promise<PracticeRates> {
  const changed = await ctx.db
    .update(users)
    .set({
      billingRatePaise: paiseOrNull(body.billingRate),
      costRatePaise: paiseOrNull(body.costRate),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (changed.length === 0) throw new NotFound('User not found');
  return readRates(ctx);
}

async function assertClient(ctx: ServiceContext, clientId: string) {
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFound('Client not found');
}

export async function listClientFees(ctx: ServiceContext, clientId: string): Promise<ClientFee[]> {
  await assertClient(ctx, clientId);
  const rows = await ctx.db
    .select({
      templateId: taskTemplates.id,
      templateName: taskTemplates.name,
      fee: clientTemplateFees.feePaise,
    })
    .from(clientTemplateFees)
    .innerJoin(taskTemplates, eq(taskTemplates.id, clientTemplateFees.templateId))
    .where(eq(clientTemplateFees.clientId, clientId))
    .orderBy(asc(taskTemplates.name));
  return rows.map((r) => ({ templateId: r.templateId, templateName: r.templateName, fee: moneyOf(r.fee) }));
}

/** Sets (or, with a null fee, removes) the client's fee for a template. */
export async function setClientFee(
  ctx: ServiceContext,
  clientId: string,
  body: ClientFeeBody,
): Promise<ClientFee[]> {
  await assertClient(ctx, clientId);
  const [template] = await ctx.db
    .select({ id: taskTemplates.id })
    .from(taskTemplates)
    .where(eq(taskTemplates.id, body.templateId));
  if (!template) throw new NotFound('Template not found');
  if (body.fee === null) {
    await ctx.db
      .delete(clientTemplateFees)
      .where(
        and(eq(clientTemplateFees.clientId, clientId), eq(clientTemplateFees.templateId, body.templateId)),
      );
    return listClientFees(ctx, clientId);
  }
  const feePaise = paiseOf(body.fee);
  await ctx.db
    .insert(clientTemplateFees)
    .values({ orgId: ctx.orgId, clientId, templateId: body.templateId, feePaise })
    .onConflictDoUpdate({
      target: [clientTemplateFees.clientId, clientTemplateFees.templateId],
      set: { feePaise, updatedAt: new Date() },
    });
  return listClientFees(ctx, clientId);
}
