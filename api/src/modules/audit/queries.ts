// Reading the audit trail: newest first, a page at a time by keyset on (at, id), so the thousandth
// page costs what the first does (scripts/bench/audit.ts measures it at 1,000,000 entries).
import { and, desc, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export interface AuditFilters {
  entity?: string;
  entityId?: string;
  /** A record's History: the entries of the record and of the ones that belong to it. */
  recordId?: string;
  userId?: string;
  /** Kinds of record left out: those the reader may not see (money, for a Team Member). */
  hiddenEntities?: readonly string[];
  /** Calendar days, inclusive, in `timeZone`. */
  from?: string;
  to?: string;
  timeZone: string;
}

export type AuditRecord = typeof auditLog.$inferSelect;

function conditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.entity) where.push(eq(auditLog.entity, filters.entity));
  if (filters.entityId) where.push(eq(auditLog.entityId, filters.entityId));
  if (filters.recordId) {
    const either = or(eq(auditLog.entityId, filters.recordId), eq(auditLog.parentId, filters.recordId));
    if (either) where.push(either);
  }
  if (filters.userId) where.push(eq(auditLog.userId, filters.userId));
  if (filters.hiddenEntities?.length) where.push(notInArray(auditLog.entity, [...filters.hiddenEntities]));
  if (filters.from)
    where.push(sql`${auditLog.at} >= (${filters.from}::date)::timestamp at time zone ${filters.timeZone}`);
  if (filters.to)
    where.push(sql`${auditLog.at} < (${filters.to}::date + 1)::timestamp at time zone ${filters.timeZone}`);
  return where;
}

/** One page after the entry `cursor` (an id); one more row is read to tell whether more follow. */
export async function readAuditPage(
  db: TenantDb,
  filters: AuditFilters,
  cursor: string | undefined,
  limit: number,
): Promise<{ rows: AuditRecord[]; nextCursor: string | null }> {
  const where = conditions(filters);
  if (cursor) {
    // The cursor's own (at, id), read by its key: exact to the microsecond, which a Date is not.
    where.push(
      sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from audit_log a where a.id = ${Number(cursor)} and a.org_id = ${db.orgId})`,
    );
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, nextCursor: more ? String(page[page.length - 1]?.id) : null };
}
