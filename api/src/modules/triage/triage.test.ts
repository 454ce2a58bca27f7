// The triage queues: one task made for each queue in a Team Leader's team, and tasks that look like
// them but are not (finished, in the Trash, another leader's); GET /triage counts each queue as
// GET /tasks?queue= lists it, per role, and a queue is a view bulk actions take whole.
import {
  DEFAULT_TIME_ZONE,
  type TaskListAnswer,
  TRIAGE_QUEUE_KEYS,
  type TriageAnswer,
  type TriageQueue,
  todayIn,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRequests, statuses, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { insertItem } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('triage queues', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let clientId: string;
  const today = todayIn(DEFAULT_TIME_ZONE);
  const day = (n: number) => dayjs(today).add(n, 'day').format('YYYY-MM-DD');
  const expected: Record<TriageQueue, string[]> = {
    overdue: [],
    dueSoon: [],
    unassigned: [],
    helpRequired: [],
    waitingOnClient: [],
    overBudget: [],
    noEstimate: [],
  };

  const statusId = async (key: string) => {
    const [row] = await app.database.db
      .select({ id: statuses.id })
      .from(statuses)
      .where(and(eq(statuses.orgId, practice.orgId), eq(statuses.systemKey, key)));
    return row?.id as string;
  };
  /** A task of the leader's team, written as the queue needs it (straight to the row where the API
   * would take several steps). */
  const make = async (fields: Partial<typeof tasks.$inferInsert>, teamLeader = practice.leader.id) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: {
        client: clientId,
        task: 'GST Return',
        et: 60,
        dueDate: day(30),
        allottedTo: practice.member.id,
        teamLeader,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.task.id as string;
    await app.database.db.update(tasks).set(fields).where(eq(tasks.id, id));
    return id;
  };
  const triage = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/triage', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TriageAnswer;
  };
  const listed = async (headers: AuthHeaders, scope: string, queue: TriageQueue) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/tasks?scope=${scope}&queue=${queue}&limit=100`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as TaskListAnswer).tasks.map((t) => t.id).sort();
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    clientId = (await createClient(app, admin, { name: 'Triage Traders' })).id;
    const otherLeader = await createUser(app, practice.orgId, 'TEAM_LEADER');
    const todo = await statusId('TODO');
    const inProcess = await statusId('IN_PROCESS');
    const completed = await statusId('COMPLETED');

    // A quiet task: in no queue (in process, due in a month, within its estimate).
    await make({ statusId: inProcess, tt: 30 });
    expected.overdue.push(await make({ statusId: inProcess, dueDate: day(-3) }));
    expected.dueSoon.push(await make({ statusId: todo, dueDate: day(7) }));
    // Due in 8 days, or started: not 'due in 7 days, not started'.
    await make({ statusId: todo, dueDate: day(8) });
    await make({ statusId: inProcess, dueDate: day(2) });
    expected.unassigned.push(await make({ statusId: inProcess, allottedTo: null }));
    const help = await make({
      statusId: await statusId('HELP_REQUIRED'),
      helpRequiredUser: practice.admin.id,
    });
    expected.helpRequired.push(help);
    const waiting = await make({ statusId: inProcess });
    await app.database.db.insert(documentRequests).values({
      orgId: practice.orgId,
      clientId,
      taskId: waiting,
      name: 'Sales register for GSTR-1',
      dueDate: day(5),
    });
    expected.waitingOnClient.push(waiting);
    // Waiting through its filing: the request asks for the compliance item the task files.
    const filing = await make({ statusId: inProcess });
    const item = await insertItem(app, practice.orgId, {
      clientId,
      taskId: filing,
      code: 'GSTR1',
      period: '2026-10',
      dueDate: day(11),
    });
    await app.database.db.insert(documentRequests).values({
      orgId: practice.orgId,
      clientId,
      complianceItemId: item,
      name: 'Sales register for October',
      dueDate: day(5),
    });
    expected.waitingOnClient.push(filing);
    // A request the client has answered waits for nothing.
    const answered = await make({ statusId: inProcess });
    await app.database.db.insert(documentRequests).values({
      orgId: practice.orgId,
      clientId,
      taskId: answered,
      name: 'Bank statement',
      dueDate: day(5),
      status: 'complete',
    });
    expected.overBudget.push(await make({ statusId: inProcess, et: 60, tt: 61 }));
    expected.noEstimate.push(await make({ statusId: inProcess, et: 0 }));
    // Not open, not live, or not the leader's: in none of the leader's queues.
    await make({ statusId: completed, dueDate: day(-3), et: 0, allottedTo: null });
    await make({ statusId: inProcess, dueDate: day(-3), deletedAt: new Date() });
    const elsewhere = await make({ statusId: inProcess, dueDate: day(-3) }, otherLeader.id);
    // The admin sees the other leader's overdue task too.
    adminExtra.overdue = [elsewhere];
  });
  const adminExtra: Partial<Record<TriageQueue, string[]>> = {};
  afterAll(() => app.close());

  it("counts each queue of the leader's team as the task list lists it", async () => {
    const answer = await triage(leader);
    expect(answer.scope).toBe('team');
    expect(Object.fromEntries(answer.queues.map((q) => [q.key, q.count]))).toEqual(
      Object.fromEntries(TRIAGE_QUEUE_KEYS.map((key) => [key, expected[key].length])),
    );
    for (const key of TRIAGE_QUEUE_KEYS)
      expect(await listed(leader, 'team', key), key).toEqual([...expected[key]].sort());
  });

  it('gives an Admin the whole practice, a Team Member their own work, and refuses an unknown queue', async () => {
    const all = await triage(admin);
    expect(all.scope).toBe('all');
    expect(all.queues.find((q) => q.key === 'overdue')?.count).toBe(2);
    expect(await listed(admin, 'all', 'overdue')).toEqual(
      [...expected.overdue, ...(adminExtra.overdue ?? [])].sort(),
    );
    const own = await triage(member);
    expect(own.scope).toBe('my');
    // The member is allotted all but the unassigned task.
    expect(own.queues.find((q) => q.key === 'unassigned')?.count).toBe(0);
    expect(own.queues.find((q) => q.key === 'overdue')?.count).toBe(2);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/tasks?scope=team&queue=stuck',
      headers: leader,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a whole queue in a bulk action: every unassigned task allotted at once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers: leader,
      payload: { view: { scope: 'team', queue: 'unassigned' }, updates: { allottedTo: practice.leader.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.updated).toBe(expected.unassigned.length);
    expect((await triage(leader)).queues.find((q) => q.key === 'unassigned')?.count).toBe(0);
  });
});
