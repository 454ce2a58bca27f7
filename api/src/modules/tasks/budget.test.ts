// A task's estimate as its budget: the team leader and the person allotted hear once when TT
// reaches 80% of ET and once at 100%, however the minutes arrive (one by one, several at once,
// from the person themselves); a new estimate is a new budget; minutes brought in by an import
// and work already past its estimate are not news.
import { BUDGET_MESSAGES, type NotificationList, type NotificationRow } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('a task’s estimate as its budget', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let clientId: string;

  const budgetNews = async (headers: AuthHeaders, taskId: string): Promise<NotificationRow[]> => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    return (res.json().data as NotificationList).notifications
      .filter((n) => n.type === 'task_budget' && n.taskId === taskId)
      .reverse();
  };
  const newTask = async (et: number, subTask: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: {
        client: clientId,
        task: 'Tax Audit',
        subTask,
        et,
        allottedTo: practice.member.id,
        teamLeader: practice.leader.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.task.id as string;
  };
  const log = async (headers: AuthHeaders, taskId: string, minutes: number) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/time-entries`,
      headers,
      payload: { minutes },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    clientId = (await createClient(app, admin, { name: 'Budget Traders' })).id;
  });
  afterAll(() => app.close());

  it('tells the leader and the person once at 80% and once at 100%, not before and not again', async () => {
    const id = await newTask(100, 'FY 2025-26');
    await log(admin, id, 79);
    expect(await budgetNews(leader, id)).toEqual([]);
    await log(admin, id, 1);
    const at80 = await budgetNews(leader, id);
    expect(at80.map((n) => [n.title, n.message])).toEqual([
      [
        BUDGET_MESSAGES.title(80),
        'Tax Audit – FY 2025-26 for Budget Traders has taken 1:20 of its 1:40 estimate (80%)',
      ],
    ]);
    expect((await budgetNews(member, id)).map((n) => n.title)).toEqual([BUDGET_MESSAGES.title(80)]);
    await log(admin, id, 19);
    expect(await budgetNews(leader, id)).toHaveLength(1);
    await log(admin, id, 1);
    await log(admin, id, 50);
    for (const headers of [leader, member])
      expect((await budgetNews(headers, id)).map((n) => n.title)).toEqual([
        BUDGET_MESSAGES.title(80),
        BUDGET_MESSAGES.title(100),
      ]);
    // The Admin who logged the time is not on the task: nothing for them.
    expect(await budgetNews(admin, id)).toEqual([]);
  });

  it('tells the person too when they log the minutes themselves', async () => {
    const id = await newTask(60, 'Own time');
    await log(member, id, 60);
    expect((await budgetNews(member, id)).map((n) => n.title)).toEqual([BUDGET_MESSAGES.title(100)]);
    expect((await budgetNews(leader, id)).map((n) => n.title)).toEqual([BUDGET_MESSAGES.title(100)]);
  });

  it('tells once per threshold when several entries cross it at the same moment', async () => {
    const id = await newTask(10, 'Together');
    await Promise.all([1, 2, 3, 4, 5].map(() => log(admin, id, 2)));
    const rows = await app.database.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.taskId, id), eq(notifications.type, 'task_budget')));
    const count = (userId: string, title: string) =>
      rows.filter((r) => r.userId === userId && r.title === title).length;
    for (const person of [practice.leader.id, practice.member.id]) {
      expect(count(person, BUDGET_MESSAGES.title(80))).toBeLessThanOrEqual(1);
      expect(count(person, BUDGET_MESSAGES.title(100))).toBe(1);
    }
  });

  it('takes a new estimate as a new budget: what TT has reached of it is not news, the next threshold is', async () => {
    const id = await newTask(60, 'Re-estimated');
    await log(admin, id, 60);
    expect(await budgetNews(leader, id)).toHaveLength(1);
    const raised = await app.inject({
      method: 'PUT',
      url: `/api/tasks/${id}`,
      headers: leader,
      payload: { et: 120 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const [row] = await app.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row?.budgetAlerted).toBe(0);
    await log(admin, id, 36); // 96 of 120: 80%
    expect((await budgetNews(leader, id)).map((n) => n.title)).toEqual([
      BUDGET_MESSAGES.title(100),
      BUDGET_MESSAGES.title(80),
    ]);
    // Lowered below what was taken: the new budget counts as reached, told by nobody's entry.
    await app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers: leader, payload: { et: 90 } });
    await log(admin, id, 5);
    expect(await budgetNews(leader, id)).toHaveLength(2);
  });

  it('has no budget without an estimate', async () => {
    const id = await newTask(0, 'No estimate');
    await log(admin, id, 500);
    expect(await budgetNews(leader, id)).toEqual([]);
  });
});
