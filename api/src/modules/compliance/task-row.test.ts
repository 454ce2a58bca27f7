// The task grid's rows say which tasks are generated obligations: GET /tasks and GET /tasks/:id
// carry `compliance` (the item, its period, original due date, extension and filing), or null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('the compliance of a task row', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let generated: { taskId: string; itemId: string };
  let plainTaskId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    const client = await createClient(app, admin, { name: 'Lotus Logistics' });
    generated = await createObligation(app, admin, practice.orgId, {
      clientId: client.id,
      code: 'GSTR-3B',
      period: '2026-10',
      dueDate: '2026-11-30',
      originalDueDate: '2026-11-20',
      extensionNote: 'Notification 12/2026 – Central Tax',
      filedOn: '2026-11-25',
      arn: 'AA271126000123Z',
      allottedTo: practice.member.id,
    });
    const plain = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client: client.id, task: 'Audit file review' },
    });
    plainTaskId = plain.json().data.task.id;
  });
  afterAll(() => app.close());

  const expected = () => ({
    itemId: generated.itemId,
    code: 'GSTR-3B',
    period: '2026-10',
    originalDueDate: '2026-11-20',
    extensionNote: 'Notification 12/2026 – Central Tax',
    filedOn: '2026-11-25',
    arn: 'AA271126000123Z',
  });

  it('lists a generated task with its obligation and any other task with none', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tasks?scope=all', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.tasks as { id: string; compliance: unknown }[];
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === generated.taskId)?.compliance).toEqual(expected());
    expect(rows.find((row) => row.id === plainTaskId)?.compliance).toBeNull();
  });

  it('answers the obligation with the single task, to the person it is allotted to', async () => {
    const member = (await loginAs(app, practice.member)).headers;
    const res = await app.inject({ method: 'GET', url: `/api/tasks/${generated.taskId}`, headers: member });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.task).toMatchObject({ dueDate: '2026-11-30', compliance: expected() });
  });

  it('keeps the row after an edit of the task, and its compliance with it', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/tasks/${generated.taskId}`,
      headers: admin,
      payload: { remarks: 'Filed with the late fee waived' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.task.compliance).toEqual(expected());
  });
});
