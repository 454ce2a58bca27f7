// The DSC register's changes: certificates added, changed, removed; tokens checked out (who took
// it, why; custody With client) and back in (custody In office), each movement kept in the log.
import { DSC_MESSAGES, type DscBody, type DscCheckOutBody, type DscRow } from '@practice-desk/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { clients, dscCertificates, dscMovements } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, DomainError, Invalid, NotFound } from '../../lib/errors';
import { listCertificates } from './list';

async function rowOf(ctx: ServiceContext, id: string): Promise<DscRow> {
  const [row] = await listCertificates(ctx, { view: 'all' }, { id });
  if (!row) throw new NotFound(DSC_MESSAGES.notFound);
  return row;
}

async function checked(ctx: ServiceContext, body: DscBody, exceptId?: string) {
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, body.clientId));
  if (!client) throw new Invalid('Client not found', [{ field: 'clientId', message: 'Client not found' }]);
  const [taken] = await ctx.db
    .select({ id: dscCertificates.id })
    .from(dscCertificates)
    .where(
      and(
        sql`lower(${dscCertificates.tokenSerial}) = lower(${body.tokenSerial})`,
        exceptId ? ne(dscCertificates.id, exceptId) : undefined,
      ),
    );
  if (taken)
    throw new DomainError(409, DSC_MESSAGES.duplicateSerial, [
      { field: 'tokenSerial', message: DSC_MESSAGES.duplicateSerial },
    ]);
  return body;
}

export async function createCertificate(ctx: ServiceContext, body: DscBody): Promise<DscRow> {
  const values = await checked(ctx, body);
  const [created] = await ctx.db
    .insert(dscCertificates)
    .values({ ...values, orgId: ctx.orgId })
    .returning({ id: dscCertificates.id });
  return rowOf(ctx, created!.id);
}

export async function updateCertificate(ctx: ServiceContext, id: string, body: DscBody): Promise<DscRow> {
  await rowOf(ctx, id);
  const values = await checked(ctx, body, id);
  await ctx.db
    .update(dscCertificates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dscCertificates.id, id));
  return rowOf(ctx, id);
}

export async function deleteCertificate(ctx: ServiceContext, id: string): Promise<void> {
  const [gone] = await ctx.db
    .delete(dscCertificates)
    .where(eq(dscCertificates.id, id))
    .returning({ id: dscCertificates.id });
  if (!gone) throw new NotFound(DSC_MESSAGES.notFound);
}

/** The certificate, locked for the movement about to be written (two check-outs cannot cross). */
async function lockedCustody(tx: ServiceContext['db'], id: string) {
  const [found] = await tx
    .select({ custody: dscCertificates.custody })
    .from(dscCertificates)
    .where(eq(dscCertificates.id, id))
    .for('update');
  if (!found) throw new NotFound(DSC_MESSAGES.notFound);
  const [open] = await tx
    .select({ id: dscMovements.id })
    .from(dscMovements)
    .where(and(eq(dscMovements.certificateId, id), isNull(dscMovements.returnedAt)));
  return open ?? null;
}

export async function checkOut(ctx: ServiceContext, id: string, body: DscCheckOutBody): Promise<DscRow> {
  await ctx.db.transaction(async (tx) => {
    if (await lockedCustody(tx, id)) throw new Conflict(DSC_MESSAGES.alreadyOut);
    await tx
      .insert(dscMovements)
      .values({ orgId: ctx.orgId, certificateId: id, ...body, recordedBy: ctx.user.id });
    await tx
      .update(dscCertificates)
      .set({ custody: 'with_client', updatedAt: new Date() })
      .where(eq(dscCertificates.id, id));
  });
  return rowOf(ctx, id);
}

export async function checkIn(ctx: ServiceContext, id: string): Promise<DscRow> {
  await ctx.db.transaction(async (tx) => {
    const open = await lockedCustody(tx, id);
    if (!open) throw new Conflict(DSC_MESSAGES.notOut);
    await tx.update(dscMovements).set({ returnedAt: new Date() }).where(eq(dscMovements.id, open.id));
    await tx
      .update(dscCertificates)
      .set({ custody: 'in_office', updatedAt: new Date() })
      .where(eq(dscCertificates.id, id));
  });
  return rowOf(ctx, id);
}
