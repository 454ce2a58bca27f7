import {
  financialYearOf,
  gstinCheckChar,
  INVOICE_MESSAGES,
  type InvoiceRow,
  todayIn,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  updateInvoiceSettings,
} from '../../test/factories';

const CLIENT_GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('invoice numbers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** A fresh practice (numbers are per practice) with one client ready to bill. */
  async function practiceWithClient() {
    const practice = await createPractice(app);
    const admin = (await loginAs(app, practice.admin)).headers;
    const client = await createClient(app, admin, { gst: CLIENT_GSTIN });
    const pendingTask = () => createPendingTask(app, admin, { client: client.id, quotation: '1000' });
    return { admin, client, pendingTask };
  }
  const generate = (headers: AuthHeaders, taskIds: string[]) =>
    app.inject({ method: 'POST', url: '/api/invoices/generate-from-tasks', headers, payload: { taskIds } });
  const issue = (headers: AuthHeaders, id: string) =>
    app.inject({ method: 'POST', url: `/api/invoices/${id}/issue`, headers });
  /** A draft of these tasks, as generation answers it: no number yet. */
  const draftOf = async (headers: AuthHeaders, taskIds: string[]) => {
    const res = await generate(headers, taskIds);
    expect(res.statusCode).toBe(200);
    const draft = res.json().data.invoice as InvoiceRow;
    expect(draft).toMatchObject({ invoiceNumber: null, status: 'Generated', moneyStatus: 'Draft' });
    return draft;
  };
  /** Generates and issues: the number the invoice takes. */
  const numberOf = async (headers: AuthHeaders, taskIds: string[]) => {
    const draft = await draftOf(headers, taskIds);
    const res = await issue(headers, draft.id);
    expect(res.statusCode).toBe(200);
    return (res.json().data.invoice as InvoiceRow).invoiceNumber;
  };

  it('counts on from the starting number as drafts are issued; a reverted draft burns no number', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    await updateInvoiceSettings(app, admin, { invoicePrefix: 'DA-', startingInvoiceNumber: 501 });
    expect(await numberOf(admin, [await pendingTask()])).toBe('DA-501');
    const second = await draftOf(admin, [await pendingTask()]);
    const reverted = await app.inject({
      method: 'DELETE',
      url: `/api/invoices/${second.id}/revert`,
      headers: admin,
    });
    expect(reverted.statusCode).toBe(200);
    expect(await numberOf(admin, [await pendingTask()])).toBe('DA-502');
    const settings = (
      await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers: admin })
    ).json().data.settings;
    expect(settings.nextInvoiceNumber).toBe(503);
  }, 60_000);

  it('refuses to issue an invoice twice, naming the number it has', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    const draft = await draftOf(admin, [await pendingTask()]);
    expect((await issue(admin, draft.id)).json().data.invoice).toMatchObject({
      invoiceNumber: 'INV-1001',
      status: 'Sent',
      moneyStatus: 'Issued',
    });
    const again = await issue(admin, draft.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.alreadyIssued('INV-1001'));
  });

  it('restarts at 001 each financial year with the year in the number when the yearly series is on', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    const year = financialYearOf(todayIn('Asia/Kolkata'));
    const saved = await updateInvoiceSettings(app, admin, { invoicePrefix: 'INV/', yearlyNumbering: true });
    expect(saved.yearlyNumbering).toBe(true);
    expect(await numberOf(admin, [await pendingTask()])).toBe(`INV/${year}/001`);
    expect(await numberOf(admin, [await pendingTask()])).toBe(`INV/${year}/002`);
    // Another practice's series is its own.
    const other = await practiceWithClient();
    await updateInvoiceSettings(app, other.admin, { invoicePrefix: 'INV/', yearlyNumbering: true });
    expect(await numberOf(other.admin, [await other.pendingTask()])).toBe(`INV/${year}/001`);
    // Back to the continuous series: it carries on where it was.
    await updateInvoiceSettings(app, admin, { yearlyNumbering: false, invoicePrefix: 'INV-' });
    expect(await numberOf(admin, [await pendingTask()])).toBe('INV-1001');
  });

  it('refuses to issue a number longer than 16 characters and leaves the draft a draft', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    await updateInvoiceSettings(app, admin, { invoicePrefix: 'ABCDEFGHIJKL', startingInvoiceNumber: 9999 });
    expect(await numberOf(admin, [await pendingTask()])).toBe('ABCDEFGHIJKL9999');
    const draft = await draftOf(admin, [await pendingTask()]);
    const res = await issue(admin, draft.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVOICE_MESSAGES.numberTooLong('ABCDEFGHIJKL10000'));
    const still = (
      await app.inject({ method: 'GET', url: `/api/invoices/${draft.id}`, headers: admin })
    ).json().data.invoice;
    expect(still).toMatchObject({ status: 'Generated', invoiceNumber: null });
    // The number was given back: a shorter prefix takes it.
    await updateInvoiceSettings(app, admin, { invoicePrefix: 'A-', startingInvoiceNumber: 10000 });
    expect((await issue(admin, draft.id)).json().data.invoice.invoiceNumber).toBe('A-10000');
  });

  it('gives two simultaneous requests for the same task one invoice; the other is refused', async () => {
    const { admin, client, pendingTask } = await practiceWithClient();
    const task = await pendingTask();
    const results = await Promise.all([
      generate(admin, [task]),
      generate(admin, [task]),
      generate(admin, [task]),
    ]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toMatch(/is already on a draft invoice|is not pending/);
    const invoices = (
      await app.inject({ method: 'GET', url: `/api/clients/${client.id}/invoices`, headers: admin })
    ).json().data.invoices;
    expect(invoices).toHaveLength(1);
  });

  it('numbers simultaneous issues uniquely and consecutively, with no gap', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    const drafts: InvoiceRow[] = [];
    for (let i = 0; i < 6; i++) drafts.push(await draftOf(admin, [await pendingTask()]));
    // Each draft issued twice at once: six numbers taken, never seven.
    const results = await Promise.all([...drafts, ...drafts].map((d) => issue(admin, d.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(6);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    const numbers = results
      .filter((r) => r.statusCode === 200)
      .map((r) => Number((r.json().data.invoice as InvoiceRow).invoiceNumber?.replace('INV-', '')))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
  });
});
