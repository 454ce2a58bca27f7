import type { ClientFee, PracticeRates } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskTemplates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('billing rates', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
  });
  afterAll(() => app.close());

  it('lets an Admin set the hourly rate and each person’s billing and cost rates, exactly', async () => {
    const hourly = await app.inject({
      method: 'PUT',
      url: '/api/invoicing/rates/hourly',
      headers: admin,
      payload: { hourlyRate: '2500.5' },
    });
    expect(hourly.statusCode, hourly.body).toBe(200);
    const user = await app.inject({
      method: 'PUT',
      url: `/api/invoicing/rates/users/${practice.member.id}`,
      headers: admin,
      payload: { billingRate: '1800', costRate: '650.75' },
    });
    expect(user.statusCode, user.body).toBe(200);
    const rates = (await app.inject({ method: 'GET', url: '/api/invoicing/rates', headers: admin })).json()
      .data as PracticeRates;
    expect(rates.hourlyRate).toBe('2500.50');
    expect(rates.users.find((u) => u.id === practice.member.id)).toMatchObject({
      billingRate: '1800.00',
      costRate: '650.75',
    });
  });

  it('refuses a team leader the rates and an amount that is not rupees', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/invoicing/rates', headers: leader });
    expect(res.statusCode).toBe(403);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/invoicing/rates/hourly',
      headers: admin,
      payload: { hourlyRate: '12.345' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps one fee per client and template: set, changed, removed', async () => {
    const client = await createClient(app, admin);
    const [template] = await app.database.db
      .insert(taskTemplates)
      .values({ orgId: practice.orgId, name: `ROC filing ${Date.now()}` })
      .returning();
    if (!template) throw new Error('no template');
    const put = (fee: string | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/clients/${client.id}/fees`,
        headers: admin,
        payload: { templateId: template.id, fee },
      });
    await put('5000');
    const changed = await put('5500.10');
    expect(changed.json().data.fees as ClientFee[]).toEqual([
      { templateId: template.id, templateName: template.name, fee: '5500.10' },
    ]);
    const removed = await app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}/fees`,
      headers: admin,
      payload: { templateId: template.id, fee: null },
    });
    expect(removed.json().data.fees).toEqual([]);
  });
});
