import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createClient, createPractice, loginAs } from '../../test/factories';

// Bulk actions answer the number of clients they really changed.
describe('POST /clients/bulk', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let otherAdmin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
    otherAdmin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());

  const bulk = (ids: string[], action: string, headers = admin) =>
    app.inject({ method: 'POST', url: '/api/clients/bulk', headers, payload: { ids, action } });

  it('counts only the deactivations that happened', async () => {
    const [a, b] = await Promise.all([createClient(app, admin), createClient(app, admin)]);
    const foreign = await createClient(app, otherAdmin);
    const first = await bulk([a.id, foreign.id, '6f1f7a35-3b44-4b8e-9d4e-1b2c3d4e5f60'], 'deactivate');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.updated).toBe(1);
    expect(first.json().message).toBe('1 client(s) deactivated');
    const again = await bulk([a.id, b.id], 'deactivate');
    expect(again.json().data.updated).toBe(1);
    const foreignRow = await app.inject({
      method: 'GET',
      url: `/api/clients/${foreign.id}`,
      headers: otherAdmin,
    });
    expect(foreignRow.json().data.client.isActive).toBe(true);
  });

  it('reports a client with work as deactivated only when it was active', async () => {
    const client = await createClient(app, admin);
    const task = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client: client.id, task: 'Audit' },
    });
    expect(task.statusCode).toBe(201);
    const empty = await createClient(app, admin);
    const first = await bulk([client.id, empty.id], 'delete');
    expect(first.json().data).toEqual({ deleted: 1, deactivated: 1 });
    const second = await bulk([client.id, empty.id], 'delete');
    expect(second.json().data).toEqual({ deleted: 0, deactivated: 0 });
    expect(second.json().message).toBe('Deleted 0 client(s)');
  });
});
