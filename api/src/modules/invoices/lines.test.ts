import { execFileSync } from 'node:child_process';
import {
  gstinCheckChar,
  INVOICE_LINE_MESSAGES,
  INVOICE_MESSAGES,
  type InvoiceRow,
  REIMBURSEMENT_TAX_LABEL,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
} from '../../test/factories';

const CLIENT_GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;
/** The PDF's text with every run of white space as one space. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
const OTHER_STATE_GSTIN = `29AAGCS4821K1Z${gstinCheckChar('29AAGCS4821K1Z')}`;

describe('invoice lines: a Generated invoice is a draft until Sent', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let leaderId: string;
  let clientId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    leaderId = practice.leader.id;
    clientId = (await createClient(app, admin, { gst: CLIENT_GSTIN })).id;
  });
  afterAll(() => app.close());

  async function generatedInvoice(quotation = '1000', client = clientId) {
    const task = await createPendingTask(app, admin, { teamLeader: leaderId, client, quotation });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    return { task, invoice: res.json().data.invoice as InvoiceRow };
  }
  const add = (id: string, payload: object, headers = leader) =>
    app.inject({ method: 'POST', url: `/api/invoices/${id}/lines`, headers, payload });
  const edit = (id: string, lineId: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/invoices/${id}/lines/${lineId}`, headers: leader, payload });
  const remove = (id: string, lineId: string) =>
    app.inject({ method: 'DELETE', url: `/api/invoices/${id}/lines/${lineId}`, headers: leader });
  const invoiceOf = (res: { json(): { data: { invoice: InvoiceRow } } }) => res.json().data.invoice;

  it('adds a discounted free-text line with the SAC and GST rate of invoice settings, and retotals', async () => {
    const { invoice } = await generatedInvoice('1000');
    expect(invoice.items[0]).toMatchObject({
      kind: 'service',
      discount: '0.00',
      taxable: true,
      gstRateBp: 1800,
    });
    const res = await add(invoice.id, {
      description: 'Retainer – November 2026',
      quantity: 2,
      rate: '5000',
      discount: '1000.50',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(INVOICE_LINE_MESSAGES.added);
    const after = invoiceOf(res);
    expect(after.items[1]).toMatchObject({
      taskId: null,
      description: 'Retainer – November 2026',
      sac: '998231',
      quantity: 2,
      rate: '5000.00',
      discount: '1000.50',
      amount: '8999.50',
      gstRateBp: 1800,
    });
    // 1000 + 8999.50 = 9999.50; CGST = SGST = 9% = 899.955 → 899.96 each; 11799.42 → 11799.00
    expect(after.subtotal).toBe('9999.50');
    expect(after.taxableValue).toBe('9999.50');
    expect(after.taxes).toEqual([
      { name: 'CGST', rate: 9, amount: '899.96' },
      { name: 'SGST', rate: 9, amount: '899.96' },
    ]);
    expect(after.roundOff).toBe('-0.42');
    expect(after.totalAmount).toBe('11799.00');
    expect(after.balance).toBe('11799.00');
    const read = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    expect(read.json().data.invoice.totalAmount).toBe('11799.00');
  });

  it('recomputes a generated invoice to the same totals when a line is saved unchanged', async () => {
    const tasks = [
      await createPendingTask(app, admin, { teamLeader: leaderId, client: clientId, quotation: '4500.55' }),
      await createPendingTask(app, admin, { teamLeader: leaderId, client: clientId, quotation: '3000.33' }),
    ];
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: tasks },
    });
    const before = res.json().data.invoice as InvoiceRow;
    const line = before.items[0];
    if (!line) throw new Error('a line expected');
    const same = await edit(before.id, line.id, {
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      rate: line.rate,
      discount: line.discount,
      taxable: line.taxable,
      gstRateBp: line.gstRateBp,
    });
    const after = invoiceOf(same);
    for (const field of ['subtotal', 'taxes', 'taxAmount', 'roundOff', 'totalAmount'] as const)
      expect(after[field]).toEqual(before[field]);
  });

  it('stores totals that count every line when lines are added at the same time (the invoice row is locked)', async () => {
    const { invoice } = await generatedInvoice('1000');
    await Promise.all(
      ['100', '200', '300', '400'].map((rate) => add(invoice.id, { description: `Extra ${rate}`, rate })),
    );
    const read = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    const final = read.json().data.invoice as InvoiceRow;
    expect(final.items).toHaveLength(5);
    expect(new Set(final.items.map((i) => i.description)).size).toBe(5);
    expect(final.subtotal).toBe('2000.00');
    expect(final.totalAmount).toBe('2360.00');
  });

  it('keeps a reimbursement (Rule 33) outside the taxable value, without GST, and an exempt line untaxed', async () => {
    const { invoice } = await generatedInvoice('1000');
    await add(invoice.id, { kind: 'reimbursement', description: 'ROC filing fee (challan)', rate: '600' });
    const res = await add(invoice.id, { description: 'Exempt advice', rate: '500', gstRateBp: 0 });
    const after = invoiceOf(res);
    expect(after.items.map((i) => [i.kind, i.sac, i.gstRateBp, i.taxable])).toEqual([
      ['service', '998231', 1800, true],
      ['reimbursement', '', 0, false],
      ['service', '998231', 0, true],
    ]);
    expect(after.taxableValue).toBe('1000.00');
    expect(after.reimbursements).toBe('600.00');
    expect(after.subtotal).toBe('1500.00');
    expect(after.taxAmount).toBe('180.00');
    expect(after.totalAmount).toBe('2280.00');
    // Issuing keeps the lines typed on the draft, and the PDF labels the reimbursement as outside
    // the taxable value (Rule 33), never as an exempt 0% line.
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/issue`,
      headers: admin,
    });
    expect(issued.json().data.invoice).toMatchObject({ totalAmount: '2280.00', reimbursements: '600.00' });
    expect(issued.json().data.invoice.items).toHaveLength(3);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/download`,
      headers: admin,
    });
    const text = pdfText(pdf.rawPayload);
    if (process.env.REIMBURSED_PDF)
      (await import('node:fs')).writeFileSync(process.env.REIMBURSED_PDF, pdf.rawPayload);
    expect(text).toContain(REIMBURSEMENT_TAX_LABEL);
    expect(text).toContain('ROC filing fee (challan)');
    expect(text).not.toContain('0% (exempt)');
  });

  it('taxes an inter-state invoice as IGST per line rate', async () => {
    const other = (await createClient(app, admin, { gst: OTHER_STATE_GSTIN })).id;
    const { invoice } = await generatedInvoice('1000', other);
    const res = await add(invoice.id, { description: 'Notice reply', rate: '1000', gstRateBp: 500 });
    expect(invoiceOf(res).taxes).toEqual([
      { name: 'IGST', rate: 18, amount: '180.00' },
      { name: 'IGST', rate: 5, amount: '50.00' },
    ]);
    expect(invoiceOf(res).totalAmount).toBe('2230.00');
  });

  it('edits a line and removes one; removing a task’s line sends the task back to Pending', async () => {
    const { invoice, task } = await generatedInvoice('1000');
    const added = invoiceOf(await add(invoice.id, { description: 'Extra filing', rate: '200' }));
    const [taskLine, extra] = added.items;
    if (!taskLine || !extra) throw new Error('two lines expected');
    const edited = await edit(invoice.id, taskLine.id, {
      description: 'GST Returns (edited)',
      quantity: 3,
      rate: '1000',
      discount: '500',
      taxable: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(invoiceOf(edited).items[0]).toMatchObject({ taskId: task, amount: '2500.00', taxable: false });
    expect(invoiceOf(edited).totalAmount).toBe('2736.00'); // 2500 exempt + 200 + 36 GST
    const removed = await remove(invoice.id, taskLine.id);
    expect(removed.json().message).toBe(INVOICE_LINE_MESSAGES.removed);
    expect(invoiceOf(removed).items.map((i) => i.id)).toEqual([extra.id]);
    expect(invoiceOf(removed).totalAmount).toBe('236.00');
    const taskNow = (await app.inject({ method: 'GET', url: `/api/tasks/${task}`, headers: admin })).json()
      .data.task;
    expect(taskNow.status).toBe('Pending');
    const last = await remove(invoice.id, extra.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(INVOICE_LINE_MESSAGES.lastLine);
  });

  it('refuses a discount above quantity × rate, bad amounts, quantities and unknown fields', async () => {
    const { invoice } = await generatedInvoice();
    const cases: [object, string][] = [
      [{ description: 'x', rate: '100', discount: '100.01' }, INVOICE_LINE_MESSAGES.discountTooBig],
      [{ description: 'x', rate: '100', quantity: 0 }, INVOICE_LINE_MESSAGES.quantity],
      [{ description: 'x', rate: '100', quantity: 1.5 }, INVOICE_LINE_MESSAGES.quantity],
      [{ description: 'x', rate: '100', quantity: 10_001 }, INVOICE_LINE_MESSAGES.quantity],
      [{ description: 'x', rate: '-5' }, INVOICE_LINE_MESSAGES.rate],
      [{ description: 'x', rate: '1.005' }, INVOICE_LINE_MESSAGES.rate],
      [{ description: 'x'.repeat(501), rate: '1' }, INVOICE_LINE_MESSAGES.description],
      [{ description: 'x', rate: '1', sac: '9982' }, INVOICE_LINE_MESSAGES.sac],
      [{ description: 'x', rate: '1', gstRateBp: 4001 }, INVOICE_LINE_MESSAGES.gstRate],
    ];
    for (const [payload, message] of cases) {
      const res = await add(invoice.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    expect((await add(invoice.id, { description: 'x', rate: '1', extra: true })).statusCode).toBe(400);
  });

  it('bounds every amount before it is stored: the probe’s line is refused and the invoice keeps answering', async () => {
    const { invoice } = await generatedInvoice();
    const probe = await add(invoice.id, { description: 'x', rate: '9999999999999.99', quantity: 10 });
    expect(probe.statusCode, probe.body).toBe(422);
    expect(probe.json().message).toBe(INVOICE_LINE_MESSAGES.rate);
    const cases: [object, string][] = [
      [{ description: 'x', rate: '-50000.00' }, INVOICE_LINE_MESSAGES.rate],
      [{ description: 'x', rate: '99999999999.99', quantity: 2 }, INVOICE_LINE_MESSAGES.lineTooBig],
      [{ description: 'x', rate: '100000000', quantity: 10_000 }, INVOICE_LINE_MESSAGES.lineTooBig],
    ];
    for (const [payload, message] of cases) {
      const res = await add(invoice.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    // Lines of ₹1,000 crore each are accepted until the invoice would pass ₹10,000 crore.
    const crore1000 = { description: 'Large', rate: '100000000', quantity: 100, gstRateBp: 0 };
    for (let i = 0; i < 9; i += 1) expect((await add(invoice.id, crore1000)).statusCode).toBe(201);
    const past = await add(invoice.id, crore1000);
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(INVOICE_LINE_MESSAGES.invoiceTooBig);
    const read = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    expect(read.statusCode, read.body).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/invoices', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
  });

  it('answers 409 for the lines of a Sent or Done invoice, 404 for a line of another invoice, 403 for a member', async () => {
    const { invoice } = await generatedInvoice();
    const { invoice: other } = await generatedInvoice();
    const lineId = invoice.items[0]?.id as string;
    expect((await edit(other.id, lineId, { description: 'x', rate: '1' })).statusCode).toBe(404);
    expect((await add(invoice.id, { description: 'x', rate: '1' }, member)).statusCode).toBe(403);
    for (const status of ['Sent', 'Done']) {
      await app.inject({
        method: 'PUT',
        url: `/api/invoices/${invoice.id}/status`,
        headers: admin,
        payload: { status },
      });
      const refused = [
        await add(invoice.id, { description: 'x', rate: '1' }),
        await edit(invoice.id, lineId, { description: 'x', rate: '1' }),
        await remove(invoice.id, lineId),
      ];
      for (const res of refused) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(INVOICE_LINE_MESSAGES.notDraft(status));
      }
    }
    const read = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    expect(read.json().data.invoice.items).toHaveLength(1);
    expect(INVOICE_MESSAGES.generated).toBeTruthy();
  });
});
