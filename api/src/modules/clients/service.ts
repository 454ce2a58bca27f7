// Clients of a practice: list with search and paging, create, update, delete (or deactivate
// when the client already has work).
import {
  CLIENT_MESSAGES,
  type ClientBody,
  type ClientListQuery,
  type ClientRow,
  pagination,
  panFor,
  panGstinProblem,
  type UpdateClientBody,
} from '@practice-desk/contracts';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { clientCompliance, clients, invoices, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { afterProfileSaved } from './after-profile-saved';
import { toClientRow } from './client-row';
import { assertGstinFitsProfile } from './compliance-profile';

type ClientRecord = typeof clients.$inferSelect;

export async function listClients(ctx: ServiceContext, query: ClientListQuery) {
  const where: SQL[] = [eq(clients.orgId, ctx.orgId)];
  if (query.isActive) where.push(eq(clients.isActive, query.isActive === 'true'));
  if (query.group) where.push(sql`lower(${clients.clientGroup}) = lower(${query.group})`);
  if (query.search) where.push(ilike(clients.name, `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(clients)
      .where(condition)
      .orderBy(asc(sql`lower(${clients.name})`))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db.select({ n: count() }).from(clients).where(condition),
  ]);
  return { clients: rows.map(toClientRow), pagination: pagination(total?.n ?? 0, query.page, query.limit) };
}

async function findClient(ctx: ServiceContext, id: string): Promise<ClientRecord> {
  const [row] = await ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, id)));
  if (!row) throw new NotFound('Client not found');
  return row;
}

export async function getClient(ctx: ServiceContext, id: string): Promise<ClientRow> {
  return toClientRow(await findClient(ctx, id));
}

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: string) {
  const [row] = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId), sql`lower(${clients.name}) = lower(${name})`));
  if (row && row.id !== exceptId)
    throw new Conflict(CLIENT_MESSAGES.nameTaken, {
      errors: [{ field: 'name', message: CLIENT_MESSAGES.nameTaken }],
    });
}

function columns(body: UpdateClientBody) {
  const set: Partial<typeof clients.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.email !== undefined) set.email = body.email;
  if (body.phone !== undefined) set.phone = body.phone;
  if (body.address !== undefined) set.address = body.address;
  if (body.gst !== undefined) set.gstin = body.gst;
  if (body.stateCode !== undefined || body.gst)
    set.stateCode = body.gst ? body.gst.slice(0, 2) : body.stateCode;
  if (body.pan !== undefined) set.pan = body.pan;
  if (body.cin !== undefined) set.cin = body.cin;
  if (body.group !== undefined) set.clientGroup = body.group;
  if (body.isActive !== undefined) set.isActive = body.isActive;
  return set;
}

/** The PAN to keep once `gst` and `pan` are what they will be: the one given, else the GSTIN's;
 * a PAN that is not inside the GSTIN is refused under the PAN field. */
function panToKeep(pan: string | null, gst: string | null): string | null {
  const message = panGstinProblem(pan, gst);
  if (message) throw new Invalid(message, [{ field: 'pan', message }]);
  return panFor(pan, gst);
}

export async function createClient(ctx: ServiceContext, body: ClientBody): Promise<ClientRow> {
  await assertNameFree(ctx, body.name);
  const [row] = await ctx.db
    .insert(clients)
    .values({
      orgId: ctx.orgId,
      name: body.name,
      address: body.address,
      ...columns(body),
      pan: panToKeep(body.pan ?? null, body.gst ?? null),
    })
    .returning();
  if (!row) throw new Error('client insert returned nothing');
  return toClientRow(row);
}

export async function updateClient(
  ctx: ServiceContext,
  id: string,
  body: UpdateClientBody,
): Promise<ClientRow> {
  const current = await findClient(ctx, id);
  if (body.name) await assertNameFree(ctx, body.name, id);
  const gstChanged = body.gst !== undefined && body.gst !== current.gstin;
  const hasProfile = gstChanged && (await assertGstinFitsProfile(ctx, id, body.gst ?? null));
  const pan = panToKeep(
    body.pan !== undefined ? body.pan : current.pan,
    body.gst !== undefined ? body.gst : current.gstin,
  );
  if (pan && pan !== current.pan) await keepProfilePan(ctx, id, pan);
  const [row] = await ctx.db
    .update(clients)
    .set({ ...columns(body), pan, updatedAt: new Date() })
    .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, id)))
    .returning();
  if (!row) throw new NotFound('Client not found');
  if (hasProfile) await afterProfileSaved(ctx, id);
  return toClientRow(row);
}

/** The compliance profile, when there is one, carries the same PAN as the client. */
async function keepProfilePan(ctx: ServiceContext, clientId: string, pan: string) {
  await ctx.db
    .update(clientCompliance)
    .set({ profile: sql`jsonb_set(${clientCompliance.profile}, '{pan}', to_jsonb(${pan}::text))` })
    .where(and(eq(clientCompliance.orgId, ctx.orgId), eq(clientCompliance.clientId, clientId)));
}

/** The groups the practice's clients belong to, each once (the first spelling), by name. */
export async function listClientGroups(ctx: ServiceContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ group: sql<string>`min(${clients.clientGroup})` })
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId), sql`${clients.clientGroup} is not null`))
    .groupBy(sql`lower(${clients.clientGroup})`)
    .orderBy(sql`lower(${clients.clientGroup})`);
  return rows.map((r) => r.group);
}

/** Deletes a client without work; one with tasks or invoices is deactivated so history stays. */
export async function deleteClient(
  ctx: ServiceContext,
  id: string,
): Promise<{ deleted: boolean; deactivated: boolean }> {
  await findClient(ctx, id);
  const [[taskCount], [invoiceCount]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(tasks)
      .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.clientId, id))),
    ctx.db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.clientId, id))),
  ]);
  if ((taskCount?.n ?? 0) + (invoiceCount?.n ?? 0) > 0) {
    await ctx.db
      .update(clients)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, id)));
    return { deleted: false, deactivated: true };
  }
  await ctx.db.delete(clients).where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, id)));
  return { deleted: true, deactivated: false };
}
