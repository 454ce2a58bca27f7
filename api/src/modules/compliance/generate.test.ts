import { obligationsBetween } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, notifications, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  itemsOf,
  monthlyGst,
  profileWith,
  saveProfile,
  taskCount,
} from '../../test/compliance-generate-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { GENERATE_MESSAGES } from './generate';

const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

describe('generating compliance tasks', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const generate = (headers: AuthHeaders, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/compliance/generate', headers, payload });
  const newClient = async (name?: string) => (await createClient(app, admin, name ? { name } : {})).id;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('creates one task per obligation due in the range (its title, due date, default assignee, To Do, Medium, the ET of the form’s template) and tells the assignee once', async () => {
    const template = await app.inject({
      method: 'POST',
      url: '/api/config/task-templates',
      headers: admin,
      payload: { name: 'gstr-3b', subTasks: ['Reconcile', 'File'], defaultEstimatedTime: 45 },
    });
    expect(template.statusCode, template.body).toBe(201);
    const clientId = await newClient('Sharma Traders');
    await saveProfile(app, practice.orgId, clientId, monthlyGst(), practice.member.id);

    const res = await generate(admin, { ...OCTOBER, clientIds: [clientId] });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { created: 2, existing: 0 } });
    const items = await itemsOf(app, practice.orgId, [clientId]);
    expect(
      items.map((i) => [i.task, i.subTask, i.taskDue, i.dueDate, i.originalDueDate, i.et, i.status]),
    ).toEqual([
      ['GSTR-1 – Sep 2026', '', '2026-10-11', '2026-10-11', '2026-10-11', 0, 'To Do'],
      ['GSTR-3B – Sep 2026', '', '2026-10-20', '2026-10-20', '2026-10-20', 45, 'To Do'],
    ]);
    expect(
      items.every((i) => i.allottedTo === practice.member.id && i.teamLeader === practice.admin.id),
    ).toBe(true);
    const shown = (
      await app.inject({ method: 'GET', url: '/api/tasks?scope=my&limit=50', headers: member })
    ).json().data.tasks;
    expect(shown.map((t: { task: string }) => t.task)).toEqual(
      expect.arrayContaining(['GSTR-1 – Sep 2026', 'GSTR-3B – Sep 2026']),
    );
    expect(shown.find((t: { task: string }) => t.task === 'GSTR-1 – Sep 2026')).toMatchObject({
      priority: 'Medium',
      client: { name: 'Sharma Traders' },
    });
    // One notification for the two tasks, not one each.
    const told = await app.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.orgId, practice.orgId), eq(notifications.userId, practice.member.id)));
    expect(told).toEqual([
      { title: 'Tasks allotted to you', message: '2 compliance tasks are allotted to you' },
    ]);
  });

  it('creates nothing when run again for the same range and counts what exists', async () => {
    const clientId = await newClient();
    await saveProfile(app, practice.orgId, clientId, monthlyGst());
    const first = (await generate(admin, { ...OCTOBER, clientIds: [clientId] })).json().data;
    const again = (await generate(admin, { ...OCTOBER, clientIds: [clientId] })).json().data;
    const wider = (
      await generate(admin, { from: '2026-10-01', to: '2026-11-30', clientIds: [clientId] })
    ).json().data;
    expect(first).toMatchObject({ created: 2, existing: 0 });
    expect(again).toMatchObject({ created: 0, existing: 2 });
    expect(wider).toMatchObject({ created: 2, existing: 2 });
    expect(await taskCount(app, practice.orgId, [clientId])).toBe(4);
  });

  it('creates each obligation once when two runs start at the same moment', async () => {
    const ids = await Promise.all([newClient(), newClient(), newClient()]);
    const profile = profileWith({
      ...monthlyGst(),
      tan: 'PNEA12345B',
      tdsForms: ['24Q', '26Q'],
      advanceTax: 'regular',
    });
    for (const id of ids) await saveProfile(app, practice.orgId, id, profile);
    const expected = ids.length * obligationsBetween(profile, '2026-04-01', '2027-03-31').length;
    const body = { from: '2026-04-01', to: '2027-03-31', clientIds: ids };

    const runs = await Promise.all([generate(admin, body), generate(admin, body)]);

    const results = runs.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { created: number; existing: number };
    });
    expect(results[0]!.created + results[1]!.created).toBe(expected);
    for (const r of results) expect(r.created + r.existing).toBe(expected);
    expect(await itemsOf(app, practice.orgId, ids)).toHaveLength(expected);
    expect(await taskCount(app, practice.orgId, ids)).toBe(expected);
  });

  it('leaves a task unassigned without a default assignee, and skips inactive clients and clients without a profile', async () => {
    const [plain, inactive, bare] = await Promise.all([newClient(), newClient(), newClient()]);
    await saveProfile(app, practice.orgId, plain, monthlyGst(), null);
    await saveProfile(app, practice.orgId, inactive, monthlyGst());
    await app.database.db.update(clients).set({ isActive: false }).where(eq(clients.id, inactive));
    const res = await generate(admin, { ...OCTOBER, clientIds: [plain, inactive, bare] });
    const items = await itemsOf(app, practice.orgId, [plain, inactive, bare]);
    expect(res.json().data.created).toBe(items.length);
    expect(new Set(items.map((i) => i.clientId))).toEqual(new Set([plain]));
    expect(items.every((i) => i.allottedTo === null)).toBe(true);
  });

  it('lets a Team Leader generate for their team’s clients only, as their team leader', async () => {
    const [theirs, others] = await Promise.all([newClient(), newClient()]);
    for (const id of [theirs, others]) await saveProfile(app, practice.orgId, id, monthlyGst());
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: leader,
      payload: { client: theirs, task: 'Books' },
    });

    const res = await generate(leader, { ...OCTOBER, clientIds: [theirs, others] });

    expect(res.json().data).toMatchObject({ created: 2, existing: 0 });
    const items = await itemsOf(app, practice.orgId, [theirs, others]);
    expect(items.map((i) => i.clientId)).toEqual([theirs, theirs]);
    expect(items.every((i) => i.teamLeader === practice.leader.id)).toBe(true);
  });

  it('puts an Admin’s generated tasks in the team of whoever leads the client’s latest task', async () => {
    const clientId = await newClient();
    await saveProfile(app, practice.orgId, clientId, monthlyGst());
    await app.inject({ method: 'POST', url: '/api/tasks', headers: leader, payload: { client: clientId } });
    await generate(admin, { ...OCTOBER, clientIds: [clientId] });
    const items = await itemsOf(app, practice.orgId, [clientId]);
    expect(items.map((i) => i.teamLeader)).toEqual([practice.leader.id, practice.leader.id]);
  });

  it('refuses a Team Member, and a range that ends before it starts or spans more than two years', async () => {
    expect((await generate(member, OCTOBER)).statusCode).toBe(403);
    const backwards = await generate(admin, { from: '2026-10-31', to: '2026-10-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors[0]).toEqual({ field: 'to', message: GENERATE_MESSAGES.toBeforeFrom });
    const long = await generate(admin, { from: '2026-04-01', to: '2028-04-02' });
    expect(long.json().errors[0]).toEqual({ field: 'to', message: GENERATE_MESSAGES.tooLong });
    expect((await generate(admin, { from: '2026-10-01' })).statusCode).toBe(422);
  });

  it('generates nothing for another practice’s clients named in clientIds', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const theirClient = (await createClient(app, otherAdmin)).id;
    await saveProfile(app, other.orgId, theirClient, monthlyGst());

    const res = await generate(admin, { ...OCTOBER, clientIds: [theirClient] });

    expect(res.json().data).toMatchObject({ created: 0, existing: 0 });
    expect(await itemsOf(app, other.orgId, [theirClient])).toEqual([]);
    const theirTasks = await app.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(inArray(tasks.clientId, [theirClient]));
    expect(theirTasks).toEqual([]);
  });
});
