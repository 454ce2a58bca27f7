import { ERRORS, TASK_MESSAGES } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';

type Headers = { authorization: string };

describe('tasks API', () => {
  let app: TestApp;
  let practice: Awaited<ReturnType<typeof createPractice>>;
  let admin: Headers;
  let leader: Headers;
  let member: Headers;
  let clientId: string;

  const create = async (headers: Headers, body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/tasks', headers, payload: body });
  const update = async (headers: Headers, id: string, body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers, payload: body });
  const list = async (headers: Headers, query = '') =>
    (await app.inject({ method: 'GET', url: `/api/tasks?${query}`, headers })).json();

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: 'Sharma Traders', address: 'Pune', gst: '27AAPFU0939F1ZV' },
    });
    clientId = res.json().data.client.id;
  });
  afterAll(() => app.close());

  it('creates a task with the defaults of a new row and answers names, not ids', async () => {
    const res = await create(leader, {
      client: clientId,
      task: 'GST Returns',
      subTask: 'GSTR-1',
      allottedTo: practice.member.id,
    });
    expect(res.statusCode).toBe(201);
    const task = res.json().data.task;
    expect(task).toMatchObject({
      status: 'To Do',
      priority: 'Medium',
      frequency: 'None',
      et: 0,
      tt: 0,
      client: { name: 'Sharma Traders' },
    });
    expect(task.teamLeader.id).toBe(practice.leader.id);
    expect(task.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses bad input with a message per field', async () => {
    const res = await create(admin, { et: -5, tt: 'abc', dueDate: '2026-02-30', status: 'Nope' });
    expect(res.statusCode).toBe(422);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['et', 'tt', 'dueDate']));
    expect(res.json().errors.find((e: { field: string }) => e.field === 'et').message).toBe(
      TASK_MESSAGES.etWhole,
    );
    const unknown = await create(admin, { status: 'Nope' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(TASK_MESSAGES.unknownStatus);
  });

  it('refuses a team member changing estimated time but lets them change status', async () => {
    const task = (
      await create(leader, { client: clientId, task: 'TDS Returns', allottedTo: practice.member.id })
    ).json().data.task;
    const et = await update(member, task.id, { et: 90 });
    expect(et.statusCode).toBe(403);
    expect(et.json().message).toBe(ERRORS.forbidden);
    const status = await update(member, task.id, { status: 'In Process' });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.task.status).toBe('In Process');
  });

  it('requires a helper for Help Required and clears it for any other status', async () => {
    const task = (
      await create(leader, { client: clientId, task: 'Audit', allottedTo: practice.member.id })
    ).json().data.task;
    expect((await update(member, task.id, { status: 'Help Required' })).statusCode).toBe(422);
    const asked = await update(member, task.id, {
      status: 'Help Required',
      helpRequiredUser: practice.leader.id,
    });
    expect(asked.json().data.task.helpRequiredUser.id).toBe(practice.leader.id);
    const back = await update(member, task.id, { status: 'In Process' });
    expect(back.json().data.task.helpRequiredUser).toBeNull();
  });

  it('keeps a Help Required task without a helper editable for other fields', async () => {
    const task = (
      await create(leader, {
        client: clientId,
        task: 'Audit',
        allottedTo: practice.member.id,
        status: 'Help Required',
        helpRequiredUser: practice.admin.id,
      })
    ).json().data.task;
    // As imported or left by an older version: Help Required with nobody asked.
    await app.database.db.update(tasks).set({ helpRequiredUser: null }).where(eq(tasks.id, task.id));
    const res = await update(leader, task.id, { et: 75 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.task).toMatchObject({ et: 75, status: 'Help Required', helpRequiredUser: null });
  });

  it('records a change of time taken as a time entry by the editor', async () => {
    const task = (await create(member, { client: clientId, task: 'Bookkeeping' })).json().data.task;
    await update(member, task.id, { tt: 45 });
    const res = await update(member, task.id, { tt: 30 });
    expect(res.json().data.task.tt).toBe(30);
    const entries = (
      await app.inject({ method: 'GET', url: `/api/tasks/${task.id}/time-entries`, headers: member })
    ).json().data.timeEntries;
    expect(entries.map((e: { minutes: number }) => e.minutes).sort()).toEqual([-15, 45]);
    const logged = await app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/time-entries`,
      headers: member,
      payload: { minutes: 20, note: 'Bank entries' },
    });
    expect(logged.json().data.task.tt).toBe(50);
  });

  it('creates the next occurrence of a monthly task exactly once', async () => {
    const task = (
      await create(leader, {
        client: clientId,
        task: 'GST Returns',
        subTask: 'GSTR-3B',
        frequency: 'Monthly',
        dueDate: '2026-10-20',
        allottedTo: practice.member.id,
      })
    ).json().data.task;
    await update(leader, task.id, { status: 'Completed' });
    await update(leader, task.id, { status: 'In Process' });
    await update(leader, task.id, { status: 'Completed' });
    const next = (await list(leader, 'scope=team&search=GSTR-3B&limit=50')).data.tasks.filter(
      (t: { dueDate: string }) => t.dueDate === '2026-11-20',
    );
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ status: 'To Do', tt: 0, subTask: 'GSTR-3B' });
  });

  it('answers stats, chip counts and due-tab counts for the whole filtered set', async () => {
    const body = await list(admin, 'scope=all&limit=2');
    expect(body.data.tasks.length).toBeLessThanOrEqual(2);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(body.data.stats.count).toBe(body.data.pagination.total);
    expect(body.data.filterCounts.status.TODO.count).toBeGreaterThan(0);
    expect(body.data.filterCounts.priority.Medium.count).toBeGreaterThan(0);
    expect(body.data.filterCounts.due).toHaveProperty('overdue');
    const todo = await list(admin, 'scope=all&status=TODO');
    expect(todo.data.tasks.every((t: { status: string }) => t.status === 'To Do')).toBe(true);
  });

  it('answers later pages without counts when asked, with the same total', async () => {
    const full = await list(admin, 'scope=all&limit=2');
    const light = await list(admin, 'scope=all&limit=2&page=2&counts=false');
    expect(light.data.stats).toBeUndefined();
    expect(light.data.pagination.total).toBe(full.data.pagination.total);
    expect(light.data.tasks[0].id).not.toBe(full.data.tasks[0].id);
  });

  it('keeps scopes to their roles: All Tasks is the admin’s, Team Tasks not a member’s', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/tasks?scope=all', headers: leader })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: '/api/tasks?scope=team', headers: member })).statusCode,
    ).toBe(403);
    const mine = await list(member, 'scope=my&limit=100');
    for (const t of mine.data.tasks) {
      expect([t.allottedTo?.id, t.teamLeader?.id, t.helpRequiredUser?.id]).toContain(practice.member.id);
    }
  });

  it('searches client, task and sub-task, and sorts', async () => {
    const byClient = await list(admin, 'scope=all&search=sharma');
    expect(byClient.data.tasks.length).toBeGreaterThan(0);
    const sorted = await list(admin, 'scope=all&sortBy=et&sortOrder=asc&limit=100');
    const ets = sorted.data.tasks.map((t: { et: number }) => t.et);
    expect(ets).toEqual([...ets].sort((a, b) => a - b));
  });

  it('searches a task and sub-task in any case, as edited, never across the two', async () => {
    const ids = async (search: string) =>
      (await list(admin, `scope=all&limit=100&search=${encodeURIComponent(search)}`)).data.tasks.map(
        (t: { id: string }) => t.id,
      );
    const task = (await create(admin, { task: 'Quarterly Ledger', subTask: 'Bank Reconciliation' })).json()
      .data.task;
    expect(await ids('ledger')).toContain(task.id);
    expect(await ids('BANK RECON')).toContain(task.id);
    // The two are separate texts: the end of one and the start of the other are no match.
    expect(await ids('ledger bank')).not.toContain(task.id);
    expect(await ids('ledgerbank')).not.toContain(task.id);
    expect((await update(admin, task.id, { subTask: '50% Advance Tax' })).statusCode).toBe(200);
    expect(await ids('bank recon')).not.toContain(task.id);
    expect(await ids('50% adv')).toContain(task.id);
    expect(await ids('50_ adv')).not.toContain(task.id);
  });

  it('lets only an admin delete, one or many', async () => {
    const task = (await create(leader, { client: clientId, task: 'ROC Filings' })).json().data.task;
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/tasks/${task.id}`, headers: leader })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/tasks/${task.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/tasks/${task.id}`, headers: admin })).statusCode,
    ).toBe(404);
    const a = (await create(admin, { task: 'One' })).json().data.task;
    const b = (await create(admin, { task: 'Two' })).json().data.task;
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-delete',
      headers: admin,
      payload: { ids: [a.id, b.id] },
    });
    expect(bulk.json()).toMatchObject({ data: { deleted: 2 }, message: 'Deleted 2 selected task(s)' });
  });

  it('bulk-updates all or nothing', async () => {
    const mine = (await create(leader, { task: 'Mine', allottedTo: practice.member.id })).json().data.task;
    const theirs = (
      await create(admin, { task: 'Not led by the leader', teamLeader: practice.admin.id })
    ).json().data.task;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers: leader,
      payload: { ids: [mine.id, theirs.id], updates: { priority: 'High' } },
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/tasks/${mine.id}`, headers: leader })).json().data.task
        .priority,
    ).toBe('Medium');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers: leader,
      payload: { ids: [mine.id], updates: { priority: 'High', status: 'In Review' } },
    });
    expect(ok.json().data.updated).toBe(1);
  });

  it('hides another practice’s tasks (404)', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const foreign = (await create(otherAdmin, { task: 'Foreign' })).json().data.task;
    expect(
      (await app.inject({ method: 'GET', url: `/api/tasks/${foreign.id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await update(admin, foreign.id, { task: 'x' })).statusCode).toBe(404);
    expect((await create(admin, { client: clientId, allottedTo: other.member.id })).statusCode).toBe(422);
  });
});
