import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

// Two people changing the same tasks at once: the second waits for the first and then applies its
// change to the task as the first left it. (On PostgreSQL a write that waited for a task whose
// status had just changed re-read the row with its old status joined, found nothing, and
// answered 404 "Task not found".)
describe('writes of the same tasks at once', () => {
  let app: TestApp;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url: `/api${url}`, headers: admin, payload });

  it('applies every status change and bulk change, none answered 404', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        (await send('POST', '/tasks', { task: `Shared ${i}`, priority: 'Medium' })).json().data.task.id,
      );
    const statuses = ['In Process', 'In Review', 'To Do', 'Completed'];
    const answers = await Promise.all([
      ...ids.flatMap((id, i) =>
        [0, 1, 2].map((round) => send('PUT', `/tasks/${id}`, { status: statuses[(i + round) % 4] })),
      ),
      send('POST', '/tasks/bulk-update', { ids, updates: { priority: 'High' } }),
      send('POST', '/tasks/bulk-update', { ids: ids.slice(2), updates: { dueDate: '2027-01-15' } }),
    ]);
    expect(answers.map((res) => res.statusCode).filter((code) => code !== 200)).toEqual([]);
    const listed = (
      await app.inject({ method: 'GET', url: '/api/tasks?scope=all&search=Shared', headers: admin })
    ).json().data.tasks as { priority: string; dueDate: string | null }[];
    expect(listed.map((t) => t.priority)).toEqual(Array(6).fill('High'));
    expect(listed.filter((t) => t.dueDate === '2027-01-15')).toHaveLength(4);
  });
});
