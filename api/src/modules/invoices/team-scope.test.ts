import { gstinCheckChar, type InvoiceRow } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  createUser,
  loginAs,
} from '../../test/factories';
import { practiceToday } from '../../test/practice-today';

const CLIENT_GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;
const today = practiceToday();

describe('a Team Leader invoices their team’s clients only, as their reports are scoped', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let ravi: AuthHeaders;
  let ravisInvoice: InvoiceRow;
  let latasInvoice: InvoiceRow;
  let latasPending: string;
  let ravisPending: string;

  const generate = async (headers: AuthHeaders, taskIds: string[]) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/invoices/generate-from-tasks',
        headers,
        payload: { taskIds },
      })
    ).json().data.invoice as InvoiceRow;
  const tab = async (headers: AuthHeaders, status: string) =>
    (await app.inject({ method: 'GET', url: `/api/invoices?status=${status}&limit=100`, headers })).json()
      .data;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ravi = (await loginAs(app, practice.leader)).headers;
    const lata = (await loginAs(app, await createUser(app, practice.orgId, 'TEAM_LEADER'))).headers;
    const ravisClient = await createClient(app, admin, { gst: CLIENT_GSTIN });
    const latasClient = await createClient(app, admin, { gst: CLIENT_GSTIN });
    // A Team Leader's tasks are led by them.
    ravisInvoice = await generate(ravi, [await createPendingTask(app, ravi, { client: ravisClient.id })]);
    latasInvoice = await generate(lata, [await createPendingTask(app, lata, { client: latasClient.id })]);
    ravisPending = await createPendingTask(app, ravi, { client: ravisClient.id });
    latasPending = await createPendingTask(app, lata, { client: latasClient.id });
  });
  afterAll(() => app.close());

  it('lists only the invoices and pending tasks of their team; the Admin sees the practice', async () => {
    const ravisIds = (await tab(ravi, 'generated')).invoices.map((i: InvoiceRow) => i.id);
    expect(ravisIds).toEqual([ravisInvoice.id]);
    expect((await tab(ravi, 'generated')).pagination.total).toBe(1);
    const ravisTasks = (await tab(ravi, 'pending')).tasks.map((t: { id: string }) => t.id);
    expect(ravisTasks).toEqual([ravisPending]);
    const all = (await tab(admin, 'generated')).invoices.map((i: InvoiceRow) => i.id);
    expect(all).toEqual(expect.arrayContaining([ravisInvoice.id, latasInvoice.id]));
    expect((await tab(admin, 'pending')).pagination.total).toBe(2);
  });

  it('answers 404 for another team’s invoice or task, and changes nothing', async () => {
    const id = latasInvoice.id;
    const calls = [
      { method: 'GET', url: `/api/invoices/${id}` },
      { method: 'GET', url: `/api/invoices/${id}/download` },
      { method: 'POST', url: `/api/invoices/${id}/send`, payload: { email: 'a@b.test' } },
      { method: 'DELETE', url: `/api/invoices/${id}/revert` },
      {
        method: 'POST',
        url: `/api/invoices/${id}/payment`,
        payload: { amount: '1', date: today, mode: 'UPI' },
      },
      { method: 'PUT', url: `/api/invoices/${id}/done` },
      { method: 'PUT', url: `/api/invoices/${id}/status`, payload: { status: 'Sent' } },
      { method: 'POST', url: `/api/invoices/${id}/issue` },
      { method: 'PUT', url: `/api/invoices/pending/${latasPending}/done` },
      { method: 'POST', url: '/api/invoices/generate-from-tasks', payload: { taskIds: [latasPending] } },
      { method: 'GET', url: `/api/clients/${latasInvoice.clientId}/invoices` },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: ravi });
      if (call.url.endsWith('/invoices')) {
        expect(res.json().data.invoices, call.url).toEqual([]);
        continue;
      }
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const still = (await app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: admin })).json()
      .data.invoice;
    expect(still).toMatchObject({ status: 'Generated', paidAmount: '0.00' });
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${ravisInvoice.id}/issue`,
      headers: ravi,
    });
    expect(issued.statusCode).toBe(200);
    const own = await app.inject({
      method: 'POST',
      url: `/api/invoices/${ravisInvoice.id}/payment`,
      headers: ravi,
      payload: { amount: '1', date: today, mode: 'UPI' },
    });
    expect(own.statusCode).toBe(201);
  });
});
