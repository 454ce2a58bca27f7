// GET/PUT /config/preferences: per practice; everyone reads them (they apply across the app),
// an Admin changes them. Reset is a PUT of the defaults.
import {
  okOf,
  type Preferences,
  PreferencesAnswerSchema,
  PreferencesBody,
  SUCCESS,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { preferences } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { allow, contextOf } from '../../plugins/auth';

type Row = typeof preferences.$inferSelect;

function toPreferences(row: Row): Preferences {
  return {
    dateFormat: row.dateFormat as Preferences['dateFormat'],
    timeUnit: row.timeUnit as Preferences['timeUnit'],
    country: row.country as Preferences['country'],
    taxColumns: row.taxColumns as Preferences['taxColumns'],
    customTaxes: row.customTaxes,
    showQuotationTaskWise: row.showQuotationTaskWise,
    invoiceTerms: row.invoiceTerms,
    complianceMonthsAhead: row.complianceMonthsAhead,
    udinWindowDays: row.udinWindowDays,
    autoRequestDays: row.autoRequestDays,
    requestReminderFirstDays: row.requestReminderFirstDays,
    requestReminderEveryDays: row.requestReminderEveryDays,
    requestReminderAfterDueDays: row.requestReminderAfterDueDays,
    workingWeek: row.workingWeek,
  };
}

export async function readPreferences(ctx: ServiceContext): Promise<Preferences> {
  const [row] = await ctx.db.select().from(preferences).where(eq(preferences.orgId, ctx.orgId));
  if (row) return toPreferences(row);
  const [created] = await ctx.db
    .insert(preferences)
    .values({ orgId: ctx.orgId })
    .onConflictDoNothing()
    .returning();
  return readPreferencesAfterInsert(ctx, created);
}

async function readPreferencesAfterInsert(
  ctx: ServiceContext,
  created: Row | undefined,
): Promise<Preferences> {
  if (created) return toPreferences(created);
  const [row] = await ctx.db.select().from(preferences).where(eq(preferences.orgId, ctx.orgId));
  if (!row) throw new Error('preferences row missing');
  return toPreferences(row);
}

export async function preferencesRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  app.get(
    '/config/preferences',
    { schema: { tags, response: { 200: okOf(PreferencesAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { preferences: await readPreferences(contextOf(app, request)) },
    }),
  );
  app.put<{ Body: v.InferOutput<typeof PreferencesBody> }>(
    '/config/preferences',
    {
      schema: { tags, body: PreferencesBody, response: { 200: okOf(PreferencesAnswerSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => {
      const ctx = contextOf(app, request);
      await ctx.db
        .insert(preferences)
        .values({ orgId: ctx.orgId, ...request.body })
        .onConflictDoUpdate({ target: preferences.orgId, set: { ...request.body, updatedAt: new Date() } });
      return {
        success: true,
        data: { preferences: await readPreferences(ctx) },
        message: SUCCESS.preferencesSaved,
      };
    },
  );
}
