import { type InvoiceRow, type NotificationList, todayIn } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('notifications raised by invoices', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let invoice: InvoiceRow;

  const invoiceNews = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    return (res.json().data as NotificationList).notifications.filter((n) => n.type.startsWith('invoice_'));
  };
  const pay = (headers: AuthHeaders, amount: string) =>
    app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment`,
      headers,
      payload: { amount, date: todayIn('Asia/Kolkata'), mode: 'UPI' },
    });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    [admin, leader, member] = (
      await Promise.all([practice.admin, practice.leader, practice.member].map((u) => loginAs(app, u)))
    ).map((s) => s.headers) as [AuthHeaders, AuthHeaders, AuthHeaders];
    await createUser(app, practice.orgId, 'ADMIN', { status: 'Inactive' });
    const client = await createClient(app, admin, {
      name: 'Deccan Auto Components',
      gst: '27AAPFU0939F1ZV',
      email: 'accounts@deccan.test',
    });
    const task = await createPendingTask(app, admin, {
      client: client.id,
      quotation: '10000',
      teamLeader: practice.leader.id,
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    // Issued at once, so the news names its number.
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${res.json().data.invoice.id}/issue`,
      headers: admin,
    });
    invoice = issued.json().data.invoice;
  });
  afterAll(() => app.close());

  it('tells the Admins and Team Leaders, not the sender and not the Team Members, that an invoice was sent', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/send`,
      headers: leader,
      payload: { email: 'accounts@deccan.test' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await invoiceNews(admin)).map((n) => [n.type, n.title, n.message, n.link])).toEqual([
      [
        'invoice_sent',
        `Invoice ${invoice.invoiceNumber} sent`,
        `${practice.leader.name} sent invoice ${invoice.invoiceNumber} (₹11,800.00) to Deccan Auto Components at accounts@deccan.test`,
        '/invoicing/sent',
      ],
    ]);
    expect(await invoiceNews(leader)).toEqual([]);
    expect(await invoiceNews(member)).toEqual([]);
  });

  it('tells them of a part payment, then that the invoice is paid in full', async () => {
    expect((await pay(admin, '5000')).statusCode).toBe(201);
    expect((await invoiceNews(leader)).map((n) => [n.title, n.message])).toEqual([
      [
        `Payment for ${invoice.invoiceNumber}`,
        `${practice.admin.name} recorded ₹5,000.00 from Deccan Auto Components; ₹6,800.00 is still due`,
      ],
    ]);
    expect((await pay(admin, '6800')).statusCode).toBe(201);
    const [paid] = await invoiceNews(leader);
    expect(paid).toMatchObject({
      type: 'invoice_paid',
      title: `Invoice ${invoice.invoiceNumber} paid`,
      message: `${practice.admin.name} recorded ₹6,800.00 from Deccan Auto Components: invoice ${invoice.invoiceNumber} is paid in full`,
    });
    expect((await invoiceNews(admin)).map((n) => n.type)).toEqual(['invoice_sent']);
    expect(await invoiceNews(member)).toEqual([]);
  });

  it('tells no one of a refused payment', async () => {
    const before = (await invoiceNews(leader)).length;
    expect((await pay(admin, '1')).statusCode).toBe(409);
    expect(await invoiceNews(leader)).toHaveLength(before);
  });
});
