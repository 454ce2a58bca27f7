// Realisation against a hand-worked table. The practice's hourly rate is ₹1,000; the member's
// billing rate ₹1,800; the leader has none (so ₹1,000). Every invoice is dated today.
//
// invoice  client  task (services)      time                       settled                 invoiced  collected
// I1       Acme    A GST Returns 3000   member 60 (1800), leader 60 (1000)  ₹1,770 paid of ₹3,540   3000      1500
// I2       Acme    B TDS Returns 1000   member 30 (900)            credit note ₹250 + GST    750       0
// I3       Bharat  D GST Returns 2000   member 60 (1800)           nothing                   2000      0
//          (led by the leader)
// I4       Acme    a draft: not issued, not counted
//
// A's 3000 and 1500 go to the member 1800/2800 and the leader 1000/2800 of the way:
// member 1928.571… and 964.285…, leader 1071.428… and 535.714….
// Totals: 210 min, time value 5500, invoiced 5750, collected 1500:
// realisation 5750/5500 = 104.5%, collection 1500/5750 = 26.1%, recovery 1500/5500 = 27.3%.
import * as XLSX from '@e965/xlsx';
import { gstinCheckChar, type InvoiceRow, type RealisationReport } from '@practice-desk/contracts';
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
} from '../../test/factories';
import { pay, today } from '../../test/receivables-fixtures';
import { practiceWriter } from '../reports/report-fixture';

const GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('realisation: invoiced against time value, and collected, by client, template, person and month', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const get = (headers: AuthHeaders, url: string) => app.inject({ method: 'GET', url, headers });
  const report = async (headers: AuthHeaders, query = '') => {
    const res = await get(headers, `/api/reports/realisation${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as RealisationReport;
  };

  /** A task with a quotation, invoiced and (unless a draft) sent. */
  async function invoiced(
    headers: AuthHeaders,
    client: string,
    task: string,
    quotation: string,
    send = true,
  ) {
    const id = await createPendingTask(app, headers, { client, task, quotation });
    const generated = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers,
      payload: { taskIds: [id] },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const invoice = generated.json().data.invoice as InvoiceRow;
    if (send) {
      const sent = await app.inject({
        method: 'PUT',
        url: `/api/invoices/${invoice.id}/status`,
        headers,
        payload: { status: 'Sent' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    return { taskId: id, invoiceId: invoice.id };
  }

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const put = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: admin, payload });
    expect((await put('/api/invoicing/rates/hourly', { hourlyRate: '1000' })).statusCode).toBe(200);
    const { member: m, leader: l } = practice;
    const rate = await put(`/api/invoicing/rates/users/${m.id}`, { billingRate: '1800', costRate: null });
    expect(rate.statusCode).toBe(200);
    const acme = (await createClient(app, admin, { gst: GSTIN, name: 'Acme Traders', address: 'Pune' })).id;
    const bharat = (await createClient(app, leader, { gst: GSTIN, name: 'Bharat Stores', address: 'Pune' }))
      .id;
    const write = practiceWriter(app, practice.orgId);
    const day = today();

    const i1 = await invoiced(admin, acme, 'GST Returns', '3000');
    await write.time(i1.taskId, m.id, day, 60);
    await write.time(i1.taskId, l.id, day, 60);
    expect((await pay(app, admin, i1.invoiceId, '1770')).statusCode).toBe(201);
    const i2 = await invoiced(admin, acme, 'TDS Returns', '1000');
    await write.time(i2.taskId, m.id, day, 30);
    const note = await raiseCreditNote(app, admin, i2.invoiceId, { amount: '250', reason: 'Fee reduced' });
    expect(note.statusCode, note.body).toBe(201);
    const i3 = await invoiced(leader, bharat, 'gst returns', '2000');
    await write.time(i3.taskId, m.id, day, 60);
    const draft = await invoiced(admin, acme, 'Audit', '9000', false);
    await write.time(draft.taskId, m.id, day, 600);
  });
  afterAll(() => app.close());

  it('adds up the table: totals, each client and each person', async () => {
    const r = await report(admin);
    expect(r.totals).toEqual({
      minutes: 210,
      unratedMinutes: 0,
      timeValue: '5500.00',
      invoiced: '5750.00',
      collected: '1500.00',
      realisation: 104.5,
      collection: 26.1,
      recovery: 27.3,
    });
    const line = (row: RealisationReport['client'][number]) => [
      row.label,
      row.minutes,
      row.timeValue,
      row.invoiced,
      row.collected,
    ];
    expect(r.client.map(line)).toEqual([
      ['Acme Traders', 150, '3700.00', '3750.00', '1500.00'],
      ['Bharat Stores', 60, '1800.00', '2000.00', '0.00'],
    ]);
    expect(r.person.map((p) => [p.key, p.minutes, p.timeValue, p.invoiced, p.collected])).toEqual([
      [practice.member.id, 150, '4500.00', '4678.57', '964.29'],
      [practice.leader.id, 60, '1000.00', '1071.43', '535.71'],
    ]);
    // One template whatever its case; the month is the invoices' month.
    expect(r.template.map(line)).toEqual([
      ['GST Returns', 180, '4600.00', '5000.00', '1500.00'],
      ['TDS Returns', 30, '900.00', '750.00', '0.00'],
    ]);
    expect(r.month.map((m) => [m.key, m.invoiced])).toEqual([[today().slice(0, 7), '5750.00']]);
  });

  it('counts invoices of the period only', async () => {
    const r = await report(admin, '?from=2020-01-01&to=2020-12-31');
    expect(r.totals.invoiced).toBe('0.00');
    expect(r.client).toEqual([]);
    const bad = await get(admin, '/api/reports/realisation?from=2026-02-01&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
  });

  it('a Team Leader sees their team’s clients; a Team Member is refused', async () => {
    const r = await report(leader);
    expect(r.client.map((c) => [c.label, c.invoiced])).toEqual([['Bharat Stores', '2000.00']]);
    expect(r.totals).toMatchObject({ minutes: 60, timeValue: '1800.00', realisation: 111.1 });
    for (const url of ['/api/reports/realisation', '/api/reports/realisation/export'])
      expect((await get(member, url)).statusCode, url).toBe(403);
  });

  it('exports a sheet per cut with the same figures', async () => {
    const res = await get(admin, '/api/reports/realisation/export');
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['By client', 'By template', 'By person', 'By month']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['By client'] as XLSX.WorkSheet, {
      header: 1,
    });
    expect(rows.filter((r) => r[0] === 'Acme Traders' || r[0] === 'Total').map((r) => r.slice(0, 8))).toEqual(
      [
        ['Acme Traders', 150, 3700, 3750, 1500, 101.4, 40, 40.5],
        ['Total', 210, 5500, 5750, 1500, 104.5, 26.1, 27.3],
      ],
    );
  });
});
