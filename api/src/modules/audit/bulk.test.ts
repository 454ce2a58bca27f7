// A bulk create, update and delete record every field as the per-field trail did (0024's
// pd_audit_diff, kept in the database, is the reference: the same rows through it must give what
// the trail reads back), an entry stored the old way reads as before, and masked columns stay
// "(file)".
import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditChanges, auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  RELAXED_RATE_LIMITS,
  type TestPractice,
} from '../../test/factories';
import { commit, preview, xlsxOf } from '../tasks/import/import-test-kit';
import { auditChanges } from './entry-changes';

const COUNT = 40;

/** A raw query's rows: PGlite's driver gives { rows }, postgres.js the array itself. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

describe('the trail of bulk writes', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  const query = async <T>(statement: SQL) => rowsOf<T>(await app.database.db.execute(statement));
  const lastId = async () =>
    (await query<{ id: string | null }>(sql`select max(id)::text as id from audit_log`))[0]?.id ?? '0';
  /** What the trail reads back for these records since entry `after`, by record id. */
  const readBack = async (
    after: string,
    action: string,
    ids: string[],
  ): Promise<Record<string, AuditChanges>> => {
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(gt(auditLog.id, Number(after)), eq(auditLog.action, action), inArray(auditLog.entityId, ids)),
      );
    // Creates and deletes are kept as the record's row, updates field by field.
    expect(rows.every((row) => (row.snapshot === null) === (action === 'update'))).toBe(true);
    return Object.fromEntries(rows.map((row) => [row.entityId, auditChanges(row)]));
  };
  /** The tasks as the triggers see them (to_jsonb of the row), by id. */
  const taskRows = async (ids: string[]) => {
    const rows = await query<{ id: string; r: object }>(
      sql`select id, to_jsonb(t) as r from tasks t where id in ${sql.raw(`('${ids.join("','")}')`)}`,
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.r]));
  };
  /** The task columns the trail leaves out (0024, 0031, 0048). */
  const TASK_SKIPPED = ['last_worked_on', 'search_text', 'budget_alerted'];
  /** 0024's per-field diff of each record, from `before` (null: created) to `after` (null: deleted). */
  const reference = async (
    ids: string[],
    before: Record<string, object> | null,
    after: Record<string, object> | null,
    skipped: string[],
    masked: string[] = [],
  ) => {
    const out: Record<string, AuditChanges> = {};
    for (const id of ids) {
      const rows = await query<{ diff: AuditChanges }>(
        sql`select pd_audit_diff(${before ? JSON.stringify(before[id]) : null}::jsonb,
              ${after ? JSON.stringify(after[id]) : null}::jsonb,
              ${`{${skipped.join(',')}}`}::text[], ${`{${masked.join(',')}}`}::text[]) as diff`,
      );
      const diff = rows[0]?.diff ?? {};
      if (Object.keys(diff).length > 0) out[id] = diff;
    }
    return out;
  };

  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('records every field of an import, a bulk change and a purge exactly as the per-field trail did', async () => {
    const client = await createClient(app, admin, { name: 'Kulkarni Traders' });
    const file = xlsxOf([
      ['Client', 'Task', 'SubTask', 'Assignee', 'ET (min)', 'Due Date', 'Remarks'],
      ...Array.from({ length: COUNT }, (_, i) => [
        client.name,
        'GST Returns',
        `GSTR-1 ${i + 1}`,
        i % 2 ? practice.member.email : null,
        i % 3 ? 30 + i : null,
        i % 4 ? new Date(Date.UTC(2026, 11, 1 + (i % 28))) : null,
        i % 5 ? `Bulk row ${i}` : null,
      ]),
    ]);
    const start = await lastId();
    const got = await preview(app, admin, file);
    const { batchId } = await commit(app, admin, { token: got.token });
    const made = await query<{ id: string }>(sql`select id from tasks where import_batch_id = ${batchId}`);
    const ids = made.map((t) => t.id);
    expect(ids).toHaveLength(COUNT);
    const created = await taskRows(ids);
    const createdTrail = await readBack(start, 'create', ids);
    expect(Object.keys(createdTrail)).toHaveLength(COUNT);
    expect(createdTrail).toEqual(await reference(ids, null, created, TASK_SKIPPED));
    // Not given: not listed; the import's batch and the assignee where given are.
    const first = ids.find((id) => (created[id] as { remarks: string | null }).remarks === null) ?? '';
    expect(createdTrail[first]?.remarks).toBeUndefined();
    expect(Object.values(createdTrail).every((c) => c.import_batch_id?.new === batchId)).toBe(true);

    const beforeUpdate = await lastId();
    const statuses = await query<{ id: string }>(
      sql`select id from statuses where org_id = ${practice.orgId} and system_key = 'IN_REVIEW'`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers: admin,
      payload: {
        ids,
        updates: { status: statuses[0]?.id, allottedTo: practice.leader.id, dueDate: '2027-01-15' },
      },
    });
    expect(res.statusCode).toBe(200);
    const updated = await taskRows(ids);
    const updateTrail = await readBack(beforeUpdate, 'update', ids);
    expect(Object.keys(updateTrail)).toHaveLength(COUNT);
    expect(updateTrail).toEqual(await reference(ids, created, updated, TASK_SKIPPED));
    expect(updateTrail[ids[0] ?? '']?.allotted_to?.new).toBe(practice.leader.id);

    // Deleted to the Trash (an update), then purged (a delete): the values they had.
    await app.inject({ method: 'POST', url: '/api/tasks/bulk-delete', headers: admin, payload: { ids } });
    const trashed = await taskRows(ids);
    const beforePurge = await lastId();
    const purge = await app.inject({
      method: 'POST',
      url: '/api/tasks/trash/purge',
      headers: admin,
      payload: { ids },
    });
    expect(purge.statusCode).toBe(200);
    const deleteTrail = await readBack(beforePurge, 'delete', ids);
    expect(Object.keys(deleteTrail)).toHaveLength(COUNT);
    expect(deleteTrail).toEqual(await reference(ids, trashed, null, TASK_SKIPPED));

    // The log and a History show them the same way: the API's fields are the trail's.
    const log = (
      await app.inject({ method: 'GET', url: `/api/audit?entityId=${ids[1]}`, headers: admin })
    ).json().data;
    const shown = (action: string) =>
      log.entries
        .find((e: { action: string }) => e.action === action)
        .changes.map((c: { field: string }) => c.field)
        .sort();
    expect(shown('create')).toEqual(Object.keys(createdTrail[ids[1] ?? ''] ?? {}).sort());
    expect(shown('delete')).toEqual(Object.keys(deleteTrail[ids[1] ?? ''] ?? {}).sort());
    const assignee = log.entries
      .find((e: { action: string }) => e.action === 'create')
      .changes.find((c: { field: string }) => c.field === 'allotted_to');
    expect(assignee).toEqual({
      field: 'allotted_to',
      label: expect.any(String),
      old: '',
      new: practice.member.name,
    });
  });

  it('reads an entry stored field by field, as written before, the same way', async () => {
    const id = '6f1c7c2e-0c55-4a4f-9d55-3d1f0e5a1b20';
    await app.database.db.insert(auditLog).values({
      orgId: practice.orgId,
      entity: 'clients',
      entityId: id,
      label: 'Old shape',
      action: 'create',
      changes: { name: { old: null, new: 'Old shape' }, pan: { old: null, new: 'ABCDE1234F' } },
    });
    const [entry] = (
      await app.inject({ method: 'GET', url: `/api/audit?entityId=${id}`, headers: admin })
    ).json().data.entries;
    expect(entry.changes.map((c: { field: string; new: string }) => [c.field, c.new])).toEqual([
      ['name', 'Old shape'],
      ['pan', 'ABCDE1234F'],
    ]);
  });

  /** Deletes the practice's one row of `table` and puts it back, one statement each way. */
  const deleteAndPutBack = (table: 'invoice_settings' | 'preferences') =>
    app.database.db.execute(sql`
      with gone as (delete from ${sql.raw(table)} where org_id = ${practice.orgId} returning *)
      insert into ${sql.raw(table)} select * from gone`);
  /** The practice's entries of `entity` after entry `after`, read back, by action. */
  const trailSince = async (after: string, entity: string) => {
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(gt(auditLog.id, Number(after)), eq(auditLog.entity, entity), eq(auditLog.orgId, practice.orgId)),
      );
    return Object.fromEntries(trail.map((e) => [e.action, auditChanges(e)]));
  };

  it('shows a masked column as "(file)" when a record is created, changed and deleted', async () => {
    const org = practice.orgId;
    const start = await lastId();
    await app.database.db.execute(
      sql`update invoice_settings set logo = 'data:image/png;base64,AAAA' where org_id = ${org}`,
    );
    const [row] = await query<{ r: object }>(
      sql`select to_jsonb(s) as r from invoice_settings s where org_id = ${org}`,
    );
    expect(row).toBeDefined();
    await deleteAndPutBack('invoice_settings');
    const byAction = await trailSince(start, 'invoice_settings');
    expect(byAction.update?.logo).toEqual({ old: null, new: '(file)' });
    const current = { [org]: (row as { r: object }).r };
    const masked = ['logo', 'signature'];
    expect(byAction.delete).toEqual((await reference([org], current, null, [], masked))[org]);
    expect(byAction.create).toEqual((await reference([org], null, current, [], masked))[org]);
    expect(byAction.create?.logo).toEqual({ old: null, new: '(file)' });
  });

  it('keeps the nulls inside a json column when a record is created and deleted', async () => {
    await app.database.db.execute(
      sql`update preferences set custom_taxes = '[{"name": "Cess", "percentage": null}]' where org_id = ${practice.orgId}`,
    );
    const start = await lastId();
    await deleteAndPutBack('preferences');
    const byAction = await trailSince(start, 'preferences');
    const taxes = [{ name: 'Cess', percentage: null }];
    expect(byAction.delete?.custom_taxes).toEqual({ old: taxes, new: null });
    expect(byAction.create?.custom_taxes).toEqual({ old: null, new: taxes });
  });
});
