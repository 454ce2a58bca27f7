import { financialYearRange, type PracticeUsage, todayIn } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('the practice usage on Plans & Billing', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  const usage = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/practice/usage', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data.usage as PracticeUsage;
  };
  const invoiceFor = async (clientId: string) => {
    const task = await createPendingTask(app, admin, { client: clientId, quotation: '2500' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    const id = res.json().data?.invoice?.id as string | undefined;
    if (!id) throw new Error(`invoice generation answered ${res.statusCode}: ${res.body}`);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('counts active people, active clients, every task and this financial year’s invoices', async () => {
    await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Inactive' });
    await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Invited' });
    const client = await createClient(app, admin, { gst: '27AAPFU0939F1ZV', email: 'accounts@usage.test' });
    const closed = await createClient(app, admin);
    await app.inject({
      method: 'PUT',
      url: `/api/clients/${closed.id}`,
      headers: admin,
      payload: { isActive: false },
    });
    await app.inject({ method: 'POST', url: '/api/tasks', headers: admin, payload: { task: 'Bookkeeping' } });
    await invoiceFor(client.id);
    const lastYear = await invoiceFor(client.id);
    const year = financialYearRange(todayIn('Asia/Kolkata'));
    await app.database.db
      .update(invoices)
      .set({ invoiceDate: `${Number(year.from.slice(0, 4)) - 1}-12-31` })
      .where(eq(invoices.id, lastYear));

    expect(await usage(admin)).toEqual({
      activeUsers: 3,
      clients: 1,
      tasks: 3,
      invoicesThisYear: 1,
      financialYear: year,
    });
  });

  it('answers every signed-in person of the practice, and only about their own practice', async () => {
    const member = (await loginAs(app, practice.member)).headers;
    expect((await usage(member)).activeUsers).toBe(3);
    const other = await createPractice(app);
    const otherUsage = await usage((await loginAs(app, other.admin)).headers);
    expect(otherUsage).toMatchObject({ activeUsers: 3, clients: 0, tasks: 0, invoicesThisYear: 0 });
    expect((await app.inject({ method: 'GET', url: '/api/practice/usage' })).statusCode).toBe(401);
  });

  it('takes the financial year from April to March', () => {
    expect(financialYearRange('2026-03-31')).toEqual({
      label: '2025-26',
      from: '2025-04-01',
      to: '2026-03-31',
    });
    expect(financialYearRange('2026-04-01')).toEqual({
      label: '2026-27',
      from: '2026-04-01',
      to: '2027-03-31',
    });
  });
});
