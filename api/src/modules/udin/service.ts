// The UDIN register's changes. The UDIN is checked against the signer's membership number and the
// year it was generated in (udin-check.ts), and is unique in the practice. Rights: an Admin
// registers and changes any document; anyone else registers documents (for any signing member:
// staff often keep the register for the partner who signs) and changes the ones they signed or
// registered; only an Admin removes one.
import {
  UDIN_REGISTER_MESSAGES as MESSAGES,
  UDIN_MESSAGES,
  type UdinBody,
  type UdinRow,
  udinProblem,
  udinYear,
} from '@practice-desk/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { clients, tasks, udinDocuments, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { listUdinDocuments } from './list';

const refuse = (field: string, message: string) => new Invalid(message, [{ field, message }]);

async function signerNumber(ctx: ServiceContext, signerId: string): Promise<string | null> {
  const [signer] = await ctx.db
    .select({ membershipNumber: users.membershipNumber })
    .from(users)
    .where(and(eq(users.orgId, ctx.orgId), eq(users.id, signerId)));
  if (!signer) throw refuse('signerId', MESSAGES.signerUnknown);
  return signer.membershipNumber;
}

async function checkLinks(ctx: ServiceContext, body: UdinBody) {
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.clientId));
  if (!client) throw refuse('clientId', MESSAGES.clientUnknown);
  if (body.taskId) {
    const [task] = await ctx.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, body.taskId), eq(tasks.clientId, body.clientId)));
    if (!task) throw refuse('taskId', MESSAGES.taskUnknown);
  }
}

/** The values to store, once the UDIN has been read against the signer and the year. */
async function checked(ctx: ServiceContext, body: UdinBody, exceptId?: string) {
  await checkLinks(ctx, body);
  const membershipNumber = await signerNumber(ctx, body.signerId);
  if (body.udin === null && membershipNumber === null)
    throw refuse('signerId', UDIN_MESSAGES.signerWithoutNumber);
  if (body.udin !== null) {
    const problem = udinProblem(body.udin, membershipNumber, udinYear(body.signedOn, body.generatedOn));
    if (problem) throw refuse('udin', problem);
    const [taken] = await ctx.db
      .select({ id: udinDocuments.id })
      .from(udinDocuments)
      .where(and(eq(udinDocuments.udin, body.udin), exceptId ? ne(udinDocuments.id, exceptId) : undefined));
    if (taken)
      throw new DomainError(409, MESSAGES.duplicate, [{ field: 'udin', message: MESSAGES.duplicate }]);
  }
  return { ...body, membershipNumber: membershipNumber as string };
}

async function rowOf(ctx: ServiceContext, id: string): Promise<UdinRow> {
  const [row] = (await listUdinDocuments(ctx, { page: 1 }, { id })).documents;
  if (!row) throw new NotFound(MESSAGES.notFound);
  return row;
}

export async function createUdinDocument(ctx: ServiceContext, body: UdinBody): Promise<UdinRow> {
  const values = await checked(ctx, body);
  const [created] = await ctx.db
    .insert(udinDocuments)
    .values({ ...values, orgId: ctx.orgId, createdBy: ctx.user.id })
    .returning({ id: udinDocuments.id });
  return rowOf(ctx, created!.id);
}

async function ownDocument(ctx: ServiceContext, id: string) {
  const [found] = await ctx.db
    .select({ signerId: udinDocuments.signerId, createdBy: udinDocuments.createdBy })
    .from(udinDocuments)
    .where(eq(udinDocuments.id, id));
  if (!found) throw new NotFound(MESSAGES.notFound);
  const own = found.signerId === ctx.user.id || found.createdBy === ctx.user.id;
  if (ctx.user.role !== 'ADMIN' && !own) throw new Forbidden(MESSAGES.onlyOwn);
}

export async function updateUdinDocument(ctx: ServiceContext, id: string, body: UdinBody): Promise<UdinRow> {
  await ownDocument(ctx, id);
  const values = await checked(ctx, body, id);
  await ctx.db
    .update(udinDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(udinDocuments.id, id));
  return rowOf(ctx, id);
}

export async function deleteUdinDocument(ctx: ServiceContext, id: string): Promise<void> {
  const [gone] = await ctx.db
    .delete(udinDocuments)
    .where(eq(udinDocuments.id, id))
    .returning({ id: udinDocuments.id });
  if (!gone) throw new NotFound(MESSAGES.notFound);
}
