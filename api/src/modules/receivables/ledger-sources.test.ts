// TDS deducted and advances received reach the clients' ledger: the ageing counts what settles
// each invoice (payment, TDS, an advance adjusted against it); the statement shows the money as it
// came in (the advance on its own date), never an advance twice.
import { gstinCheckChar, type ReceivablesReport } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';
import { daysAgo, issueInvoice, today } from '../../test/receivables-fixtures';

const GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('TDS and advances in what clients owe', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let client: { id: string; name: string };

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: admin, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, admin, { companyName: 'Shah & Co' });
    client = await createClient(app, admin, { gst: GSTIN, name: 'Ganesh Advisory', address: 'Aundh, Pune' });

    // 1000 + 18% = 1180.00, 20 days old: 1000 received with 100 TDS deducted, 80 left.
    const first = await issueInvoice(app, admin, client.id, { ageDays: 20 });
    const paid = await send('POST', `/api/invoices/${first.id}/payment`, {
      amount: '1000',
      tdsAmount: '100',
      date: daysAgo(2),
      mode: 'UPI',
      reference: 'UTR9',
    });
    expect(paid.statusCode, paid.body).toBe(201);

    // An advance of 590.00 (500 + 18%) received 40 days ago, 472.00 of it adjusted against a
    // draft of 1180.00 that is then sent and dated 10 days ago: 708.00 left on it.
    const advance = await send('POST', `/api/clients/${client.id}/advances`, {
      amount: '590',
      date: daysAgo(40),
      mode: 'Bank Transfer',
      reference: 'ADV1',
      description: 'Advance for the tax audit',
    });
    expect(advance.statusCode, advance.body).toBe(201);
    const draft = await issueInvoice(app, admin, client.id, { status: 'Generated' });
    const adjusted = await send('POST', `/api/invoices/${draft.id}/advance-adjustments`, {
      advanceId: advance.json().data.advance.id,
      amount: '472',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect((await send('PUT', `/api/invoices/${draft.id}/status`, { status: 'Sent' })).statusCode).toBe(200);
    await app.database.db
      .update(invoices)
      .set({ invoiceDate: daysAgo(10) })
      .where(eq(invoices.id, draft.id));
  });
  afterAll(() => app.close());

  it('ages each invoice net of its TDS and of the advance adjusted against it', async () => {
    const report = (
      await app.inject({ method: 'GET', url: '/api/reports/receivables', headers: admin })
    ).json().data as ReceivablesReport;
    expect(report.rows.find((r) => r.clientId === client.id)).toMatchObject({
      invoices: 2,
      buckets: { days0to30: '788.00', days31to60: '0.00', days61to90: '0.00', over90: '0.00' },
      total: '788.00',
    });
  });

  it('states the advance when it came in and the TDS beside its payment, closing at what is owed less the advance still held', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}/statement?from=${daysAgo(60)}&to=${today()}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json().data;
    expect(statement.opening).toBe('0.00');
    expect(
      statement.entries.map((e: { kind: string; debit: string; credit: string; balance: string }) => [
        e.kind,
        e.debit,
        e.credit,
        e.balance,
      ]),
    ).toEqual([
      ['advance', '0.00', '590.00', '-590.00'],
      ['invoice', '1180.00', '0.00', '590.00'],
      ['invoice', '1180.00', '0.00', '1770.00'],
      ['payment', '0.00', '1000.00', '770.00'],
      ['tds', '0.00', '100.00', '670.00'],
    ]);
    // 788.00 owed on the invoices, less the 118.00 of the advance not yet adjusted.
    expect(statement.closing).toBe('670.00');
    expect(statement.entries[0].invoiceNumber).toBeNull();
  });
});
