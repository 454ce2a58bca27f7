import { VALIDATION } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createClient, createPractice, loginAs } from '../test/factories';

// The bad inputs the hardening issue found answering 500 or 2xx, each on a real row so nothing
// but the input can be the reason for the refusal.
describe('bad input answers 4xx with a message', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let taskId: string;
  let clientId: string;
  let statusId: string;
  let priorityId: string;
  let memberId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    memberId = practice.member.id;
    admin = (await loginAs(app, practice.admin)).headers;
    clientId = (await createClient(app, admin)).id;
    const task = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: 'TDS' },
    });
    taskId = task.json().data.task.id;
    const lists = await Promise.all([
      app.inject({ method: 'GET', url: '/api/config/statuses', headers: admin }),
      app.inject({ method: 'GET', url: '/api/config/priorities', headers: admin }),
    ]);
    statusId = lists[0].json().data.statuses[0].id;
    priorityId = lists[1].json().data.priorities[0].id;
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { ...admin, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const expectRefused = async (res: Awaited<ReturnType<typeof call>>, message?: string) => {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (message) expect(res.json().message).toContain(message);
    else expect(res.json().message).toBeTruthy();
  };

  it('refuses NUL bytes in search, names, addresses, remarks, comments, references and priorities', async () => {
    const nul = 'GST\u0000R1';
    await expectRefused(
      await call('GET', `/api/tasks?scope=all&search=${encodeURIComponent(nul)}`),
      VALIDATION.nulCharacter,
    );
    await expectRefused(await call('PUT', `/api/tasks/${taskId}`, { task: nul }), VALIDATION.nulCharacter);
    await expectRefused(await call('PUT', `/api/tasks/${taskId}`, { remarks: nul }), VALIDATION.nulCharacter);
    await expectRefused(await call('PUT', `/api/clients/${clientId}`, { name: nul, address: 'Pune' }));
    await expectRefused(await call('POST', '/api/clients', { name: 'Acme', address: nul }));
    await expectRefused(await call('POST', `/api/tasks/${taskId}/comments`, { content: nul }));
    await expectRefused(await call('POST', '/api/config/priorities', { name: nul }));
    await expectRefused(
      await call('POST', `/api/invoices/${clientId}/payment`, {
        amount: 10,
        date: '2026-01-05',
        mode: 'UPI',
        reference: nul,
      }),
    );
  });

  it('refuses dates outside 1900–2100 and days that do not exist', async () => {
    await expectRefused(await call('PUT', `/api/tasks/${taskId}`, { dueDate: '0000-01-01' }));
    await expectRefused(await call('PUT', `/api/tasks/${taskId}`, { dueDate: '2101-01-01' }));
    await expectRefused(
      await call('POST', `/api/tasks/${taskId}/time-entries`, { minutes: 30, date: '2026-02-30' }),
    );
    expect((await call('PUT', `/api/tasks/${taskId}`, { dueDate: '2100-12-31' })).statusCode).toBe(200);
  });

  it('refuses a date with anything after it, and takes a full ISO timestamp', async () => {
    await expectRefused(await call('PUT', `/api/tasks/${taskId}`, { dueDate: '2026-11-27garbage' }));
    await expectRefused(await call('PUT', `/api/tasks/${taskId}`, { dueDate: '2026-11-27 ' }));
    const stamped = await call('PUT', `/api/tasks/${taskId}`, { dueDate: '2026-11-28T00:00:00.000Z' });
    expect(stamped.statusCode, stamped.body).toBe(200);
    expect(stamped.json().data.task.dueDate).toBe('2026-11-28');
  });

  it('refuses a template estimate that is an object or a list, keeping the stored one', async () => {
    const made = await call('POST', '/api/config/task-templates', {
      name: 'Loose estimate',
      subTasks: ['One'],
      defaultEstimatedTime: 300,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.template.id as string;
    for (const defaultEstimatedTime of [{ zz: [1] }, [300], true])
      await expectRefused(
        await call('PUT', `/api/config/task-templates/${id}`, {
          name: 'Loose estimate',
          subTasks: ['One'],
          defaultEstimatedTime,
        }),
      );
    const list = await call('GET', '/api/config/task-templates');
    const stored = list.json().data.templates.find((t: { id: string }) => t.id === id);
    expect(stored.defaultEstimatedTime).toBe(300);
  });

  it('refuses the same out-of-range page on a list and on its export', async () => {
    for (const page of ['99999999999999999999', '0', '-1', '1.5', 'abc', '100001'])
      for (const url of [
        '/api/registers/udin',
        '/api/registers/udin/export',
        '/api/clients',
        '/api/invoices',
      ])
        await expectRefused(await call('GET', `${url}?page=${page}`));
    expect((await call('GET', '/api/registers/udin?page=100000')).statusCode).toBe(200);
  });

  it('refuses a negative amount wherever money is typed, as it refuses -1', async () => {
    const templates = await call('GET', '/api/config/task-templates');
    const templateId = templates.json().data.templates[0].id as string;
    const money = [
      ['POST', `/api/tasks/${taskId}/quotation`, (amount: string) => ({ amount })],
      ['PUT', '/api/invoicing/rates/hourly', (amount: string) => ({ hourlyRate: amount })],
      [
        'PUT',
        `/api/invoicing/rates/users/${memberId}`,
        (amount: string) => ({ billingRate: amount, costRate: null }),
      ],
      ['PUT', `/api/clients/${clientId}/fees`, (amount: string) => ({ templateId, fee: amount })],
    ] as const;
    for (const [method, url, body] of money) {
      for (const amount of ['-50000.00', '-1', '-0.01', '1e5', '9999999999999.99'])
        await expectRefused(await call(method, url, body(amount)));
      const typed = await call(method, url, body('1500.50'));
      expect(typed.statusCode, `${url}: ${typed.body}`).toBe(200);
    }
  });

  it('answers 404 to a route that does not exist, whatever it is sent', async () => {
    for (const method of ['GET', 'POST', 'PUT'] as const) {
      const res = await call(method, '/api/no-such-route', method === 'GET' ? undefined : { any: 'body' });
      expect(res.statusCode, res.body).toBe(404);
    }
  });

  it('refuses an empty update of a status or a priority', async () => {
    await expectRefused(
      await call('PUT', `/api/config/statuses/${statusId}`, {}),
      VALIDATION.nothingToUpdate,
    );
    await expectRefused(
      await call('PUT', `/api/config/priorities/${priorityId}`, {}),
      VALIDATION.nothingToUpdate,
    );
  });

  it('refuses a JSON array or scalar where an object is expected', async () => {
    for (const payload of [[], [{ task: 'GST' }], 'GST', 5]) {
      await expectRefused(await call('POST', '/api/tasks', payload));
      await expectRefused(await call('POST', '/api/day-ends', payload));
      await expectRefused(await call('PUT', `/api/clients/${clientId}`, payload));
      await expectRefused(await call('PUT', `/api/tasks/${taskId}`, payload));
      await expectRefused(await call('PUT', `/api/users/${memberId}`, payload));
      await expectRefused(await call('POST', '/api/auth/logout', payload));
    }
    const list = await call('GET', '/api/tasks?scope=all');
    expect(list.json().data.tasks).toHaveLength(1);
  });

  it('refuses fields the contract does not name', async () => {
    await expectRefused(
      await call('PUT', `/api/tasks/${taskId}`, { task: 'GST', owner: 'x' }),
      VALIDATION.unknownField,
    );
    await expectRefused(await call('GET', '/api/clients?colour=red'), VALIDATION.unknownField);
  });
});
