// Clients of a practice: list with search and paging, create, update, delete (or deactivate
// when the client already has work).
import {
  CLIENT_MESSAGES,
  type ClientBody,
  type ClientListQuery,
  type ClientRow,
  pagination,
  type UpdateClientBody,
} from '@practice-desk/contracts';
import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { clients, invoices, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { afterProfileSaved } from './after-profile-saved';
import { toClientRow } from './client-row';
import { assertGstinFitsProfile } from './compliance-profile';

type ClientRecord = typeof clients.$inferSelect;

export async function listClients(ctx: ServiceContext, query: ClientListQuery) {
  const where: SQL[] = [eq(clients.orgId, ctx.orgId)];
  if (query.isActive) where.push(eq(clients.isActive, query.isActive === 'true'));
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
  if (body.isActive !== undefined) set.isActive = body.isActive;
  return set;
}

export async function createClient(ctx: ServiceContext, body: ClientBody): Promise<ClientRow> {
  await assertNameFree(ctx, body.name);
  const [row] = await ctx.db
    .insert(clients)
    .values({ orgId: ctx.orgId, name: body.name, address: body.address, ...columns(body) })
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
  const [row] = await ctx.db
    .update(clients)
    .set({ ...columns(body), updatedAt: new Date() })
    .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, id)))
    .returning();
  if (!row) throw new NotFound('Client not found');
  if (hasProfile) await afterProfileSaved(ctx, id);
  return toClientRow(row);
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
