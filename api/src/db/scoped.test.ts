// The practice-scoped handle on a real database: whatever a statement's own conditions say, it
// reads, changes and writes only its practice's rows.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createPractice } from '../test/factories';
import { clients, organisations, priorities, statuses, tasks } from './schema';
import { scoped, type TenantDb } from './scoped';

let app: TestApp;
let mine: TenantDb;
let theirs: { orgId: string; clientId: string };
let myClientId: string;
const tag = `scope-${Date.now()}`;

beforeAll(async () => {
  app = await buildTestApp();
  const a = await createPractice(app);
  const b = await createPractice(app);
  const db = app.database.db;
  const [own] = await db
    .insert(clients)
    .values({ orgId: a.orgId, name: `${tag} own` })
    .returning({ id: clients.id });
  const [other] = await db
    .insert(clients)
    .values({ orgId: b.orgId, name: `${tag} other` })
    .returning({ id: clients.id });
  myClientId = own?.id ?? '';
  theirs = { orgId: b.orgId, clientId: other?.id ?? '' };
  mine = scoped(db, a.orgId);
});

afterAll(async () => {
  await app.close();
});

const byTag = sql`${clients.name} like ${`${tag}%`}`;

describe('a practice-scoped handle', () => {
  it('reads only its practice, even when asked for another practice’s row by id or with no condition', async () => {
    expect(
      await mine.select({ id: clients.id }).from(clients).where(eq(clients.id, theirs.clientId)),
    ).toEqual([]);
    const all = await mine.select({ name: clients.name }).from(clients).where(byTag);
    expect(all).toEqual([{ name: `${tag} own` }]);
    const unconditioned = await mine.select({ orgId: clients.orgId }).from(clients);
    expect(new Set(unconditioned.map((c) => c.orgId))).toEqual(new Set([mine.orgId]));
    // A condition that tries to widen it cannot: the practice's is ANDed in.
    const widened = await mine
      .select({ id: clients.id })
      .from(clients)
      .where(sql`${clients.id} = ${theirs.clientId} or true`);
    expect(widened.map((c) => c.id)).not.toContain(theirs.clientId);
  });

  it('scopes joined tables in their ON, so a left join to another practice’s row finds nothing', async () => {
    const db = app.database.db;
    const [priority] = await db.select().from(priorities).where(eq(priorities.orgId, mine.orgId)).limit(1);
    const [status] = await db.select().from(statuses).where(eq(statuses.orgId, mine.orgId)).limit(1);
    const [task] = await db
      .insert(tasks)
      .values({
        orgId: mine.orgId,
        clientId: theirs.clientId,
        task: `${tag} task`,
        priorityId: priority?.id ?? '',
        statusId: status?.id ?? '',
      })
      .returning({ id: tasks.id });
    const rows = await mine
      .select({ task: tasks.task, client: clients.name })
      .from(tasks)
      .leftJoin(clients, eq(clients.id, tasks.clientId))
      .where(eq(tasks.id, task?.id ?? ''));
    expect(rows).toEqual([{ task: `${tag} task`, client: null }]);
    const inner = await mine
      .select({ id: tasks.id })
      .from(tasks)
      .innerJoin(clients, eq(clients.id, tasks.clientId))
      .where(eq(tasks.id, task?.id ?? ''));
    expect(inner).toEqual([]);
    // An alias of a tenant table is scoped as the table is.
    const other = alias(clients, 'other_client');
    const aliased = await mine
      .select({ id: other.id })
      .from(tasks)
      .innerJoin(other, eq(other.id, tasks.clientId))
      .where(eq(tasks.id, task?.id ?? ''));
    expect(aliased).toEqual([]);
  });

  it('scopes subqueries and WITH queries built on it', async () => {
    const ids = mine.select({ id: clients.id }).from(clients);
    const raw = await app.database.db
      .select({ name: clients.name })
      .from(clients)
      .where(and(inArray(clients.id, ids), byTag));
    expect(raw).toEqual([{ name: `${tag} own` }]);
    const named = mine.$with('named').as(mine.select({ id: clients.id, name: clients.name }).from(clients));
    const viaWith = await app.database.db
      .with(named)
      .select({ name: named.name })
      .from(named)
      .where(sql`${named.name} like ${`${tag}%`}`);
    expect(viaWith).toEqual([{ name: `${tag} own` }]);
    const again = await mine
      .with(named)
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, theirs.clientId));
    expect(again).toEqual([]);
  });

  it('changes and deletes only its practice’s rows', async () => {
    const updated = await mine
      .update(clients)
      .set({ phone: '999' })
      .where(eq(clients.id, theirs.clientId))
      .returning({ id: clients.id });
    expect(updated).toEqual([]);
    const deleted = await mine
      .delete(clients)
      .where(eq(clients.id, theirs.clientId))
      .returning({ id: clients.id });
    expect(deleted).toEqual([]);
    const [still] = await app.database.db.select().from(clients).where(eq(clients.id, theirs.clientId));
    expect(still?.phone).toBeNull();
    const mineUpdated = await mine
      .update(clients)
      .set({ phone: '111' })
      .where(eq(clients.id, myClientId))
      .returning({ id: clients.id });
    expect(mineUpdated).toEqual([{ id: myClientId }]);
  });

  it('writes every inserted row as its practice’s, whatever orgId the caller gave', async () => {
    const [row] = await mine
      .insert(clients)
      .values({ orgId: theirs.orgId, name: `${tag} inserted` })
      .returning({ orgId: clients.orgId });
    expect(row?.orgId).toBe(mine.orgId);
    const many = await mine
      .insert(clients)
      .values([
        { orgId: theirs.orgId, name: `${tag} many 1` },
        { orgId: theirs.orgId, name: `${tag} many 2` },
      ])
      .returning({ orgId: clients.orgId });
    expect(many.map((r) => r.orgId)).toEqual([mine.orgId, mine.orgId]);
  });

  it('stays scoped inside a transaction, and leaves tables that are not a practice’s alone', async () => {
    const names = await mine.transaction(async (tx) =>
      tx.select({ name: clients.name }).from(clients).where(byTag).orderBy(asc(clients.name)),
    );
    expect(names.every((n) => !n.name.endsWith('other'))).toBe(true);
    const practices = await mine
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, theirs.orgId));
    expect(practices).toEqual([{ id: theirs.orgId }]);
  });
});
