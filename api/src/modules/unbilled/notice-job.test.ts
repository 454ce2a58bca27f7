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
import { runUnbilledNotices } from './notice-job';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the Rule 47 notice of unbilled work', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  async function finishedDaysAgo(client: string, daysAgo: number) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client, task: 'Tax audit', status: 'Completed', teamLeader: practice.leader.id },
    });
    const id = res.json().data.task.id as string;
    await app.database.db
      .update(tasks)
      .set({ completedAt: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(eq(tasks.id, id));
    return id;
  }
  const noticesOf = (taskId: string) =>
    app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.taskId, taskId), eq(notifications.type, 'task_unbilled')));

  it('tells the team leader once at day 25, never twice, and not before', async () => {
    const client = await createClient(app, admin);
    const day25 = await finishedDaysAgo(client.id, 25);
    const day24 = await finishedDaysAgo(client.id, 24);
    const run = () => runUnbilledNotices(app.database.db, { practiceIds: [practice.orgId] });
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const told = await noticesOf(day25);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: practice.leader.id, title: 'Work unbilled for 25 days' });
    expect(await noticesOf(day24)).toHaveLength(0);

    // A day later the other one is due; the first is still not told again.
    const tomorrow = new Date(Date.now() + DAY_MS);
    expect(await runUnbilledNotices(app.database.db, { practiceIds: [practice.orgId], now: tomorrow })).toBe(
      1,
    );
    expect(await noticesOf(day25)).toHaveLength(1);
    expect(await noticesOf(day24)).toHaveLength(1);

    const list = await app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: (await loginAs(app, practice.leader)).headers,
    });
    const row = list.json().data.notifications.find((n: { taskId: string }) => n.taskId === day25);
    expect(row).toMatchObject({ type: 'task_unbilled', link: '/invoicing/unbilled' });
  });
});
