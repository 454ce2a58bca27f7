import * as XLSX from '@e965/xlsx';
import { RECEIPT_MESSAGES, type TdsReceivableReport } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTER_STATE_GSTIN, INTRA_STATE_GSTIN, invoiceFor } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

describe('TDS receivable: by client and financial-year quarter, for Form 26AS', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let ravi: AuthHeaders;
  let member: AuthHeaders;
  let ravisClient: string;
  let adminsClient: string;

  const pay = (headers: AuthHeaders, invoiceId: string, date: string, amount: string, tdsAmount: string) =>
    app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/payment`,
      headers,
      payload: { amount, tdsAmount, date, mode: 'Bank Transfer' },
    });
  const report = async (headers: AuthHeaders, fy = '2025-26') => {
    const res = await app.inject({ method: 'GET', url: `/api/reports/tds-receivable?fy=${fy}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as TdsReceivableReport;
  };

  // The app's clock: real time unless a test sets it.
  let clock: Date | null = null;

  beforeAll(async () => {
    app = await buildTestApp({ clock: () => clock ?? new Date() });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ravi = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    // Ravi's team's client: each 1180 invoice paid in parts across the year's quarters.
    const ravis = await invoiceFor(app, ravi, { quotations: ['10000'], gst: INTRA_STATE_GSTIN });
    ravisClient = ravis.clientId;
    for (const [date, amount, tds] of [
      ['2025-04-01', '1000', '100'], // Q1, first day of the year
      ['2025-06-30', '1000', '100.50'], // Q1, last day
      ['2025-07-01', '500', '0'], // no TDS: not in the report
      ['2025-12-31', '1000', '250'], // Q3
      ['2026-03-31', '1000', '99.99'], // Q4, last day of the year
      ['2026-04-01', '1000', '500'], // the next year
    ] as const)
      expect((await pay(ravi, ravis.id, date, amount, tds)).statusCode, date).toBe(201);
    // The Admin's client (led by the Admin): outside Ravi's team.
    const admins = await invoiceFor(app, admin, { quotations: ['5000'], gst: INTER_STATE_GSTIN });
    adminsClient = admins.clientId;
    expect((await pay(admin, admins.id, '2025-08-15', '0', '500')).statusCode).toBe(201);
    // Another practice's TDS never shows.
    const other = await createPractice(app);
    const theirs = (await loginAs(app, other.admin)).headers;
    const theirInvoice = await invoiceFor(app, theirs);
    await pay(theirs, theirInvoice.id, '2025-05-05', '10', '100');
  });
  afterAll(() => app.close());

  it('sums TDS per client and quarter, with GSTIN, PAN, payment counts and totals', async () => {
    const data = await report(admin);
    expect(data).toMatchObject({ fy: '2025-26', from: '2025-04-01', to: '2026-03-31' });
    const rows = data.rows.map((r) => [r.clientId, r.quarter, r.tdsAmount, r.payments]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [ravisClient, 1, '200.50', 2],
        [ravisClient, 3, '250.00', 1],
        [ravisClient, 4, '99.99', 1],
        [adminsClient, 2, '500.00', 1],
      ]),
    );
    expect(rows).toHaveLength(4);
    const ravis = data.rows.find((r) => r.clientId === ravisClient);
    expect(ravis).toMatchObject({ gstin: INTRA_STATE_GSTIN, pan: INTRA_STATE_GSTIN.slice(2, 12) });
    expect(data.totals).toEqual({
      byQuarter: { 1: '200.50', 2: '500.00', 3: '250.00', 4: '99.99' },
      tdsAmount: '1050.49',
      payments: 5,
    });
    const next = await report(admin, '2026-27');
    expect(next.rows.map((r) => [r.clientId, r.quarter, r.tdsAmount])).toEqual([[ravisClient, 1, '500.00']]);
  });

  it("shows a Team Leader only their team's clients, and refuses a Team Member", async () => {
    const data = await report(ravi);
    expect(new Set(data.rows.map((r) => r.clientId))).toEqual(new Set([ravisClient]));
    expect(data.totals.tdsAmount).toBe('550.49');
    for (const url of [
      '/api/reports/tds-receivable?fy=2025-26',
      '/api/reports/tds-receivable/export?fy=2025-26',
    ])
      expect((await app.inject({ method: 'GET', url, headers: member })).statusCode, url).toBe(403);
  });

  it('refuses a financial year not written like 2026-27', async () => {
    for (const fy of ['2025-27', '2025', 'FY25'])
      expect(
        (
          await app.inject({ method: 'GET', url: `/api/reports/tds-receivable?fy=${fy}`, headers: admin })
        ).json().message,
        fy,
      ).toBe(RECEIPT_MESSAGES.fyInvalid);
  });

  it('exports the same rows and totals as an .xlsx workbook', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/reports/tds-receivable/export?fy=2025-26',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tds-receivable-2025-26.xlsx"');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['TDS Receivable'] ?? {}, {
      header: 1,
      raw: true,
      defval: null,
    });
    expect(rows[0]?.[0]).toBe('TDS Receivable, FY 2025-26 (s.194J of the Income-tax Act, 1961)');
    const header = rows.findIndex((r) => r[0] === 'Client');
    expect(rows[header]).toEqual(['Client', 'GSTIN', 'PAN', 'Quarter', 'TDS (₹)', 'Payments']);
    const body = rows.slice(header + 1).map((r) => r.slice(0, 6));
    expect(body).toHaveLength(5);
    expect(body.map((r) => [r[3], r[4], r[5]])).toEqual(
      expect.arrayContaining([
        ['Q1 (Apr–Jun)', 200.5, 2],
        ['Q2 (Jul–Sep)', 500, 1],
        ['Q3 (Oct–Dec)', 250, 1],
        ['Q4 (Jan–Mar)', 99.99, 1],
      ]),
    );
    expect(body.at(-1)).toEqual(['COUNT: 4', null, null, null, 1050.49, 5]);
  });

  it('dates the export on the practice’s day, not the server’s (01:30 in Kolkata is the evening before in UTC)', async () => {
    clock = new Date('2026-11-18T20:00:00Z');
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/reports/tds-receivable/export?fy=2025-26',
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['TDS Receivable'] ?? {}, { header: 1 });
      const exportedOn = rows.find((r) => r[0] === 'Exported on')?.[1] as Date;
      expect(exportedOn.toISOString().slice(0, 10)).toBe('2026-11-19');
    } finally {
      clock = null;
    }
  });
});
