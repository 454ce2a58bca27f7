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
  const numberOf = async (headers: AuthHeaders, taskIds: string[]) => {
    const res = await generate(headers, taskIds);
    expect(res.statusCode).toBe(200);
    return (res.json().data.invoice as InvoiceRow).invoiceNumber;
  };

  it('counts on from the starting number with the prefix, and never reuses a reverted number', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    await updateInvoiceSettings(app, admin, { invoicePrefix: 'DA-', startingInvoiceNumber: 501 });
    expect(await numberOf(admin, [await pendingTask()])).toBe('DA-501');
    const second = await generate(admin, [await pendingTask()]);
    expect(second.json().data.invoice.invoiceNumber).toBe('DA-502');
    await app.inject({
      method: 'DELETE',
      url: `/api/invoices/${second.json().data.invoice.id}/revert`,
      headers: admin,
    });
    expect(await numberOf(admin, [await pendingTask()])).toBe('DA-503');
    const settings = (
      await app.inject({ method: 'GET', url: '/api/config/invoice-settings', headers: admin })
    ).json().data.settings;
    expect(settings.nextInvoiceNumber).toBe(504);
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

  it('refuses a number longer than 16 characters and bills nothing', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    await updateInvoiceSettings(app, admin, { invoicePrefix: 'ABCDEFGHIJKL', startingInvoiceNumber: 9999 });
    expect(await numberOf(admin, [await pendingTask()])).toBe('ABCDEFGHIJKL9999');
    const task = await pendingTask();
    const res = await generate(admin, [task]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVOICE_MESSAGES.numberTooLong('ABCDEFGHIJKL10000'));
    const pending = (
      await app.inject({ method: 'GET', url: '/api/invoices?status=pending', headers: admin })
    ).json().data.tasks;
    expect(pending.map((t: { id: string }) => t.id)).toContain(task);
    // The number was given back: a shorter prefix takes it.
    await updateInvoiceSettings(app, admin, { invoicePrefix: 'A-', startingInvoiceNumber: 10000 });
    expect(await numberOf(admin, [task])).toBe('A-10000');
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
    expect(refused?.json().message).toMatch(/is already on invoice INV-1001|is not pending/);
    const invoices = (
      await app.inject({ method: 'GET', url: `/api/clients/${client.id}/invoices`, headers: admin })
    ).json().data.invoices;
    expect(invoices).toHaveLength(1);
  });

  it('numbers simultaneous generations uniquely and consecutively', async () => {
    const { admin, pendingTask } = await practiceWithClient();
    const tasks = [];
    for (let i = 0; i < 6; i++) tasks.push(await pendingTask());
    const results = await Promise.all(tasks.map((task) => generate(admin, [task])));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = results
      .map((r) => Number((r.json().data.invoice as InvoiceRow).invoiceNumber?.replace('INV-', '')))
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
  });
});
