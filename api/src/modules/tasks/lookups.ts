// Resolves what a task write names — status and priority by name or id, people, client —
// inside the caller's practice; anything from elsewhere is unknown.
import { TASK_MESSAGES } from '@practice-desk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, priorities, statuses, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { Invalid } from '../../lib/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StatusRef {
  id: string;
  name: string;
  systemKey: string | null;
}

export async function findStatus(db: TenantDb, orgId: string, nameOrId: string): Promise<StatusRef> {
  const match = UUID.test(nameOrId)
    ? eq(statuses.id, nameOrId)
    : sql`lower(${statuses.name}) = lower(${nameOrId})`;
  const [row] = await db
    .select({ id: statuses.id, name: statuses.name, systemKey: statuses.systemKey })
    .from(statuses)
    .where(and(eq(statuses.orgId, orgId), match));
  if (!row)
    throw new Invalid(TASK_MESSAGES.unknownStatus, [
      { field: 'status', message: TASK_MESSAGES.unknownStatus },
    ]);
  return row;
}

export async function findStatusByKey(db: TenantDb, orgId: string, key: string): Promise<StatusRef> {
  const [row] = await db
    .select({ id: statuses.id, name: statuses.name, systemKey: statuses.systemKey })
    .from(statuses)
    .where(and(eq(statuses.orgId, orgId), eq(statuses.systemKey, key)));
  if (!row) throw new Error(`practice ${orgId} has no system status ${key}`);
  return row;
}

export async function findPriorityId(db: TenantDb, orgId: string, nameOrId: string): Promise<string> {
  const match = UUID.test(nameOrId)
    ? eq(priorities.id, nameOrId)
    : sql`lower(${priorities.name}) = lower(${nameOrId})`;
  const [row] = await db
    .select({ id: priorities.id })
    .from(priorities)
    .where(and(eq(priorities.orgId, orgId), match));
  if (!row)
    throw new Invalid(TASK_MESSAGES.unknownPriority, [
      { field: 'priority', message: TASK_MESSAGES.unknownPriority },
    ]);
  return row.id;
}

export async function defaultPriorityId(db: TenantDb, orgId: string): Promise<string> {
  const [row] = await db
    .select({ id: priorities.id })
    .from(priorities)
    .where(and(eq(priorities.orgId, orgId), eq(priorities.systemKey, 'MEDIUM')));
  if (!row) throw new Error(`practice ${orgId} has no Medium priority`);
  return row.id;
}

export async function assertClient(db: TenantDb, orgId: string, clientId: string): Promise<void> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), eq(clients.id, clientId)));
  if (!row)
    throw new Invalid(TASK_MESSAGES.unknownClient, [
      { field: 'client', message: TASK_MESSAGES.unknownClient },
    ]);
}

/** Every named person must belong to the practice; `fields` maps field name → user id. */
export async function assertPeople(
  db: TenantDb,
  orgId: string,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const ids = [...new Set(Object.values(fields).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), inArray(users.id, ids)));
  const known = new Set(found.map((u) => u.id));
  const errors = Object.entries(fields)
    .filter(([, id]) => typeof id === 'string' && !known.has(id))
    .map(([field]) => ({ field, message: TASK_MESSAGES.unknownUser }));
  if (errors.length) throw new Invalid(TASK_MESSAGES.unknownUser, errors);
}
