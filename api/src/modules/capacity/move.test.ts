import type { NotificationList } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
  type TestUser,
} from '../../test/factories';

describe('moving tasks from the workload view', () => {
  let app: TestApp;
  let practice: TestPractice;
  let colleague: TestUser;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let colleagueHeaders: AuthHeaders;

  const movedNews = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    return (res.json().data as NotificationList).notifications
      .filter((n) => n.type === 'tasks_moved')
      .map((n) => n.message);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    colleague = await createUser(app, practice.orgId, 'TEAM_MEMBER', { name: 'Zoya Colleague' });
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    colleagueHeaders = (await loginAs(app, colleague)).headers;
  });
  afterAll(() => app.close());

  it('moves tasks to a colleague and tells each of the two people once', async () => {
    const clientId = (await createClient(app, admin, { name: 'Move Traders' })).id;
    const taskIds: string[] = [];
    for (const subTask of ['April', 'May', 'June']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: admin,
        payload: {
          client: clientId,
          task: 'TDS Return',
          subTask,
          et: 60,
          allottedTo: practice.member.id,
          teamLeader: practice.leader.id,
        },
      });
      taskIds.push(res.json().data.task.id);
    }
    const before = (await movedNews(member)).length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/workload/move',
      headers: leader,
      payload: { taskIds: taskIds.slice(0, 2), allottedTo: colleague.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { moved: 2 }, message: '2 tasks moved' });
    expect(await movedNews(colleagueHeaders)).toEqual([`${practice.leader.name} moved 2 tasks to you`]);
    expect((await movedNews(member)).length - before).toBe(1);
    expect((await movedNews(member))[0]).toBe(
      `${practice.leader.name} moved 2 tasks of yours to Zoya Colleague`,
    );
    const rows = await app.database.db
      .select({ allottedTo: tasks.allottedTo })
      .from(tasks)
      .where(eq(tasks.orgId, practice.orgId));
    expect(rows.filter((r) => r.allottedTo === colleague.id)).toHaveLength(2);

    const due = await app.inject({
      method: 'POST',
      url: '/api/workload/move',
      headers: leader,
      payload: { taskIds, dueDate: '2027-01-15' },
    });
    expect(due.statusCode, due.body).toBe(200);
    expect((await movedNews(colleagueHeaders))[0]).toBe(
      `${practice.leader.name} moved the due date of 2 tasks of yours to 15/01/2027`,
    );
  });

  it('refuses a Team Member, an empty move, and moves nothing when one task may not be moved', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: member,
      payload: { task: 'Own work', et: 30 },
    });
    const ownTask = res.json().data.task.id as string;
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/workload/move',
          headers: member,
          payload: { taskIds: [ownTask], allottedTo: colleague.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/workload/move',
          headers: leader,
          payload: { taskIds: [ownTask] },
        })
      ).statusCode,
    ).toBe(422);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/workload/move',
      headers: leader,
      payload: { taskIds: [ownTask], allottedTo: colleague.id },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(403);
    const [row] = await app.database.db
      .select({ allottedTo: tasks.allottedTo })
      .from(tasks)
      .where(eq(tasks.id, ownTask));
    expect(row?.allottedTo).not.toBe(colleague.id);
  });
});
