// Directors' DINs on a client's compliance profile feed the compliance calendar: each director owes
// a DIR-3 KYC by 30 June of the year after every third financial year counted from their last
// filing, never before 30 June 2026 (rule 12A as substituted by G.S.R. 943(E); see the rule's
// source in rules-2026-27.json).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { profileWith, saveProfile } from '../../test/compliance-generate-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('DINs on the client feeding the compliance calendar', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  const generate = async (clientId: string, from: string, to: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/compliance/generate',
      headers: admin,
      payload: { from, to, clientIds: [clientId] },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const kycItems = async (clientId: string, from: string, to: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/compliance/calendar?from=${from}&to=${to}&code=DIR-3-KYC&clientId=${clientId}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.items as { title: string; dueDate: string; code: string }[])
      .filter((item) => item.code === 'DIR-3-KYC')
      .map((item) => [item.title, item.dueDate])
      .sort();
  };

  it('puts one DIR-3 KYC per director on the calendar, due 30 June of the cycle they have not filed for', async () => {
    const client = await createClient(app, admin, { name: 'Sahyadri Steels Pvt Ltd' });
    const directors = [
      { name: 'Suresh Patil', din: '01234567', lastKycFiledOn: '2026-05-01' },
      { name: 'Kavita Patil', din: '07654321', lastKycFiledOn: null },
    ];
    await saveProfile(
      app,
      practice.orgId,
      client.id,
      profileWith({ entityType: 'company', pan: 'AAGCS4821K', directors }),
    );

    await generate(client.id, '2026-06-01', '2026-06-30');
    const first = await kycItems(client.id, '2026-06-01', '2026-06-30');
    expect(first).toHaveLength(1);
    expect(first[0]![0]).toContain('Kavita Patil (DIN 07654321)');
    expect(first[0]![1]).toBe('2026-06-30');

    await generate(client.id, '2029-06-01', '2029-06-30');
    const next = await kycItems(client.id, '2029-06-01', '2029-06-30');
    expect(next.map(([title, due]) => [title?.includes('DIN 01234567') ? 'Suresh' : 'Kavita', due])).toEqual([
      ['Kavita', '2029-06-30'],
      ['Suresh', '2029-06-30'],
    ]);
  });
});
