// Reading the trail: sign-in events, the Admin's log with its filters, paging and export, and a
// record's History for those who may see the record.
import * as XLSX from '@e965/xlsx';
import { AUDIT_ENTITIES } from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceSettings, reminderSchedules, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  type TestPractice,
} from '../../test/factories';
import { practiceToday } from '../../test/practice-today';

describe('the audit log', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const get = (url: string, headers: AuthHeaders) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });
  const events = (userId: string) =>
    app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.orgId, practice.orgId), eq(auditLog.entityId, userId)))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('names every kind of record the trail keeps, so the log reads and filters it in words', async () => {
    const audited: unknown = await app.database.db.execute(sql`
      select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like '%_audit_update' order by 1`);
    const rows = (Array.isArray(audited) ? audited : (audited as { rows: unknown[] }).rows) as {
      table: string;
    }[];
    const tables = rows.map((r) => r.table);
    expect(tables.length).toBeGreaterThan(30);
    expect(tables.filter((t) => !(t in AUDIT_ENTITIES))).toEqual([]);
  });

  it('records sign-ins, failed sign-ins with the e-mail tried, and password changes', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: practice.leader.email.toUpperCase(), password: 'Wrong@12345' },
    });
    expect(wrong.statusCode).toBe(401);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: leader,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Changed@12345' },
    });
    expect(changed.statusCode).toBe(200);
    const rows = (await events(practice.leader.id)).filter((r) => r.action !== 'create');
    expect(rows.map((r) => r.action)).toEqual(['login', 'login_failed', 'password_changed']);
    const [login, failed, password] = rows;
    expect(login).toMatchObject({ userId: practice.leader.id, entity: 'users', ip: '127.0.0.1' });
    expect(login?.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(failed).toMatchObject({ userId: null, ip: '127.0.0.1' });
    expect(failed?.changes).toEqual({ email: { old: null, new: practice.leader.email.toLowerCase() } });
    expect(password).toMatchObject({ userId: practice.leader.id, session: login?.session });
    expect(JSON.stringify(password?.changes)).not.toContain('Changed@12345');
    leader = (await loginAs(app, practice.leader, 'Changed@12345')).headers;
  });

  it('records nothing for a failed sign-in with an address no practice has', async () => {
    const email = `nobody-${Date.now()}@test.example`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Wrong@12345' },
    });
    expect(res.statusCode).toBe(401);
    // In any practice's trail: neither as the record's name nor as the address tried.
    const mentions = await app.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.label} = ${email} or ${auditLog.changes}::text like ${`%${email}%`}`);
    expect(mentions).toEqual([]);
  });

  it('answers 403 to anyone but an Admin for the log and its export', async () => {
    for (const headers of [leader, member]) {
      expect((await get('/audit', headers)).statusCode).toBe(403);
      expect((await get('/audit/export', headers)).statusCode).toBe(403);
    }
  });

  it('filters by record type, record, person and dates, newest first, in names people read', async () => {
    const client = await createClient(app, admin, { name: 'Deshpande & Sons' });
    await app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      headers: admin,
      payload: { name: 'Deshpande and Sons' },
    });
    const task = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: leader,
      payload: { task: 'Audit', subTask: 'Fieldwork', client: client.id, allottedTo: practice.member.id },
    });
    const taskId = task.json().data.task.id;

    const byClient = (await get(`/audit?entity=clients&entityId=${client.id}`, admin)).json().data;
    expect(byClient.entries.map((e: { actionLabel: string }) => e.actionLabel)).toEqual([
      'Changed',
      'Created',
    ]);
    expect(byClient.entries[0]).toMatchObject({
      entityLabel: 'Client',
      label: 'Deshpande and Sons',
      user: { id: practice.admin.id, name: practice.admin.name },
      changes: [{ field: 'name', label: 'Name', old: 'Deshpande & Sons', new: 'Deshpande and Sons' }],
    });

    const byLeader = (await get(`/audit?userId=${practice.leader.id}&entity=tasks`, admin)).json().data;
    const created = byLeader.entries.find((e: { entityId: string }) => e.entityId === taskId);
    const field = (label: string) => created.changes.find((c: { label: string }) => c.label === label);
    expect(field('Client')).toMatchObject({ old: '', new: 'Deshpande and Sons' });
    expect(field('Assigned to')).toMatchObject({ new: practice.member.name });
    expect(field('Status')).toMatchObject({ new: 'To Do' });

    // The dates are the practice's, as the log shows them.
    const today = practiceToday();
    expect((await get(`/audit?from=2000-01-01&to=2000-12-31`, admin)).json().data.entries).toEqual([]);
    expect(
      (await get(`/audit?from=${today}&to=${today}&entity=clients`, admin)).json().data.entries.length,
    ).toBe(2);
    expect((await get('/audit?entity=nothing', admin)).statusCode).toBe(400);
  });

  it('pages by the last entry seen, each entry once, to the end', async () => {
    const all = (await get('/audit?limit=500', admin)).json().data.entries as { id: string }[];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/audit?limit=3${cursor ? `&cursor=${cursor}` : ''}`;
      const data = (await get(url, admin)).json().data as {
        entries: { id: string }[];
        nextCursor: string | null;
      };
      seen.push(...data.entries.map((e) => e.id));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('exports the filtered log to Excel, one row per changed field', async () => {
    const res = await get('/audit/export?entity=clients', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/audit-log-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets['Audit log'] as XLSX.WorkSheet, {
      header: 1,
    });
    expect(rows[0]).toEqual([
      'When',
      'Who',
      'Record type',
      'Record',
      'Action',
      'Field',
      'Old value',
      'New value',
      'IP address',
      'Session',
    ]);
    expect(rows).toContainEqual(
      expect.arrayContaining([
        practice.admin.name,
        'Client',
        'Deshpande and Sons',
        'Changed',
        'Name',
        'Deshpande & Sons',
      ]),
    );
    expect(rows.slice(1).every((row) => row[2] === 'Client')).toBe(true);
  });

  it('shows dates in the practice’s date format and moments on its clock, in the log and the export', async () => {
    const prefs = (await get('/config/preferences', admin)).json().data;
    const put = await app.inject({
      method: 'PUT',
      url: '/api/config/preferences',
      headers: admin,
      payload: { ...(prefs.preferences ?? prefs), dateFormat: 'MM/DD/YYYY' },
    });
    expect(put.statusCode).toBe(200);
    const client = await createClient(app, admin, { name: 'Kulkarni Traders' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: 'GST', subTask: 'GSTR-3B', client: client.id, dueDate: '2026-11-26' },
    });
    const taskId = created.json().data.task.id;
    await app.inject({
      method: 'PUT',
      url: `/api/tasks/${taskId}`,
      headers: admin,
      payload: { dueDate: '2026-12-05' },
    });
    // 20:00 UTC is 01:30 the next day in Asia/Kolkata.
    await app.database.db
      .update(tasks)
      .set({ deletedAt: new Date('2026-11-26T20:00:00Z') })
      .where(eq(tasks.id, taskId));

    const [trashed, changed] = (await get(`/audit?entity=tasks&entityId=${taskId}`, admin)).json().data
      .entries;
    expect(changed.changes).toContainEqual({
      field: 'due_date',
      label: 'Due date',
      old: '11/26/2026',
      new: '12/05/2026',
    });
    expect(trashed.changes).toContainEqual({
      field: 'deleted_at',
      label: 'Moved to Trash',
      old: '',
      new: '11/27/2026 01:30',
    });
    const history = (await get(`/tasks/${taskId}/history`, admin)).json().data.entries;
    expect(history[1].changes).toContainEqual(
      expect.objectContaining({ old: '11/26/2026', new: '12/05/2026' }),
    );

    const book = XLSX.read((await get(`/audit/export?entity=tasks&entityId=${taskId}`, admin)).rawPayload, {
      cellNF: true,
    });
    const sheet = book.Sheets['Audit log'] as XLSX.WorkSheet;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false });
    const due = rows.findIndex((row) => row[5] === 'Due date' && row[4] === 'Changed');
    const cell = (column: string, row: number) => sheet[`${column}${row + 1}`] as XLSX.CellObject;
    expect(cell('G', due)).toMatchObject({ t: 'n', z: 'mm/dd/yyyy', w: '11/26/2026' });
    expect(cell('H', due)).toMatchObject({ t: 'n', w: '12/05/2026' });
    const moved = rows.findIndex((row) => row[5] === 'Moved to Trash');
    expect(cell('H', moved)).toMatchObject({ t: 'n', z: 'mm/dd/yyyy hh:mm', w: '11/27/2026 01:30' });
    expect(cell('A', moved)).toMatchObject({ t: 'n', z: 'mm/dd/yyyy hh:mm' });
  });

  it('names a practice’s preferences, invoice settings and reminder schedule by what they are', async () => {
    await app.database.db
      .update(invoiceSettings)
      .set({ defaultDueDays: 21 })
      .where(eq(invoiceSettings.orgId, practice.orgId));
    await app.database.db
      .insert(reminderSchedules)
      .values({ orgId: practice.orgId, enabled: true })
      .onConflictDoUpdate({ target: reminderSchedules.orgId, set: { enabled: true } });
    const named = async (entity: string) =>
      (await get(`/audit?entity=${entity}`, admin))
        .json()
        .data.entries.map((e: { label: string }) => e.label);
    expect(await named('preferences')).toContain('Preferences');
    expect(await named('invoice_settings')).toContain('Invoice settings');
    expect(await named('reminder_schedules')).toContain('Reminder schedule');
  });

  it('shows a task’s history, with its time and comments, to those who may see the task', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const mine = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: leader,
      payload: { task: 'ITR', subTask: 'Filing', allottedTo: practice.leader.id },
    });
    const id = mine.json().data.task.id;
    await app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers: leader, payload: { et: 90 } });
    await app.inject({
      method: 'POST',
      url: `/api/tasks/${id}/time-entries`,
      headers: leader,
      payload: { minutes: 15 },
    });

    const history = (await get(`/tasks/${id}/history`, leader)).json().data;
    expect(
      history.entries.map(
        (e: { entityLabel: string; actionLabel: string }) => `${e.entityLabel} ${e.actionLabel}`,
      ),
    ).toEqual(['Task Changed', 'Time entry Created', 'Task Changed', 'Task Created']);
    expect(history.entries[2].changes).toEqual([{ field: 'et', label: 'ET (min)', old: '0', new: '90' }]);
    // A member who is not on the task, and another practice, do not see it.
    expect((await get(`/tasks/${id}/history`, member)).statusCode).toBe(404);
    expect((await get(`/tasks/${id}/history`, otherAdmin)).statusCode).toBe(404);

    // Deleted and purged, its history stays for an Admin.
    await app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: admin });
    await app.inject({
      method: 'POST',
      url: '/api/tasks/trash/purge',
      headers: admin,
      payload: { ids: [id] },
    });
    expect((await get(`/tasks/${id}/history`, leader)).statusCode).toBe(404);
    const kept = (await get(`/tasks/${id}/history`, admin)).json().data.entries as { entity: string }[];
    expect(kept.find((e) => e.entity === 'tasks')).toMatchObject({
      actionLabel: 'Deleted',
      label: 'ITR – Filing',
    });
    expect(kept.find((e) => e.entity === 'time_entries')).toMatchObject({ actionLabel: 'Deleted' });
  });

  it('shows a client’s and an invoice’s history', async () => {
    const client = await createClient(app, admin, { name: 'Joshi Foods', gst: '27AAPFU0939F1ZV' });
    const clientHistory = (await get(`/clients/${client.id}/history`, member)).json().data.entries;
    expect(clientHistory[0]).toMatchObject({ actionLabel: 'Created', label: 'Joshi Foods' });

    const taskId = await createPendingTask(app, admin, { client: client.id, quotation: '2500' });
    const generated = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [taskId] },
    });
    const invoice = generated.json().data.invoice;
    await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    const res = await get(`/invoices/${invoice.id}/history`, admin);
    const labels = res
      .json()
      .data.entries.map(
        (e: { entityLabel: string; actionLabel: string }) => `${e.entityLabel} ${e.actionLabel}`,
      );
    expect(labels[0]).toBe('Invoice Changed');
    expect(labels).toContain('Invoice line Created');
    expect(labels).toContain('Invoice Created');
    expect(res.json().data.entries[0].changes).toContainEqual({
      field: 'status',
      label: 'Status',
      old: 'Generated',
      new: 'Sent',
    });
    expect((await get(`/invoices/${invoice.id}/history`, member)).statusCode).toBe(403);
  });
});
