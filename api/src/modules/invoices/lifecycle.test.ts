import {
  CREDIT_NOTE_MESSAGES,
  gstinCheckChar,
  INVOICE_MESSAGES,
  type InvoiceRow,
  todayIn,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
} from '../../test/factories';

const CLIENT_GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('invoice lifecycle: status, revert, payments and the Pending tab’s Done', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let leaderId: string;
  let clientId: string;
  const today = todayIn('Asia/Kolkata');

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    leaderId = practice.leader.id;
    clientId = (await createClient(app, admin, { gst: CLIENT_GSTIN })).id;
  });
  afterAll(() => app.close());

  /** A Generated invoice of one task; 1000 + 18% GST = 1180.00. */
  async function generatedInvoice(quotation = '1000') {
    const task = await createPendingTask(app, admin, { teamLeader: leaderId, client: clientId, quotation });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    return { task, invoice: res.json().data.invoice as InvoiceRow };
  }
  /** The same, issued (numbered, Sent, not mailed): what money is received against. */
  async function issuedInvoice(quotation = '1000') {
    const { invoice } = await generatedInvoice(quotation);
    const res = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/issue`,
      headers: leader,
    });
    expect(res.statusCode).toBe(200);
    return { invoice: res.json().data.invoice as InvoiceRow };
  }
  const setStatus = (id: string, status: string) =>
    app.inject({ method: 'PUT', url: `/api/invoices/${id}/status`, headers: leader, payload: { status } });
  const revert = (id: string) =>
    app.inject({ method: 'DELETE', url: `/api/invoices/${id}/revert`, headers: leader });
  const pay = (id: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payment`,
      headers: leader,
      payload: { date: today, mode: 'UPI', ...payload },
    });
  const pendingIds = async () =>
    (await app.inject({ method: 'GET', url: '/api/invoices?status=pending&limit=200', headers: admin }))
      .json()
      .data.tasks.map((t: { id: string }) => t.id);
  const tab = async (status: string) =>
    (await app.inject({ method: 'GET', url: `/api/invoices?status=${status}&limit=200`, headers: admin }))
      .json()
      .data.invoices.map((i: InvoiceRow) => i.id);

  it('moves only forward: Generated → Sent → Done', async () => {
    const { invoice } = await generatedInvoice();
    const sent = await setStatus(invoice.id, 'Sent');
    expect(sent.json()).toMatchObject({
      message: INVOICE_MESSAGES.statusUpdated,
      data: { invoice: { status: 'Sent' } },
    });
    expect(await tab('sent')).toContain(invoice.id);
    for (const [to, from] of [
      ['Generated', 'Sent'],
      ['Sent', 'Sent'],
    ]) {
      const refused = await setStatus(invoice.id, to as string);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(INVOICE_MESSAGES.badTransition(from as string, to as string));
    }
    expect((await setStatus(invoice.id, 'Done')).json().data.invoice.status).toBe('Done');
    expect(await tab('done')).toContain(invoice.id);
    expect((await setStatus(invoice.id, 'Sent')).statusCode).toBe(409);
    const bad = await setStatus(invoice.id, 'Paid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Status must be Generated, Sent or Done');
    const badTab = await app.inject({ method: 'GET', url: '/api/invoices?status=paid', headers: admin });
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json().message).toBe('status must be pending, generated, sent or done');
  });

  it('marks a Generated or Sent invoice done, once', async () => {
    const { invoice } = await generatedInvoice();
    const done = await app.inject({ method: 'PUT', url: `/api/invoices/${invoice.id}/done`, headers: admin });
    expect(done.json()).toMatchObject({
      message: INVOICE_MESSAGES.done,
      data: { invoice: { status: 'Done' } },
    });
    const again = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/done`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.alreadyDone);
  });

  it('reverts a Generated invoice: deleted, its tasks Pending again', async () => {
    const { invoice, task } = await generatedInvoice();
    expect(await pendingIds()).not.toContain(task);
    const res = await revert(invoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: INVOICE_MESSAGES.reverted, data: { taskIds: [task] } });
    expect(await pendingIds()).toContain(task);
    expect(
      (await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin })).statusCode,
    ).toBe(404);
    const task2 = (await app.inject({ method: 'GET', url: `/api/tasks/${task}`, headers: admin })).json().data
      .task;
    expect(task2.status).toBe('Pending');
  });

  it('refuses to revert a Sent or Done invoice, or one with payments', async () => {
    const { invoice: sent } = await generatedInvoice();
    await setStatus(sent.id, 'Sent');
    const refused = await revert(sent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CREDIT_NOTE_MESSAGES.issuedNotReverted('Sent'));
    expect(refused.json().message).toBe(
      'A sent invoice cannot be reverted or deleted; raise a credit note instead',
    );
    await setStatus(sent.id, 'Done');
    expect((await revert(sent.id)).json().message).toBe(CREDIT_NOTE_MESSAGES.issuedNotReverted('Done'));

    // A draft takes no payment (it has no number for a receipt to name), so a revertible
    // invoice never has one.
    const { invoice: draft } = await generatedInvoice();
    const onDraft = await pay(draft.id, { amount: '100' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().message).toBe(INVOICE_MESSAGES.paymentOnUnnumberedDraft);
    expect((await revert(draft.id)).statusCode).toBe(200);
  });

  it('says Part paid once part is received and Overdue once its due date passed with a balance', async () => {
    const { invoice } = await issuedInvoice();
    expect(invoice.moneyStatus).toBe('Issued');
    const part = await pay(invoice.id, { amount: '500' });
    expect(part.json().data.invoice).toMatchObject({
      status: 'Sent',
      moneyStatus: 'Part paid',
      balance: '680.00',
    });
    const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
    await app.database.db.update(invoices).set({ dueDate: yesterday }).where(eq(invoices.id, invoice.id));
    const listed = (
      await app.inject({ method: 'GET', url: '/api/invoices?status=sent&limit=200', headers: admin })
    ).json().data.invoices as InvoiceRow[];
    expect(listed.find((i) => i.id === invoice.id)?.moneyStatus).toBe('Overdue');
    const viewed = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    expect(viewed.json().data.invoice.moneyStatus).toBe('Overdue');
    const rest = await pay(invoice.id, { amount: '680' });
    expect(rest.json().data.invoice).toMatchObject({ status: 'Done', moneyStatus: 'Paid' });
  });

  it('records part payments with the balance, and the payment that clears it makes the invoice Done', async () => {
    const { invoice } = await issuedInvoice();
    expect(invoice.totalAmount).toBe('1180.00');
    const first = await pay(invoice.id, { amount: '500.5', mode: 'Bank Transfer', reference: 'UTR 1234' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(INVOICE_MESSAGES.paymentRecorded);
    expect(first.json().data.invoice).toMatchObject({
      status: 'Sent',
      paidAmount: '500.50',
      balance: '679.50',
      payments: [{ amount: '500.50', mode: 'Bank Transfer', reference: 'UTR 1234', date: today }],
    });
    const over = await pay(invoice.id, { amount: '679.51' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(INVOICE_MESSAGES.overPayment('679.50'));
    const rest = await pay(invoice.id, { amount: '679.50' });
    expect(rest.json()).toMatchObject({
      message: INVOICE_MESSAGES.done,
      data: { invoice: { status: 'Done', paidAmount: '1180.00', balance: '0.00' } },
    });
    expect(rest.json().data.invoice.payments).toHaveLength(2);
    const afterDone = await pay(invoice.id, { amount: '1' });
    expect(afterDone.statusCode).toBe(409);
    expect(afterDone.json().message).toBe(INVOICE_MESSAGES.alreadyDone);
  });

  it('adds payments of 0.1 and 0.2 to exactly 0.30, never a float sum', async () => {
    const { invoice } = await issuedInvoice();
    await pay(invoice.id, { amount: '0.1' });
    const second = await pay(invoice.id, { amount: '0.2' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.invoice).toMatchObject({
      paidAmount: '0.30',
      balance: '1179.70',
      payments: [{ amount: '0.10' }, { amount: '0.20' }],
    });
  });

  it('refuses a payment of 0, a bad mode and a date in the future', async () => {
    const { invoice } = await issuedInvoice();
    const zero = await pay(invoice.id, { amount: '0' });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().message).toBe(INVOICE_MESSAGES.paymentAmount);
    // Amounts travel as strings with at most two decimals; a float, a sign or a third decimal is refused.
    for (const amount of [10, '0.00', '-5', '10.005', '1,000', '1e3', ''])
      expect((await pay(invoice.id, { amount })).json().message, String(amount)).toBe(
        INVOICE_MESSAGES.paymentAmount,
      );
    expect((await pay(invoice.id, { amount: '10', mode: 'Barter' })).statusCode).toBe(422);
    const future = await pay(invoice.id, {
      amount: '10',
      date: dayjs(today).add(2, 'day').format('YYYY-MM-DD'),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(INVOICE_MESSAGES.paymentInFuture);
    const unchanged = (
      await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin })
    ).json().data.invoice;
    expect(unchanged).toMatchObject({ paidAmount: '0.00', payments: [] });
  });

  it('closes a Pending task without an invoice (the Pending tab’s Done)', async () => {
    const task = await createPendingTask(app, admin, { teamLeader: leaderId, client: clientId });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/invoices/pending/${task}/done`,
      headers: leader,
    });
    expect(res.json()).toMatchObject({
      message: INVOICE_MESSAGES.taskMarkedDone,
      data: { task: { id: task } },
    });
    expect(await pendingIds()).not.toContain(task);
    const again = await app.inject({
      method: 'PUT',
      url: `/api/invoices/pending/${task}/done`,
      headers: leader,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.notPending('GST Returns'));
  });
});
