import { ERRORS } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, createUser, loginAs, type TestPractice } from '../../test/factories';

type Headers = { authorization: string };

describe('who may change a task’s status (DESIGN §3)', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: Headers;
  let member: Headers;
  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());
  const create = async (body: Record<string, unknown>) =>
    (await app.inject({ method: 'POST', url: '/api/tasks', headers: admin, payload: body })).json().data
      .task as { id: string };
  const update = (headers: Headers, id: string, body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers, payload: body });

  it('lets the colleague asked for help answer by changing the status', async () => {
    const colleague = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const task = await create({
      task: 'Audit',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    const asked = await update(member, task.id, { status: 'Help Required', helpRequiredUser: colleague.id });
    expect(asked.statusCode).toBe(200);
    const helper = (await loginAs(app, colleague)).headers;
    const answered = await update(helper, task.id, { status: 'In Process' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.task).toMatchObject({ status: 'In Process', helpRequiredUser: null });
  });

  it('keeps a team leader allotted another leader’s task from changing its status or time', async () => {
    const otherLeader = await createUser(app, practice.orgId, 'TEAM_LEADER');
    const task = await create({ task: 'ROC', allottedTo: otherLeader.id, teamLeader: practice.leader.id });
    const headers = (await loginAs(app, otherLeader)).headers;
    const seen = await app.inject({ method: 'GET', url: `/api/tasks/${task.id}`, headers });
    expect(seen.statusCode).toBe(200);
    const status = await update(headers, task.id, { status: 'In Process' });
    expect(status.statusCode).toBe(403);
    expect(status.json().message).toBe(ERRORS.forbidden);
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers,
      payload: { ids: [task.id], updates: { status: 'In Process' } },
    });
    expect(bulk.statusCode).toBe(403);
    const time = await app.inject({
      method: 'POST',
      url: `/api/tasks/${task.id}/time-entries`,
      headers,
      payload: { minutes: 30 },
    });
    expect(time.statusCode).toBe(403);
  });
});
