// A client's compliance profile: read with the client, saved whole (the GSTIN on the client row,
// the rest in client_compliance, in one transaction), and kept in step with the client's GSTIN.
// A save says from when its work is generated: 1 April of the financial year unless told.
import {
  type ClientDetail,
  type ComplianceProfile,
  financialYearStart,
  frequencyHistoryAfter,
  gstinPanProblem,
  PROFILE_MESSAGES,
  type ProfileBody,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { clientCompliance, clients, type StoredComplianceProfile, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Invalid, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { toClientRow } from './client-row';

export async function getClientDetail(ctx: ServiceContext, id: string): Promise<ClientDetail> {
  const [row] = await ctx.db
    .select({
      client: clients,
      profile: clientCompliance.profile,
      assigneeName: users.name,
    })
    .from(clients)
    .leftJoin(clientCompliance, eq(clientCompliance.clientId, clients.id))
    .leftJoin(users, eq(users.id, clients.defaultAssigneeId))
    .where(eq(clients.id, id));
  if (!row) throw new NotFound('Client not found');
  const { client, profile, assigneeName } = row;
  return {
    ...toClientRow(client),
    compliance: profile ? { ...profile, gstin: client.gstin } : null,
    defaultAssignee:
      client.defaultAssigneeId && assigneeName ? { id: client.defaultAssigneeId, name: assigneeName } : null,
  };
}

/** The profile as stored: everything but the GSTIN, which is the client's own. */
export function storedProfile(body: ProfileBody): StoredComplianceProfile {
  const { gstin: _gstin, defaultAssigneeId: _assignee, generateFrom: _from, ...profile } = body;
  return profile;
}

/** The GST frequencies in force before the saved one: a change governs from the next quarter. */
async function frequencyHistory(
  ctx: ServiceContext,
  clientId: string,
  next: ProfileBody['gstFrequency'],
  today: string,
) {
  const [row] = await ctx.db
    .select({ profile: clientCompliance.profile })
    .from(clientCompliance)
    .where(eq(clientCompliance.clientId, clientId));
  const history = frequencyHistoryAfter(row?.profile ?? null, next, today);
  return history.length > 0 ? { gstFrequencyHistory: history } : {};
}

async function assertAssignable(ctx: ServiceContext, userId: string) {
  const [person] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'Active')));
  if (!person)
    throw new Invalid(PROFILE_MESSAGES.assigneeInactive, [
      { field: 'defaultAssigneeId', message: PROFILE_MESSAGES.assigneeInactive },
    ]);
}

/** From when the saved profile's work is generated: the date asked for, else 1 April of the current
 * financial year (the practice keeps the year's work, past-due returns included); at most two
 * years back. */
async function generateFromOf(ctx: ServiceContext, body: ProfileBody): Promise<string> {
  const today = await practiceToday(ctx);
  const from = body.generateFrom ?? financialYearStart(today);
  if (from < dayjs(today).subtract(2, 'year').format('YYYY-MM-DD'))
    throw new Invalid(PROFILE_MESSAGES.generateFromTooEarly, [
      { field: 'generateFrom', message: PROFILE_MESSAGES.generateFromTooEarly },
    ]);
  return from;
}

/** Saves the whole profile of a client of the practice (its GSTIN and state on the client row).
 * Answers the date its work is to be generated from. */
export async function saveProfile(
  ctx: ServiceContext,
  clientId: string,
  body: ProfileBody,
): Promise<{ generateFrom: string }> {
  if (body.defaultAssigneeId) await assertAssignable(ctx, body.defaultAssigneeId);
  const generateFrom = await generateFromOf(ctx, body);
  const today = await practiceToday(ctx);
  await ctx.db.transaction(async (tx) => {
    const changed = await tx
      .update(clients)
      .set({
        gstin: body.gstin,
        pan: body.pan,
        ...(body.gstin ? { stateCode: body.gstin.slice(0, 2) } : {}),
        defaultAssigneeId: body.defaultAssigneeId,
        updatedAt: new Date(),
      })
      .where(eq(clients.id, clientId))
      .returning({ id: clients.id });
    if (changed.length === 0) throw new NotFound('Client not found');
    const history = await frequencyHistory({ ...ctx, db: tx }, clientId, body.gstFrequency, today);
    const profile = { ...storedProfile(body), ...history };
    await tx
      .insert(clientCompliance)
      .values({ clientId, orgId: ctx.orgId, profile })
      .onConflictDoUpdate({ target: clientCompliance.clientId, set: { profile, updatedAt: new Date() } });
  });
  return { generateFrom };
}

/**
 * A GST number given to a client outside its profile (the client form, the invoice modal) must
 * still fit the profile: its PAN part is the profile's PAN, and a profile that files GST returns
 * keeps a number. Answers the problem under the client's `gst` field; true when there is a profile.
 */
export async function assertGstinFitsProfile(
  ctx: ServiceContext,
  clientId: string,
  gst: string | null,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ profile: clientCompliance.profile })
    .from(clientCompliance)
    .where(eq(clientCompliance.clientId, clientId));
  if (!row) return false;
  const profile: Omit<ComplianceProfile, 'gstin'> = row.profile;
  const message = gst
    ? gstinPanProblem(gst, profile.pan)
    : profile.gstFrequency || profile.gstAnnualReturn || profile.gstReconciliation
      ? PROFILE_MESSAGES.gstinNeededByProfile
      : null;
  if (message) throw new Invalid(message, [{ field: 'gst', message }]);
  return true;
}
