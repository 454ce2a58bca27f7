import {
  gstinCheckChar,
  INVOICE_MESSAGES,
  type InvoiceRow,
  type PendingInvoiceTask,
  todayIn,
  VALIDATION,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';

const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;
const MAHARASHTRA_CLIENT = gstin('27', 'AAGCS4821K');
const KARNATAKA_CLIENT = gstin('29', 'AAQFD7312M');

describe('invoice generation from pending tasks', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
  });
  afterAll(() => app.close());

  const generate = (headers: AuthHeaders, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/invoices/generate-from-tasks', headers, payload });
  const pendingTasks = async (headers: AuthHeaders) =>
    (await app.inject({ method: 'GET', url: '/api/invoices?status=pending&limit=200', headers })).json().data
      .tasks as PendingInvoiceTask[];
  const taskStatus = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: admin })).json().data.task.status;

  it('lists Pending tasks with their client and quotation, newest first, and not other work', async () => {
    const client = await createClient(app, admin, { gst: MAHARASHTRA_CLIENT });
    const older = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '2500',
    });
    const newer = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      subTask: 'GSTR-3B',
      quotation: '0',
    });
    const todo = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client: client.id, task: 'Audit' },
    });
    const listed = await pendingTasks(leader);
    const ids = listed.map((t) => t.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(todo.json().data.task.id);
    expect(listed.find((t) => t.id === older)).toMatchObject({
      client: { id: client.id, name: client.name },
      clientName: client.name,
      task: 'GST Returns',
      subTask: 'GSTR-1',
      quotationAmount: '2500.00',
    });
    const page = await app.inject({
      method: 'GET',
      url: '/api/invoices?status=pending&limit=1',
      headers: admin,
    });
    expect(page.json().data.pagination).toMatchObject({ page: 1, limit: 1, hasNext: true });
  });

  it('bills a Maharashtra client of a Maharashtra practice CGST + SGST, rounded to the rupee', async () => {
    const client = await createClient(app, admin, {
      gst: MAHARASHTRA_CLIENT,
      address: 'Plot 14, MIDC, Pune',
    });
    const a = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '4500.5',
    });
    const b = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      subTask: '',
      quotation: '3000',
    });
    const res = await generate(leader, { taskIds: [a, b] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(INVOICE_MESSAGES.generated);
    const invoice = res.json().data.invoice as InvoiceRow;
    const today = todayIn('Asia/Kolkata');
    expect(invoice).toMatchObject({
      clientId: client.id,
      clientName: client.name,
      status: 'Generated',
      title: 'Tax Invoice',
      generatedDate: today,
      dueDate: dayjs(today).add(15, 'day').format('YYYY-MM-DD'),
      subtotal: '7500.50',
      taxes: [
        { name: 'CGST', rate: 9, amount: '675.05' },
        { name: 'SGST', rate: 9, amount: '675.05' },
      ],
      taxAmount: '1350.10',
      roundOff: '0.40',
      totalAmount: '8851.00',
      amount: '8851.00',
      balance: '8851.00',
      paidAmount: '0.00',
      amountInWords: 'Rupees Eight Thousand Eight Hundred Fifty One Only',
      placeOfSupply: { stateCode: '27', stateName: 'Maharashtra' },
      billedTo: {
        name: client.name,
        address: 'Plot 14, MIDC, Pune',
        gstin: MAHARASHTRA_CLIENT,
        stateCode: '27',
      },
      supplier: { gstin: '27AAPFU0939F1ZV', stateCode: '27', stateName: 'Maharashtra' },
      termsAndConditions: 'Please pay within 15 days of receiving this invoice.',
    });
    expect(invoice.items).toEqual([
      expect.objectContaining({
        taskId: a,
        description: 'GST Returns – GSTR-1',
        sac: '998231',
        quantity: 1,
        rate: '4500.50',
        amount: '4500.50',
        assignee: null,
      }),
      expect.objectContaining({ taskId: b, description: 'GST Returns', rate: '3000.00', amount: '3000.00' }),
    ]);
    expect(res.json().data.invoices).toHaveLength(1);
    expect(await taskStatus(a)).toBe('Archived');
    expect((await pendingTasks(admin)).map((t) => t.id)).not.toContain(a);
    const shown = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    expect(shown.json().data.invoice).toEqual(invoice);
    const tab = await app.inject({ method: 'GET', url: '/api/invoices?status=generated', headers: admin });
    expect(tab.json().data.invoices[0].id).toBe(invoice.id);
  });

  it('bills a client in another state IGST at the full rate', async () => {
    const client = await createClient(app, admin, { gst: KARNATAKA_CLIENT });
    const a = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '4500.5',
    });
    const b = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '3000',
    });
    const invoice = (await generate(admin, { taskIds: [a, b] })).json().data.invoice as InvoiceRow;
    expect(invoice).toMatchObject({
      subtotal: '7500.50',
      taxes: [{ name: 'IGST', rate: 18, amount: '1350.09' }],
      taxAmount: '1350.09',
      roundOff: '0.41',
      totalAmount: '8851.00',
      placeOfSupply: { stateCode: '29', stateName: 'Karnataka' },
    });
  });

  it('takes an unregistered client’s state as the place of supply', async () => {
    const client = await createClient(app, admin, { stateCode: '27' });
    const task = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '1000',
    });
    const invoice = (await generate(admin, { taskIds: [task] })).json().data.invoice as InvoiceRow;
    expect(invoice.billedTo.gstin).toBeNull();
    expect(invoice.taxes.map((t) => [t.name, t.amount])).toEqual([
      ['CGST', '90.00'],
      ['SGST', '90.00'],
    ]);
    expect(invoice.totalAmount).toBe('1180.00');
  });

  it('makes one invoice per client, numbered one after the other, with the due date asked for', async () => {
    const first = await createClient(app, admin, { gst: MAHARASHTRA_CLIENT });
    const second = await createClient(app, admin, { gst: KARNATAKA_CLIENT });
    const t1 = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: first.id,
      quotation: '100',
    });
    const t2 = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: second.id,
      quotation: '200',
    });
    const t3 = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: first.id,
      quotation: '300',
    });
    const dueDate = dayjs(todayIn('Asia/Kolkata')).add(30, 'day').format('YYYY-MM-DD');
    const res = await generate(admin, { taskIds: [t1, t2, t3], dueDate, clientName: 'ignored' });
    expect(res.json().message).toBe(INVOICE_MESSAGES.generatedMany(2));
    const invoices = res.json().data.invoices as InvoiceRow[];
    expect(invoices.map((i) => [i.clientId, i.items.length, i.subtotal, i.dueDate])).toEqual([
      [first.id, 2, '400.00', dueDate],
      [second.id, 1, '200.00', dueDate],
    ]);
    const [n1, n2] = invoices.map((i) => Number(i.invoiceNumber?.replace('INV-', '')));
    expect(n2).toBe((n1 ?? 0) + 1);
    expect(res.json().data.invoice.id).toBe(invoices[0]?.id);
  });

  it('refuses tasks that cannot be billed, and writes nothing', async () => {
    const client = await createClient(app, admin, { gst: MAHARASHTRA_CLIENT });
    const good = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '500',
    });
    const noQuotation = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      subTask: 'Q',
      quotation: null,
    });
    const noClient = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: null,
      subTask: 'C',
      quotation: '100',
    });
    const todo = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: admin,
        payload: { client: client.id, task: 'Audit' },
      })
    ).json().data.task.id;
    const cases: [string, string][] = [
      [noQuotation, INVOICE_MESSAGES.noQuotation('GST Returns – Q')],
      [noClient, INVOICE_MESSAGES.noClient('GST Returns – C')],
      [todo, INVOICE_MESSAGES.notPending('Audit')],
    ];
    for (const [bad, message] of cases) {
      const res = await generate(admin, { taskIds: [good, bad] });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    expect(await taskStatus(good)).toBe('Pending');
    const billed = (await generate(admin, { taskIds: [good] })).json().data.invoice as InvoiceRow;
    // A draft holds its tasks though it has no number yet.
    const again = await generate(admin, { taskIds: [good] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.alreadyOnDraft('GST Returns – GSTR-1'));
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${billed.id}/issue`,
      headers: admin,
    });
    const once = await generate(admin, { taskIds: [good] });
    expect(once.json().message).toBe(
      INVOICE_MESSAGES.alreadyInvoiced(
        'GST Returns – GSTR-1',
        String(issued.json().data.invoice.invoiceNumber),
      ),
    );
  });

  it('refuses an empty selection, a due date in the past and another practice’s task', async () => {
    const empty = await generate(admin, { taskIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(VALIDATION.selectAtLeastOneTask);
    const client = await createClient(app, admin, { gst: MAHARASHTRA_CLIENT });
    const task = await createPendingTask(app, admin, { teamLeader: practice.leader.id, client: client.id });
    const past = await generate(admin, { taskIds: [task], dueDate: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(INVOICE_MESSAGES.dueBeforeInvoice);
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    expect((await generate(otherAdmin, { taskIds: [task] })).statusCode).toBe(404);
  });

  it('bills a free (0) quotation and names the assignee when invoice settings ask for it', async () => {
    const own = await createPractice(app);
    const ownAdmin = (await loginAs(app, own.admin)).headers;
    await updateInvoiceSettings(app, ownAdmin, { showTaskAssignee: true });
    const client = await createClient(app, ownAdmin, { gst: MAHARASHTRA_CLIENT });
    const task = await createPendingTask(app, ownAdmin, {
      client: client.id,
      quotation: '0',
      allottedTo: own.member.id,
    });
    const invoice = (await generate(ownAdmin, { taskIds: [task] })).json().data.invoice as InvoiceRow;
    expect(invoice.items[0]).toMatchObject({ amount: '0.00', assignee: own.member.name });
    expect(invoice).toMatchObject({ totalAmount: '0.00', amountInWords: 'Rupees Zero Only' });
  });

  it('charges no tax and titles it "Invoice" when the practice has no GSTIN', async () => {
    const own = await createPractice(app, { gstin: null });
    const ownAdmin = (await loginAs(app, own.admin)).headers;
    const client = await createClient(app, ownAdmin, { gst: MAHARASHTRA_CLIENT });
    const task = await createPendingTask(app, ownAdmin, { client: client.id, quotation: '7500.5' });
    const invoice = (await generate(ownAdmin, { taskIds: [task] })).json().data.invoice as InvoiceRow;
    expect(invoice).toMatchObject({
      title: 'Invoice',
      taxes: [],
      taxAmount: '0.00',
      subtotal: '7500.50',
      roundOff: '0.50',
      totalAmount: '7501.00',
    });
  });

  it('applies the custom tax columns when the country preference is Other', async () => {
    const own = await createPractice(app);
    const ownAdmin = (await loginAs(app, own.admin)).headers;
    const current = (
      await app.inject({ method: 'GET', url: '/api/config/preferences', headers: ownAdmin })
    ).json().data.preferences;
    await app.inject({
      method: 'PUT',
      url: '/api/config/preferences',
      headers: ownAdmin,
      payload: {
        ...current,
        country: 'Other',
        customTaxes: [
          { name: 'VAT', percentage: 5 },
          { name: 'Levy', percentage: 0.5 },
        ],
        invoiceTerms: 'Cheques payable to Demo & Co.',
      },
    });
    // No GSTIN or state is asked of the client: GST does not apply.
    const client = await createClient(app, ownAdmin, {});
    const task = await createPendingTask(app, ownAdmin, { client: client.id, quotation: '1000' });
    const invoice = (await generate(ownAdmin, { taskIds: [task] })).json().data.invoice as InvoiceRow;
    expect(invoice).toMatchObject({
      taxes: [
        { name: 'VAT', rate: 5, amount: '50.00' },
        { name: 'Levy', rate: 0.5, amount: '5.00' },
      ],
      totalAmount: '1055.00',
      termsAndConditions:
        'Please pay within 15 days of receiving this invoice.\n\nCheques payable to Demo & Co.',
    });
  });

  it('asks for missing business details, writes nothing, then saves them and generates in one call', async () => {
    const client = await createClient(app, admin, {});
    await app.database.db.update(clients).set({ address: null }).where(eq(clients.id, client.id));
    const task = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '1000',
    });
    const asked = await generate(leader, { taskIds: [task] });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({
      requiresBusinessDetails: true,
      clientId: client.id,
      clientName: client.name,
      missingFields: ['address', 'gst'],
      client: { address: null, gst: null, stateCode: null },
    });
    expect(await taskStatus(task)).toBe('Pending');

    const retry = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/invoices/update-client-and-generate',
        headers: leader,
        payload: { taskIds: [task], clientId: client.id, ...payload },
      });
    const noGst = await retry({ address: 'Shop 3, Camp, Pune' });
    expect(noGst.statusCode).toBe(422);
    expect(noGst.json().message).toBe(VALIDATION.gstPrompt);
    const noAddress = await retry({ address: ' ', gst: KARNATAKA_CLIENT });
    expect(noAddress.json().message).toBe(VALIDATION.addressPrompt);

    const done = await retry({ address: 'Shop 3, Camp, Pune', gst: KARNATAKA_CLIENT });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.invoice).toMatchObject({
      billedTo: { address: 'Shop 3, Camp, Pune', gstin: KARNATAKA_CLIENT },
      taxes: [{ name: 'IGST' }],
    });
    const saved = (
      await app.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: admin })
    ).json().data.client;
    expect(saved).toMatchObject({ address: 'Shop 3, Camp, Pune', gst: KARNATAKA_CLIENT, stateCode: '29' });
  });

  it('saves an unregistered client’s state from the details modal', async () => {
    const client = await createClient(app, admin, {});
    const task = await createPendingTask(app, admin, {
      teamLeader: practice.leader.id,
      client: client.id,
      quotation: '1000',
    });
    expect((await generate(admin, { taskIds: [task] })).json().data.missingFields).toEqual(['gst']);
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/update-client-and-generate',
      headers: admin,
      payload: {
        taskIds: [task],
        clientId: client.id,
        address: 'Margao',
        notRegistered: true,
        stateCode: '30',
      },
    });
    expect(res.json().data.invoice).toMatchObject({
      billedTo: { gstin: null, stateCode: '30', stateName: 'Goa' },
      taxes: [{ name: 'IGST', amount: '180.00' }],
    });
  });

  it('keeps the frozen copy when the client is edited later', async () => {
    const client = await createClient(app, admin, { gst: MAHARASHTRA_CLIENT, address: 'Old Address, Pune' });
    const task = await createPendingTask(app, admin, { teamLeader: practice.leader.id, client: client.id });
    const invoice = (await generate(admin, { taskIds: [task] })).json().data.invoice as InvoiceRow;
    await app.inject({
      method: 'PUT',
      url: `/api/clients/${client.id}`,
      headers: admin,
      payload: { name: `${client.name} Renamed`, address: 'New Address, Mumbai' },
    });
    const again = (
      await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin })
    ).json().data.invoice as InvoiceRow;
    expect(again.clientName).toBe(client.name);
    expect(again.billedTo.address).toBe('Old Address, Pune');
    const ofClient = (
      await app.inject({ method: 'GET', url: `/api/clients/${client.id}/invoices`, headers: leader })
    ).json().data.invoices as InvoiceRow[];
    expect(ofClient.map((i) => [i.id, i.invoiceNumber, i.totalAmount])).toEqual([
      [invoice.id, invoice.invoiceNumber, invoice.totalAmount],
    ]);
  });
});
