import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

// Bulk changes of tasks answer the number of tasks they really changed.
describe('POST /tasks/bulk-update', () => {
  let app: TestApp;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());

  const newTask = async (priority: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: 'ROC filing', priority },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.task.id as string;
  };

  it('counts only the tasks whose values changed, each once', async () => {
    const [high, low] = [await newTask('High'), await newTask('Low')];
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/bulk-update',
      headers: admin,
      payload: { ids: [high, low, low], updates: { priority: 'High' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated).toBe(1);
    expect(res.json().message).toBe('1 tasks updated successfully');
  });
});
