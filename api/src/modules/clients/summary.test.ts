import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { issueInvoice, pay } from '../../test/receivables-fixtures';

describe('the client page counts (GET /clients/:id/summary)', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;
  let outsider: AuthHeaders;
  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    outsider = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());

  const summary = (id: string, headers: AuthHeaders) =>
    app.inject({ method: 'GET', url: `/api/clients/${id}/summary`, headers });
  const task = (clientId: string, fields: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client: clientId, task: 'Audit', subTask: 'Vouching', et: 60, ...fields },
    });

  it('counts open tasks, time, invoices and payments for an Admin', async () => {
    const client = await createClient(app, admin, { stateCode: '27' });
    expect((await task(client.id, { tt: 90 })).statusCode).toBe(201);
    expect((await task(client.id, { status: 'Completed', tt: 30 })).statusCode).toBe(201);
    const invoice = await issueInvoice(app, admin, client.id);
    expect((await pay(app, admin, invoice.id, '500')).statusCode).toBe(201);
    const res = await summary(client.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary).toMatchObject({
      openTasks: 1,
      timeMinutes: 120,
      invoices: 1,
      payments: 1,
      contacts: 0,
      compliance: 0,
    });
    expect(res.json().data.summary.history).toBeGreaterThan(0);
  });

  it("shows a Team Member only their own tasks and none of the client's money", async () => {
    const client = await createClient(app, admin, { stateCode: '27' });
    await task(client.id, { allottedTo: practice.member.id });
    await task(client.id, {});
    await issueInvoice(app, admin, client.id);
    const res = await summary(client.id, member);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary).toMatchObject({
      openTasks: 1,
      invoices: null,
      payments: null,
      unbilled: null,
    });
    const open = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/tasks?open=true`,
      headers: member,
    });
    expect(open.json().data.tasks).toHaveLength(1);
  });

  it("answers 404 for another practice's client", async () => {
    const client = await createClient(app, admin, { stateCode: '27' });
    expect((await summary(client.id, outsider)).statusCode).toBe(404);
  });
});
