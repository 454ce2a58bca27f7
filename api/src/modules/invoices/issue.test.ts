import { INVOICE_MESSAGES, type InvoiceRow, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTRA_STATE_GSTIN } from '../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
} from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { runRetainers } from '../retainers/job';

describe("a retainer's draft is numbered when issued, not when drafted", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: AuthHeaders;
  let orgId: string;
  let leaderId: string;
  const today = todayIn('Asia/Kolkata');

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    const practice = await createPractice(app);
    orgId = practice.orgId;
    leaderId = practice.leader.id;
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const invoice = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/invoices/${id}`, headers: admin })).json().data
      .invoice as InvoiceRow;
  /** A client with a monthly retainer, drafted by the job: the draft's id. */
  async function retainerDraft(email: string | null = null) {
    const client = await createClient(app, admin, { gst: INTRA_STATE_GSTIN, ...(email ? { email } : {}) });
    const saved = await app.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/retainers`,
      headers: admin,
      payload: {
        frequency: 'Monthly',
        amount: '5000',
        description: 'Retainer',
        startDate: today,
        // Issued on the 1st: a retainer starting later in that month is due on its start date,
        // so today's draft is due whatever the day of the month.
        dayOfIssue: 1,
      },
    });
    expect(saved.statusCode).toBe(201);
    await runRetainers(app.database.db, null, { practiceIds: [orgId] });
    const res = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/retainers`,
      headers: admin,
    });
    const id = res.json().data.retainers[0]?.invoices[0]?.invoiceId as string;
    expect(id).toBeTruthy();
    return { id, clientId: client.id };
  }
  /** A task invoice, generated as a draft and issued at once: numbered then. */
  async function taskInvoice(clientId: string) {
    const task = await createPendingTask(app, admin, {
      teamLeader: leaderId,
      client: clientId,
      quotation: '1000',
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    const draft = res.json().data.invoice as InvoiceRow;
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${draft.id}/issue`,
      headers: admin,
    });
    return issued.json().data.invoice as InvoiceRow;
  }
  const sequenceOf = (n: string | null) => Number(n?.replace('INV-', ''));

  it('drafts without a number, shown as Draft, and takes no payment before it is issued', async () => {
    const { id } = await retainerDraft();
    const draft = await invoice(id);
    expect(draft).toMatchObject({ status: 'Generated', invoiceNumber: null, totalAmount: '5900.00' });
    const pay = await app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payment`,
      headers: admin,
      payload: { date: today, mode: 'UPI', amount: '100' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(INVOICE_MESSAGES.paymentOnUnnumberedDraft);
    const pdf = await app.inject({ method: 'GET', url: `/api/invoices/${id}/download`, headers: admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Draft.pdf');
  });

  it('takes the next number when marked Sent, dated the day it is issued, its terms kept', async () => {
    const { id, clientId } = await retainerDraft();
    // Made on an earlier day and reviewed today: issuing dates it today, due 15 days on as before.
    const drafted = dayjs(today).subtract(3, 'day').format('YYYY-MM-DD');
    await app.database.db.execute(
      sql`update invoices set invoice_date = ${drafted}, due_date = ${dayjs(drafted).add(15, 'day').format('YYYY-MM-DD')} where id = ${id}`,
    );
    const before = await taskInvoice(clientId);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    expect(res.statusCode).toBe(200);
    const issued = res.json().data.invoice as InvoiceRow;
    expect(issued.status).toBe('Sent');
    expect(sequenceOf(issued.invoiceNumber)).toBe(sequenceOf(before.invoiceNumber) + 1);
    expect(issued.generatedDate).toBe(today);
    expect(issued.dueDate).toBe(dayjs(today).add(15, 'day').format('YYYY-MM-DD'));
    const after = await taskInvoice(clientId);
    expect(sequenceOf(after.invoiceNumber)).toBe(sequenceOf(issued.invoiceNumber) + 1);
  });

  it('leaves no gap in the series when a draft is deleted after review', async () => {
    const { id, clientId } = await retainerDraft();
    const before = await taskInvoice(clientId);
    const revert = await app.inject({ method: 'DELETE', url: `/api/invoices/${id}/revert`, headers: admin });
    expect(revert.statusCode).toBe(200);
    const after = await taskInvoice(clientId);
    expect(sequenceOf(after.invoiceNumber)).toBe(sequenceOf(before.invoiceNumber) + 1);
  });

  it('is numbered as it is sent, and the mail and its PDF carry that number', async () => {
    const { id } = await retainerDraft('accounts@retained.test');
    const res = await app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/send`,
      headers: admin,
      payload: { email: 'accounts@retained.test' },
    });
    expect(res.statusCode).toBe(200);
    const sent = res.json().data.invoice as InvoiceRow;
    expect(sent.invoiceNumber).toMatch(/^INV-\d+$/);
    const mail = smtp.messages.at(-1);
    expect(mail?.subject).toMatch(new RegExp(`^Invoice ${sent.invoiceNumber} from `));
    expect(mail?.attachments[0]?.filename).toBe(`${sent.invoiceNumber}.pdf`);
  });

  it('the database refuses an issued invoice without a number, and a draft with one', async () => {
    const { id } = await retainerDraft();
    const refused = await app.database.db
      .execute(sql`update invoices set status = 'Sent' where id = ${id}`)
      .then(() => null)
      .catch((err: Error) => `${err.message} ${(err.cause as Error | undefined)?.message}`);
    expect(refused).toMatch(/invoices_numbered_when_issued/);
    const numberedDraft = await app.database.db
      .execute(sql`update invoices set invoice_number = 'INV-9999', sequence = 9999 where id = ${id}`)
      .then(() => null)
      .catch((err: Error) => `${err.message} ${(err.cause as Error | undefined)?.message}`);
    expect(numberedDraft).toMatch(/invoices_numbered_when_issued/);
  });
});
