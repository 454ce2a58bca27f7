import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { invoiceFor } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, createUser, loginAs } from '../../test/factories';

describe("advances and retainers: Admin and the client's Team Leader only", () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let ravi: AuthHeaders;
  let lata: AuthHeaders;
  let member: AuthHeaders;
  let outsider: AuthHeaders;
  let clientId: string;
  let invoiceId: string;
  let advanceId: string;
  let retainerId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ravi = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    lata = (await loginAs(app, await createUser(app, practice.orgId, 'TEAM_LEADER'))).headers;
    outsider = (await loginAs(app, (await createPractice(app)).admin)).headers;
    // Ravi leads the client's task, so the client is in his team's scope only.
    const invoice = await invoiceFor(app, ravi, { status: 'Generated' });
    [clientId, invoiceId] = [invoice.clientId, invoice.id];
    const advance = await app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/advances`,
      headers: ravi,
      payload: { amount: '100', date: invoice.generatedDate, mode: 'UPI', description: 'Advance' },
    });
    expect(advance.statusCode).toBe(201);
    advanceId = advance.json().data.advance.id;
    const retainer = await app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/retainers`,
      headers: ravi,
      payload: {
        frequency: 'Monthly',
        amount: '100',
        description: 'Retainer',
        startDate: '2030-01-01',
        dayOfIssue: 1,
      },
    });
    expect(retainer.statusCode).toBe(201);
    retainerId = retainer.json().data.retainer.id;
  });
  afterAll(() => app.close());

  const retainerBody = {
    frequency: 'Monthly',
    amount: '1',
    description: 'r',
    startDate: '2030-01-01',
    dayOfIssue: 1,
  };
  const calls = () => [
    { method: 'GET' as const, url: `/api/clients/${clientId}/advances` },
    {
      method: 'POST' as const,
      url: `/api/clients/${clientId}/advances`,
      payload: { amount: '1', date: '2026-04-01', mode: 'UPI', description: 'd' },
    },
    { method: 'GET' as const, url: `/api/advances/${advanceId}/download` },
    {
      method: 'POST' as const,
      url: `/api/invoices/${invoiceId}/advance-adjustments`,
      payload: { advanceId },
    },
    { method: 'GET' as const, url: `/api/clients/${clientId}/retainers` },
    { method: 'POST' as const, url: `/api/clients/${clientId}/retainers`, payload: retainerBody },
    {
      method: 'PUT' as const,
      url: `/api/clients/${clientId}/retainers/${retainerId}`,
      payload: retainerBody,
    },
    { method: 'DELETE' as const, url: `/api/clients/${clientId}/retainers/${retainerId}` },
  ];

  it('refuses a Team Member with 403', async () => {
    for (const call of calls())
      expect((await app.inject({ ...call, headers: member })).statusCode, call.url).toBe(403);
  });

  it("answers 404 to another team's leader and to another practice", async () => {
    for (const headers of [lata, outsider])
      for (const call of calls())
        expect((await app.inject({ ...call, headers })).statusCode, `${call.method} ${call.url}`).toBe(404);
  });

  it("serves the Admin and the client's Team Leader", async () => {
    for (const headers of [admin, ravi]) {
      const list = await app.inject({ ...calls()[0], headers });
      expect(list.json().data.advances.map((a: { id: string }) => a.id)).toEqual([advanceId]);
      const retainers = await app.inject({ ...calls()[4], headers });
      expect(retainers.json().data.retainers).toHaveLength(1);
    }
    const pdf = await app.inject({ ...calls()[2], headers: ravi });
    expect(pdf.statusCode).toBe(200);
  });

  it("keeps a client's money out of a Team Member's History, and where changes came from out of a leader's", async () => {
    type Entry = { entity: string; ip: string | null; session: string | null };
    const history = async (headers: AuthHeaders) => {
      const res = await app.inject({ method: 'GET', url: `/api/clients/${clientId}/history`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.entries as Entry[];
    };
    const forAdmin = await history(admin);
    expect(forAdmin.map((e) => e.entity)).toContain('advances');
    expect(forAdmin.some((e) => e.ip !== null)).toBe(true);
    const forMember = await history(member);
    expect(
      forMember.filter((e) => ['advances', 'invoices', 'payments', 'credit_notes'].includes(e.entity)),
    ).toEqual([]);
    const forLeader = await history(ravi);
    expect(forLeader.map((e) => e.entity)).toContain('advances');
    for (const entry of [...forMember, ...forLeader]) expect([entry.ip, entry.session]).toEqual([null, null]);
  });

  it('lists unadjusted advances practice-wide for the Admin and the Team Leader, never a Team Member', async () => {
    const list = (headers: AuthHeaders, show = 'unadjusted') =>
      app.inject({ method: 'GET', url: `/api/advances?show=${show}`, headers });
    expect((await list(member)).statusCode).toBe(403);
    for (const headers of [admin, ravi]) {
      const res = await list(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.advances).toEqual([
        expect.objectContaining({
          id: advanceId,
          clientId,
          unadjustedAmount: '100.00',
          adjustedAmount: '0.00',
        }),
      ]);
    }
    // Another team's leader and another practice see none of it.
    for (const headers of [lata, outsider])
      expect((await list(headers, 'all')).json().data.advances).toEqual([]);
    expect((await list(admin, 'some')).statusCode).toBe(400);
  });

  it("counts an unadjusted advance in receivables as a credit against the client's balance", async () => {
    const receivables = async (headers: AuthHeaders) =>
      (await app.inject({ method: 'GET', url: '/api/reports/receivables', headers })).json().data;
    for (const headers of [admin, ravi]) {
      const report = await receivables(headers);
      // Its only invoice is a draft, which owes nothing; the advance is the client's money held.
      expect(report.rows).toEqual([
        expect.objectContaining({ clientId, invoices: 0, total: '0.00', advances: '100.00', net: '-100.00' }),
      ]);
      expect(report.totals).toMatchObject({ advances: '100.00', net: '-100.00' });
    }
    expect((await receivables(lata)).rows).toEqual([]);
  });
});
