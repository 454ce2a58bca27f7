import { ERRORS, gstinCheckChar, type InvoiceRow } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
} from '../../test/factories';
import { practiceToday } from '../../test/practice-today';

const CLIENT_GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;
const today = practiceToday();

/** Every invoice call, for an invoice id and a pending task id. */
function calls(invoiceId: string, taskId: string) {
  return [
    { method: 'GET', url: '/api/invoices?status=pending' },
    { method: 'GET', url: '/api/invoices?status=generated' },
    { method: 'GET', url: `/api/invoices/${invoiceId}` },
    { method: 'POST', url: '/api/invoices/generate-from-tasks', payload: { taskIds: [taskId] } },
    {
      method: 'POST',
      url: '/api/invoices/update-client-and-generate',
      payload: { taskIds: [taskId], clientId: invoiceId, address: 'Pune', gst: CLIENT_GSTIN },
    },
    { method: 'GET', url: `/api/invoices/${invoiceId}/download` },
    { method: 'POST', url: `/api/invoices/${invoiceId}/send`, payload: { email: 'a@b.test' } },
    { method: 'DELETE', url: `/api/invoices/${invoiceId}/revert` },
    {
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payment`,
      payload: { amount: '1', date: today, mode: 'UPI' },
    },
    { method: 'PUT', url: `/api/invoices/${invoiceId}/done` },
    { method: 'PUT', url: `/api/invoices/${invoiceId}/status`, payload: { status: 'Sent' } },
    { method: 'PUT', url: `/api/invoices/pending/${taskId}/done` },
  ] as const;
}

describe('who may use invoicing', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let member: AuthHeaders;
  let outsider: AuthHeaders;
  let invoice: InvoiceRow;
  let pendingTask: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    outsider = (await loginAs(app, (await createPractice(app)).admin)).headers;
    const client = await createClient(app, admin, { gst: CLIENT_GSTIN });
    const billed = await createPendingTask(app, admin, { client: client.id });
    pendingTask = await createPendingTask(app, admin, { client: client.id });
    invoice = (
      await app.inject({
        method: 'POST',
        url: '/api/invoices/generate-from-tasks',
        headers: admin,
        payload: { taskIds: [billed] },
      })
    ).json().data.invoice;
  });
  afterAll(() => app.close());

  it('refuses a Team Member every invoice call, before reading or checking anything', async () => {
    for (const call of [...calls(invoice.id, pendingTask), ...calls('not-an-id', 'not-an-id')]) {
      const res = await app.inject({ ...call, headers: member });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().message).toBe(ERRORS.forbidden);
    }
  });

  it('refuses a Team Member the invoices of a client', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/clients/${invoice.clientId}/invoices`,
      headers: member,
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for another practice’s invoice or task, and changes nothing', async () => {
    const foreign = calls(invoice.id, pendingTask).filter((call) => !call.url.includes('?status='));
    for (const call of foreign) {
      const res = await app.inject({ ...call, headers: outsider });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const still = (
      await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin })
    ).json().data.invoice;
    expect(still).toMatchObject({ status: 'Generated', paidAmount: '0.00' });
    const outsiders = (
      await app.inject({ method: 'GET', url: '/api/invoices?status=generated', headers: outsider })
    ).json().data.invoices;
    expect(outsiders).toEqual([]);
  });

  it('asks for a sign-in first', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/invoices' })).statusCode).toBe(401);
  });
});
