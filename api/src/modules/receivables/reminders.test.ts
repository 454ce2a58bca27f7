import { gstinCheckChar, type InvoiceReminder, RECEIVABLES_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';
import { issueInvoice, pay } from '../../test/receivables-fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { runInvoiceReminders } from './reminder-job';

const GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('reminders of overdue invoices', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;
  let client: { id: string };

  const remind = (headers: AuthHeaders, id: string, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: `/api/invoices/${id}/reminders`, headers, payload });
  const log = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/invoices/${id}/reminders`, headers: admin })).json().data
      .reminders as InvoiceReminder[];
  const deps = () => ({ mailer: app.mailer, ...app.invoicePdfDependencies });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    await updateInvoiceSettings(app, admin, { companyName: 'Shah & Co', companyEmail: 'accounts@shah.test' });
    client = await createClient(app, admin, {
      gst: GSTIN,
      name: 'Acme Traders',
      email: 'accounts@acme.test',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('mails the invoice PDF and the balance to the client, and logs who sent it', async () => {
    // Dated 40 days ago, due in 15: 25 days overdue; 500 paid of 1180.
    const invoice = await issueInvoice(app, admin, client.id, { ageDays: 40 });
    await pay(app, admin, invoice.id, '500');
    const res = await remind(admin, invoice.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(RECEIVABLES_MESSAGES.reminderSent('accounts@acme.test'));
    const mail = smtp.messages.at(-1);
    expect(mail?.subject).toBe(`Payment reminder: invoice ${invoice.invoiceNumber} from Shah & Co`);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('accounts@acme.test');
    expect(mail?.text).toContain('Balance due: ₹680.00');
    expect(mail?.text).toContain('25 days past its due date');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${invoice.invoiceNumber}.pdf`, 'application/pdf'],
    ]);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [logged] = await log(invoice.id);
    expect(logged).toMatchObject({
      sentTo: 'accounts@acme.test',
      sentBy: expect.any(String),
      automatic: false,
      step: null,
      balance: '680.00',
    });
  });

  it('refuses an invoice not yet due, a draft and a Team Member', async () => {
    const notDue = await issueInvoice(app, admin, client.id, { ageDays: 3 });
    const draft = await issueInvoice(app, admin, client.id, { ageDays: 40, status: 'Generated' });
    for (const id of [notDue.id, draft.id]) {
      const res = await remind(admin, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(RECEIVABLES_MESSAGES.notOverdue);
    }
    expect((await remind(member, notDue.id)).statusCode).toBe(403);
  });

  it('answers 404 to a Team Leader for an invoice of a client outside their team', async () => {
    const leader = (await loginAs(app, practice.leader)).headers;
    const invoice = await issueInvoice(app, admin, client.id, { ageDays: 40 });
    expect((await remind(leader, invoice.id)).statusCode).toBe(404);
    const log = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/reminders`,
      headers: leader,
    });
    expect(log.statusCode).toBe(404);
    const own = await createClient(app, leader, { gst: GSTIN, email: 'team@client.test' });
    const theirs = await issueInvoice(app, leader, own.id, { ageDays: 40 });
    expect((await remind(leader, theirs.id)).statusCode).toBe(201);
  });

  it('sends each scheduled step once, however often the job runs', async () => {
    const other = await createClient(app, admin, { gst: GSTIN, email: 'pay@other.test' });
    // Due 10 days ago (dated 25 days ago, due in 15).
    const invoice = await issueInvoice(app, admin, other.id, { ageDays: 25 });
    const dueDate = invoice.dueDate;
    const at = (daysAfterDue: number) => dayjs(`${dueDate}T12:00:00+05:30`).add(daysAfterDue, 'day').toDate();
    const run = (daysAfterDue: number) =>
      runInvoiceReminders(app.database.db, deps(), { now: at(daysAfterDue), practiceIds: [practice.orgId] });
    const mailsTo = () =>
      smtp.messages.filter((m) => m.to && 'text' in m.to && m.to.text === 'pay@other.test');

    // Off by default.
    expect((await run(8)).sent).toBe(0);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/invoicing/reminder-schedule',
      headers: admin,
      payload: { enabled: true, firstAfterDays: 7, repeatEveryDays: 14 },
    });
    expect(saved.statusCode).toBe(200);
    await run(6);
    expect(mailsTo()).toHaveLength(0);
    await run(7);
    await run(7);
    await run(8);
    expect(mailsTo()).toHaveLength(1);
    // Two processes at once: the advisory lock and the step's unique row keep it to one.
    await Promise.all([run(21), run(21), run(22)]);
    expect(mailsTo()).toHaveLength(2);
    const steps = (await log(invoice.id)).map((r) => [r.step, r.automatic, r.sentBy]);
    expect(steps).toEqual([
      [1, true, null],
      [2, true, null],
    ]);
    // Paid in full: no more reminders.
    await pay(app, admin, invoice.id, '1180');
    await run(35);
    expect(mailsTo()).toHaveLength(2);
  });
});
