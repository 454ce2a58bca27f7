import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { catalogueJob } from '../../test/jobs';
import { runDueNotifications } from '../notifications/due-job';

describe('the Trash of deleted tasks', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const create = async (headers: AuthHeaders, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload: body });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.task.id as string;
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: AuthHeaders, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const trash = async (headers: AuthHeaders) =>
    (await call('GET', '/tasks/trash', headers)).json().data.tasks;
  const listed = async (headers: AuthHeaders, query: string) =>
    (await call('GET', `/tasks?scope=all&${query}`, headers)).json().data;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('moves a deleted task to the Trash: gone from lists, counts and reads, listed with who and when', async () => {
    const id = await create(admin, { task: 'Trash one', subTask: 'Only', et: 45 });
    const before = await listed(admin, 'search=Trash one');
    expect(before.stats.count).toBe(1);
    const res = await call('DELETE', `/tasks/${id}`, admin);
    expect(res.json()).toMatchObject({
      data: { deleted: 1, ids: [id] },
      message: 'Task deleted successfully',
    });
    const after = await listed(admin, 'search=Trash one');
    expect(after.tasks).toEqual([]);
    expect(after.stats).toMatchObject({ count: 0, totalEt: 0 });
    expect((await call('GET', `/tasks/${id}`, admin)).statusCode).toBe(404);
    expect(
      (await call('GET', '/tasks/counts?scope=all&search=Trash one', admin)).json().data.stats.count,
    ).toBe(0);
    const row = (await trash(admin)).find((t: { id: string }) => t.id === id);
    expect(row).toMatchObject({
      task: 'Trash one',
      subTask: 'Only',
      deletedBy: { name: practice.admin.name },
    });
    expect(Date.now() - Date.parse(row.deletedAt)).toBeLessThan(60_000);
  });

  it('undoes a bulk delete by restoring exactly the tasks moved', async () => {
    const ids = [await create(admin, { task: 'Undo A' }), await create(admin, { task: 'Undo B' })];
    const kept = await create(admin, { task: 'Undo C' });
    await call('DELETE', `/tasks/${kept}`, admin);
    const res = await call('POST', '/tasks/bulk-delete', admin, { ids });
    expect(res.json()).toMatchObject({ data: { deleted: 2 }, message: 'Deleted 2 selected task(s)' });
    const moved = res.json().data.ids as string[];
    expect(moved.sort()).toEqual([...ids].sort());
    const undo = await call('POST', '/tasks/restore', admin, { ids: moved });
    expect(undo.json()).toMatchObject({ data: { restored: 2 }, message: 'Restored 2 task(s)' });
    expect((await listed(admin, 'search=Undo')).tasks.map((t: { task: string }) => t.task).sort()).toEqual([
      'Undo A',
      'Undo B',
    ]);
    expect((await trash(admin)).map((t: { id: string }) => t.id)).toContain(kept);
  });

  it('shows a Team Leader the Trash of their team only, lets them restore it, and only an Admin purges', async () => {
    const led = await create(leader, { task: 'Led by leader', allottedTo: practice.member.id });
    const notLed = await create(admin, { task: 'Led by admin', teamLeader: practice.admin.id });
    await call('POST', '/tasks/bulk-delete', admin, { ids: [led, notLed] });
    expect((await call('GET', '/tasks/trash', member)).statusCode).toBe(403);
    const seen = (await trash(leader)).map((t: { id: string }) => t.id);
    expect(seen).toContain(led);
    expect(seen).not.toContain(notLed);
    expect((await call('POST', '/tasks/restore', leader, { ids: [led, notLed] })).statusCode).toBe(403);
    expect((await call('POST', '/tasks/restore', member, { ids: [led] })).statusCode).toBe(403);
    expect((await call('POST', '/tasks/trash/purge', leader, { ids: [notLed] })).statusCode).toBe(403);
    expect((await call('POST', '/tasks/restore', leader, { ids: [led] })).json().data.ids).toEqual([led]);
    const purge = await call('POST', '/tasks/trash/purge', admin, { ids: [notLed] });
    expect(purge.json()).toMatchObject({ data: { purged: 1 }, message: 'Deleted 1 task(s) for good' });
    expect(await app.database.db.select().from(tasks).where(eq(tasks.id, notLed))).toEqual([]);
    expect((await call('POST', '/tasks/restore', admin, { ids: [notLed] })).json().data.restored).toBe(0);
  });

  it('purges what has been in the Trash longer than 30 days when the Trash is read', async () => {
    const old = await create(admin, { task: 'Old trash' });
    const recent = await create(admin, { task: 'Recent trash' });
    await call('POST', '/tasks/bulk-delete', admin, { ids: [old, recent] });
    const db = app.database.db;
    await db
      .update(tasks)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(tasks.id, old));
    const ids = (await trash(admin)).map((t: { id: string }) => t.id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
    expect(
      await db
        .select()
        .from(tasks)
        .where(inArray(tasks.id, [old])),
    ).toEqual([]);
  });

  it('purges expired Trash in the hourly trash-purge job too, without anyone reading the Trash', async () => {
    const old = await create(admin, { task: 'Old trash for the job' });
    await call('DELETE', `/tasks/${old}`, admin);
    await app.database.db
      .update(tasks)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(tasks.id, old));
    await catalogueJob(app, 'trash-purge', [practice.orgId]).run(new Date());
    expect(await app.database.db.select().from(tasks).where(eq(tasks.id, old))).toEqual([]);
  });

  it('keeps trashed tasks out of pending invoices, reports, estimates, usage and the due job', async () => {
    const pending = await createPendingTask(app, admin, { task: 'Trashed pending', quotation: '500' });
    const due = await create(admin, {
      task: 'Trashed due',
      allottedTo: practice.member.id,
      dueDate: '2020-01-01',
    });
    const usage = async () => (await call('GET', '/practice/usage', admin)).json().data?.tasks;
    const usageBefore = await usage();
    await call('POST', '/tasks/bulk-delete', admin, { ids: [pending, due] });
    const pendingList = (await call('GET', '/invoices?status=pending&limit=100', admin)).json().data.tasks;
    expect(pendingList.map((t: { id: string }) => t.id)).not.toContain(pending);
    const report = JSON.stringify((await call('GET', '/reports/tasks', admin)).json());
    expect(report).not.toContain('Trashed');
    const estimates = (await call('GET', '/tasks/estimates-by-user?scope=all&search=Trashed', admin)).json();
    expect(estimates.data.total.taskCount).toBe(0);
    if (usageBefore !== undefined) expect(await usage()).toBe(usageBefore - 2);
    await runDueNotifications(app.database.db, { practiceIds: [practice.orgId] });
    const notes = (await call('GET', '/notifications', member)).json().data.notifications;
    expect(JSON.stringify(notes)).not.toContain('Trashed due');
    const generate = await call('POST', '/invoices/generate-from-tasks', admin, { taskIds: [pending] });
    expect(generate.statusCode).toBe(404);
  });

  it('leaves time on a trashed task out of the day being closed', async () => {
    const headers = (await loginAs(app, practice.member)).headers;
    const kept = await create(headers, { task: 'Day kept' });
    const trashed = await create(headers, { task: 'Day trashed' });
    for (const [id, minutes] of [
      [kept, 25],
      [trashed, 10],
    ] as const)
      expect((await call('POST', `/tasks/${id}/time-entries`, headers, { minutes })).statusCode).toBe(201);
    const before = (await call('GET', '/day-ends', headers)).json().data.todayMinutes;
    await call('DELETE', `/tasks/${trashed}`, admin);
    expect((await call('GET', '/day-ends', headers)).json().data.todayMinutes).toBe(before - 10);
    const submitted = await call('POST', '/day-ends', headers, {});
    expect(submitted.json().data.dayEnd.totalMinutes).toBe(before - 10);
  });

  it('acts on every task of a view, found on the server, and previews its count and first five', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) ids.push(await create(admin, { task: `View batch ${i}` }));
    await create(admin, { task: 'Outside the batch' });
    const view = { scope: 'all', search: 'View batch' };
    const preview = (await call('POST', '/tasks/bulk-preview', admin, { view })).json().data;
    expect(preview.count).toBe(7);
    expect(preview.names).toHaveLength(5);
    expect(preview.names[0]).toBe('View batch 7');
    const updated = await call('POST', '/tasks/bulk-update', admin, { view, updates: { priority: 'High' } });
    expect(updated.json()).toMatchObject({ data: { updated: 7 }, message: '7 tasks updated successfully' });
    const rows = (await listed(admin, 'search=batch&limit=50')).tasks as { task: string; priority: string }[];
    expect(
      rows
        .filter((r) => r.priority === 'High')
        .map((r) => r.task)
        .sort(),
    ).toEqual(ids.map((_, i) => `View batch ${i + 1}`).sort());
    expect(rows.find((r) => r.task === 'Outside the batch')?.priority).toBe('Medium');
    const deleted = await call('POST', '/tasks/bulk-delete', admin, { view: { ...view, priority: 'High' } });
    expect(deleted.json().data.deleted).toBe(7);
    expect((await listed(admin, 'search=View batch')).stats.count).toBe(0);
  });

  it('narrows a view to what the caller may see and refuses scopes beyond their role', async () => {
    await create(admin, { task: 'Scoped view', teamLeader: practice.admin.id });
    const mine = await create(leader, { task: 'Scoped view', allottedTo: practice.member.id });
    const all = await call('POST', '/tasks/bulk-update', leader, {
      view: { scope: 'all', search: 'Scoped view' },
      updates: { priority: 'Low' },
    });
    expect(all.statusCode).toBe(403);
    const team = await call('POST', '/tasks/bulk-update', leader, {
      view: { scope: 'team', search: 'Scoped view' },
      updates: { priority: 'Low' },
    });
    expect(team.json().data.updated).toBe(1);
    expect((await call('GET', `/tasks/${mine}`, leader)).json().data.task.priority).toBe('Low');
    expect((await call('POST', '/tasks/bulk-delete', leader, { view: { scope: 'team' } })).statusCode).toBe(
      403,
    );
  });
});
