// The DSC register's rows with their in-out log: all, expiring (valid to within the next 30 days)
// or expired (valid to before today), counted in the practice's days.
import { DSC_EXPIRING_DAYS, type DscQuery, type DscRow } from '@practice-desk/contracts';
import { and, asc, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { clients, dscCertificates, dscMovements } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';

function viewCondition(view: DscQuery['view'], today: string): SQL | undefined {
  const until = sql`${today}::date + ${DSC_EXPIRING_DAYS}::int`;
  if (view === 'expired') return lt(dscCertificates.validTo, today);
  if (view === 'expiring')
    return and(gte(dscCertificates.validTo, today), lte(dscCertificates.validTo, until));
  return undefined;
}

const dayMs = 86_400_000;
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

export async function listCertificates(
  ctx: ServiceContext,
  query: DscQuery,
  { id }: { id?: string } = {},
): Promise<DscRow[]> {
  const today = await practiceToday(ctx);
  const rows = await ctx.db
    .select({
      id: dscCertificates.id,
      clientId: dscCertificates.clientId,
      clientName: clients.name,
      holderName: dscCertificates.holderName,
      holderKind: dscCertificates.holderKind,
      certificateClass: dscCertificates.certificateClass,
      tokenSerial: dscCertificates.tokenSerial,
      issuedBy: dscCertificates.issuedBy,
      validFrom: dscCertificates.validFrom,
      validTo: dscCertificates.validTo,
      custody: dscCertificates.custody,
      notes: dscCertificates.notes,
    })
    .from(dscCertificates)
    .innerJoin(clients, eq(clients.id, dscCertificates.clientId))
    .where(
      and(
        id ? eq(dscCertificates.id, id) : undefined,
        viewCondition(query.view, today),
        query.clientId ? eq(dscCertificates.clientId, query.clientId) : undefined,
      ),
    )
    .orderBy(asc(dscCertificates.validTo), asc(clients.name));
  const moves =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(dscMovements)
          .where(
            inArray(
              dscMovements.certificateId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(desc(dscMovements.takenAt));
  return rows.map((row) => ({
    ...row,
    daysLeft: daysBetween(today, row.validTo),
    movements: moves
      .filter((move) => move.certificateId === row.id)
      .map((move) => ({
        id: move.id,
        takenBy: move.takenBy,
        purpose: move.purpose,
        takenAt: move.takenAt.toISOString(),
        returnedAt: move.returnedAt?.toISOString() ?? null,
        recordedBy: move.recordedBy,
      })),
  }));
}
