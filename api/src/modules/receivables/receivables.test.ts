import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { gstinCheckChar, type ProfitabilityReport, type ReceivablesReport } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { raiseCreditNote } from '../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';
import { daysAgo, issueInvoice, pay, today } from '../../test/receivables-fixtures';

const GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('what clients owe: ageing, statement of account, profitability', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let acme: { id: string; name: string };
  let leadersClient: { id: string; name: string };

  const get = (headers: AuthHeaders, url: string) => app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    await updateInvoiceSettings(app, admin, { companyName: 'Shah & Co' });
    acme = await createClient(app, admin, { gst: GSTIN, name: 'Acme Traders', address: 'Baner, Pune' });
    // 1000 + 18% = 1180.00 each.
    await issueInvoice(app, admin, acme.id, { ageDays: 30 });
    const second = await issueInvoice(app, admin, acme.id, { ageDays: 31 });
    await issueInvoice(app, admin, acme.id, { ageDays: 60 });
    await issueInvoice(app, admin, acme.id, { ageDays: 61 });
    await issueInvoice(app, admin, acme.id, { ageDays: 90 });
    const oldest = await issueInvoice(app, admin, acme.id, { ageDays: 91 });
    // A draft is not issued: it owes nothing.
    await issueInvoice(app, admin, acme.id, { ageDays: 100, status: 'Generated' });
    // Paid in full: nothing left.
    const paid = await issueInvoice(app, admin, acme.id, { ageDays: 5 });
    expect((await pay(app, admin, paid.id, '1180')).statusCode).toBe(201);
    // A part payment and a credit note (250 + 18% = 295.00).
    expect((await pay(app, admin, second.id, '500')).statusCode).toBe(201);
    expect(
      (await raiseCreditNote(app, admin, oldest.id, { amount: '250', reason: 'Fee reduced' })).statusCode,
    ).toBe(201);
    // The Team Leader's own client (a task they lead).
    leadersClient = await createClient(app, leader, { gst: GSTIN, name: 'Bharat Stores' });
    await issueInvoice(app, leader, leadersClient.id, { ageDays: 10, quotation: '2000' });
  });
  afterAll(() => app.close());

  it('buckets each balance by days since the invoice date: 30/31, 60/61, 90/91', async () => {
    const res = await get(admin, '/api/reports/receivables');
    expect(res.statusCode).toBe(200);
    const report = res.json().data as ReceivablesReport;
    expect(report.asOf).toBe(today());
    const row = report.rows.find((r) => r.clientId === acme.id);
    expect(row).toEqual({
      clientId: acme.id,
      clientName: 'Acme Traders',
      invoices: 6,
      buckets: { days0to30: '1180.00', days31to60: '1860.00', days61to90: '2360.00', over90: '885.00' },
      total: '6285.00',
      advances: '0.00',
      net: '6285.00',
    });
    expect(report.totals).toEqual({
      invoices: 7,
      buckets: { days0to30: '3540.00', days31to60: '1860.00', days61to90: '2360.00', over90: '885.00' },
      total: '8645.00',
      advances: '0.00',
      net: '8645.00',
    });
  });

  it('as of an earlier day, ignores what was paid and credited after it and ages from that day', async () => {
    const report = (await get(admin, `/api/reports/receivables?asOf=${daysAgo(1)}`)).json()
      .data as ReceivablesReport;
    const row = report.rows.find((r) => r.clientId === acme.id);
    // A day younger each: 29, 30 and 4 days (unpaid yet), 59 and 60, 89 and 90 (no credit note yet).
    expect(row?.buckets).toEqual({
      days0to30: '3540.00',
      days31to60: '2360.00',
      days61to90: '2360.00',
      over90: '0.00',
    });
  });

  it('exports the ageing as .xlsx with numbers and a totals row', async () => {
    const res = await get(admin, '/api/reports/receivables/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receivables-${today()}.xlsx"`);
    const sheet = XLSX.read(res.rawPayload).Sheets.Receivables;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet as XLSX.WorkSheet, {
      header: 1,
      raw: true,
      defval: null,
    });
    expect(rows).toContainEqual(['Acme Traders', 6, 1180, 1860, 2360, 885, 6285, 0, 6285]);
    expect(rows.at(-1)).toEqual(['Total', 7, 3540, 1860, 2360, 885, 8645, 0, 8645]);
  });

  it('gives a Team Leader their team’s clients only, a Team Member 403', async () => {
    const report = (await get(leader, '/api/reports/receivables')).json().data as ReceivablesReport;
    expect(report.rows.map((r) => r.clientName)).toEqual(['Bharat Stores']);
    expect(report.totals.total).toBe('2360.00');
    for (const url of [
      '/api/reports/receivables',
      '/api/reports/profitability',
      `/api/clients/${acme.id}/statement`,
      `/api/clients/${acme.id}/statement/pdf`,
    ])
      expect((await get(member, url)).statusCode, url).toBe(403);
    expect((await get(leader, `/api/clients/${acme.id}/statement`)).statusCode).toBe(404);
    expect((await get(leader, `/api/clients/${leadersClient.id}/statement`)).statusCode).toBe(200);
  });

  it('states the account: opening balance, dated entries with a running balance, closing balance', async () => {
    const from = daysAgo(35);
    const res = await get(admin, `/api/clients/${acme.id}/statement?from=${from}&to=${today()}`);
    expect(res.statusCode).toBe(200);
    const statement = res.json().data;
    // Before the range: the invoices of 91, 90, 61 and 60 days (the 100-day draft does not count).
    expect(statement.opening).toBe('4720.00');
    expect(
      statement.entries.map((e: { kind: string; debit: string; credit: string; balance: string }) => [
        e.kind,
        e.debit,
        e.credit,
        e.balance,
      ]),
    ).toEqual([
      ['invoice', '1180.00', '0.00', '5900.00'],
      ['invoice', '1180.00', '0.00', '7080.00'],
      ['invoice', '1180.00', '0.00', '8260.00'],
      ['credit-note', '0.00', '295.00', '7965.00'],
      ['payment', '0.00', '1180.00', '6785.00'],
      ['payment', '0.00', '500.00', '6285.00'],
    ]);
    expect(statement.closing).toBe('6285.00');
    expect(statement.totalDebit).toBe('3540.00');
    expect(statement.totalCredit).toBe('1975.00');
    const bad = await get(admin, `/api/clients/${acme.id}/statement?from=${today()}&to=${from}`);
    expect(bad.statusCode).toBe(400);
  });

  it('prints the statement as a PDF and an .xlsx with the same balances', async () => {
    const query = `from=${daysAgo(35)}&to=${today()}`;
    const pdf = await get(admin, `/api/clients/${acme.id}/statement/pdf?${query}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'statement-'));
    writeFileSync(join(dir, 'statement.pdf'), pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'statement.pdf'), '-']).toString();
    for (const expected of [
      'STATEMENT OF ACCOUNT',
      'Shah & Co',
      'Acme Traders',
      'Opening balance',
      '4,720.00',
      '6,285.00',
      'Credit note',
      'Payment',
    ])
      expect(text).toContain(expected);
    const xlsx = await get(admin, `/api/clients/${acme.id}/statement/xlsx?${query}`);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(xlsx.rawPayload).Sheets.Statement as XLSX.WorkSheet,
      {
        header: 1,
        raw: true,
        defval: null,
      },
    );
    expect(rows.at(-1)).toEqual(['Closing balance', null, null, null, 3540, 1975, 6285]);
  });

  it('sets billed against the cost of time per client and month, with realisation', async () => {
    const rates = await app.inject({
      method: 'PUT',
      url: `/api/invoicing/rates/users/${practice.admin.id}`,
      headers: admin,
      payload: { billingRate: '1200', costRate: '600' },
    });
    expect(rates.statusCode).toBe(200);
    const client = await createClient(app, admin, { gst: GSTIN, name: 'Chitra Foods' });
    const task = await createPendingTask(app, admin, { client: client.id, quotation: '3000' });
    const logged = await app.inject({
      method: 'POST',
      url: `/api/tasks/${task}/time-entries`,
      headers: admin,
      payload: { minutes: 150 },
    });
    expect(logged.statusCode).toBe(201);
    const invoice = (
      await app.inject({
        method: 'POST',
        url: '/api/invoices/generate-from-tasks',
        headers: admin,
        payload: { taskIds: [task] },
      })
    ).json().data.invoice;
    await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    await raiseCreditNote(app, admin, invoice.id, { amount: '500', reason: 'Discount' });
    const month = today().slice(0, 7);
    const res = await get(admin, `/api/reports/profitability?from=${month}-01&to=${today()}`);
    expect(res.statusCode).toBe(200);
    const report = res.json().data as ProfitabilityReport;
    // Billed 3000 − 500; cost 2.5 h × 600; worth 2.5 h × 1200 = 3000.
    expect(report.rows.find((r) => r.clientId === client.id)).toEqual({
      clientId: client.id,
      clientName: 'Chitra Foods',
      month,
      billed: '2500.00',
      cost: '1500.00',
      margin: '1000.00',
      billingValue: '3000.00',
      minutes: 150,
      unratedMinutes: 0,
      realisation: 83.3,
    });
    const leaders = (await get(leader, '/api/reports/profitability')).json().data as ProfitabilityReport;
    expect(leaders.clients.map((c) => c.clientName)).toEqual(['Bharat Stores']);
    const xlsx = await get(admin, '/api/reports/profitability/export');
    expect(xlsx.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(xlsx.rawPayload).Sheets.Profitability as XLSX.WorkSheet,
      { header: 1, raw: true, defval: null },
    );
    expect(rows).toContainEqual(['Chitra Foods', month, 2500, 1500, 1000, 150, 3000, 83.3]);
  });
});
