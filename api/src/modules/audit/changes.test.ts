// Every kind of change is in the audit trail, with who made it and each field's old and new value,
// written by the database in the change's own transaction; and the trail refuses to be edited.
import { PAYMENT_MODES } from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, statuses } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  RELAXED_RATE_LIMITS,
  type TestPractice,
} from '../../test/factories';
import { auditChanges } from './entry-changes';

describe('the audit trail of changes', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;

  const entries = (entity: string, entityId?: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.orgId, practice.orgId),
          eq(auditLog.entity, entity),
          entityId ? eq(auditLog.entityId, entityId) : undefined,
        ),
      )
      .orderBy(auditLog.id)
      .then((rows) => rows.map((row) => ({ ...row, changes: auditChanges(row) })));
  const call = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: AuthHeaders,
    payload?: object,
  ) => {
    const res = await app.inject({ method, url: `/api${url}`, headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('records a task created, changed and purged, by whom, with old and new values', async () => {
    const created = await call('POST', '/tasks', member, { task: 'GST Returns', subTask: 'GSTR-1', et: 30 });
    const id = created.data.task.id as string;
    await call('PUT', `/tasks/${id}`, member, { et: 45, remarks: 'Client sent data' });
    await call('DELETE', `/tasks/${id}`, admin);
    await call('POST', '/tasks/trash/purge', admin, { ids: [id] });

    const rows = await entries('tasks', id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    const [create, update, trash, purge] = rows;
    expect(create).toMatchObject({
      userId: practice.member.id,
      userName: practice.member.name,
      label: 'GST Returns – GSTR-1',
    });
    expect(create?.changes.et).toEqual({ old: null, new: 30 });
    expect(create?.ip).toBe('127.0.0.1');
    expect(create?.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(update?.changes).toEqual({
      et: { old: 30, new: 45 },
      remarks: { old: null, new: 'Client sent data' },
    });
    expect(trash?.userId).toBe(practice.admin.id);
    expect(trash?.changes.deleted_at?.old).toBeNull();
    // The record is gone; its history stays, the last entry holding the values it had.
    expect(purge?.changes.et).toEqual({ old: 45, new: null });
  });

  it('records time entries and comments under their task', async () => {
    const id = (await call('POST', '/tasks', member, { task: 'TDS', subTask: 'Q2' })).data.task.id as string;
    await call('POST', `/tasks/${id}/time-entries`, member, { minutes: 25, note: 'Reconciled' });
    await call('POST', `/tasks/${id}/comments`, member, { content: 'Waiting for Form 16A' });
    const [entry] = await entries('time_entries');
    expect(entry).toMatchObject({ action: 'create', parentId: id, userId: practice.member.id });
    expect(entry?.changes.minutes).toEqual({ old: null, new: 25 });
    const [comment] = await entries('comments');
    expect(comment).toMatchObject({ action: 'create', parentId: id, label: 'Waiting for Form 16A' });
    // TT follows the entry, in the same transaction.
    const tt = (await entries('tasks', id)).find((r) => r.action === 'update' && r.changes.tt);
    expect(tt?.changes.tt).toEqual({ old: 0, new: 25 });
  });

  it('records clients, invoices with their lines, payments and credit notes', async () => {
    const client = await createClient(app, admin, { name: 'Kulkarni Textiles', gst: '27AAPFU0939F1ZV' });
    await call('PUT', `/clients/${client.id}`, admin, { name: 'Kulkarni Textiles LLP' });
    expect((await entries('clients', client.id)).at(-1)?.changes.name).toEqual({
      old: 'Kulkarni Textiles',
      new: 'Kulkarni Textiles LLP',
    });

    const taskId = await createPendingTask(app, admin, { client: client.id, quotation: '1000' });
    const invoice = (await call('POST', '/invoices/generate-from-tasks', admin, { taskIds: [taskId] })).data
      .invoice;
    await call('PUT', `/invoices/${invoice.id}/status`, admin, { status: 'Sent' });
    await call('POST', `/invoices/${invoice.id}/payment`, admin, {
      amount: '500',
      date: '2026-01-05',
      mode: PAYMENT_MODES[0],
    });
    await call('POST', `/invoices/${invoice.id}/credit-notes`, admin, { amount: '100', reason: 'Discount' });

    const [created, ...updates] = await entries('invoices', invoice.id);
    expect(created).toMatchObject({ action: 'create', label: invoice.invoiceNumber });
    expect(updates.find((r) => r.changes.status)?.changes.status).toEqual({ old: 'Generated', new: 'Sent' });
    const [line] = await entries('invoice_lines');
    expect(line).toMatchObject({ action: 'create', parentId: invoice.id });
    const [payment] = await entries('payments');
    expect(payment).toMatchObject({ action: 'create', parentId: invoice.id });
    expect(payment?.changes.amount_paise).toEqual({ old: null, new: 50_000 });
    const [note] = await entries('credit_notes');
    expect(note).toMatchObject({ action: 'create', parentId: invoice.id, userId: practice.admin.id });
  });

  it('records role changes and settings', async () => {
    await call('PUT', `/users/${practice.member.id}`, admin, { role: 'TEAM_LEADER' });
    const roleChange = (await entries('users', practice.member.id)).at(-1);
    expect(roleChange).toMatchObject({ action: 'update', userId: practice.admin.id });
    expect(roleChange?.changes).toEqual({ role: { old: 'TEAM_MEMBER', new: 'TEAM_LEADER' } });

    const [status] = await app.database.db
      .select()
      .from(statuses)
      .where(and(eq(statuses.orgId, practice.orgId), eq(statuses.systemKey, 'IN_REVIEW')));
    await call('PUT', `/config/statuses/${status?.id}`, admin, { name: 'Checking' });
    expect((await entries('statuses', status?.id)).at(-1)?.changes.name).toEqual({
      old: 'In Review',
      new: 'Checking',
    });

    const preferences = (
      await app.inject({ method: 'GET', url: '/api/config/preferences', headers: admin })
    ).json().data;
    await call('PUT', '/config/preferences', admin, {
      ...(preferences.preferences ?? preferences),
      dateFormat: 'YYYY-MM-DD',
    });
    const [prefs] = (await entries('preferences')).filter((r) => r.action === 'update');
    expect(prefs).toMatchObject({ entityId: practice.orgId, userId: practice.admin.id });
    expect(prefs?.changes.date_format?.new).toBe('YYYY-MM-DD');
  });

  it('records a change made by no one signed in as the system', async () => {
    await app.database.db
      .update(statuses)
      .set({ color: '#123456' })
      .where(eq(statuses.orgId, practice.orgId));
    const rows = (await entries('statuses')).filter((r) => r.changes.color?.new === '#123456');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === null && r.userName === null)).toBe(true);
  });

  it('refuses to change, delete or empty the log, even to the database handle the app uses', async () => {
    const [any] = await entries('tasks');
    await expect(
      app.database.db
        .update(auditLog)
        .set({ action: 'nothing' })
        .where(eq(auditLog.id, any?.id ?? 0)),
    ).rejects.toThrow();
    await expect(app.database.db.delete(auditLog).where(eq(auditLog.id, any?.id ?? 0))).rejects.toThrow();
    await expect(app.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, any?.id ?? 0));
    expect(still?.action).toBe(any?.action);
  });

  it('rolls the entry back with a change that fails', async () => {
    const before = (await entries('clients')).length;
    await expect(
      app.database.db.transaction(async (tx) => {
        await tx.execute(sql`update clients set name = name || ' X' where org_id = ${practice.orgId}`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await entries('clients')).length).toBe(before);
  });
});
