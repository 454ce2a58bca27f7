// Issue 34 "Documents that add up on their face": a receipt's balance after it is the invoice's
// real balance (advances adjusted included), and an invoice PDF that shows a balance due lists
// what makes it up, so that Total − those lines = Balance due on the page.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { type AdvanceRow, type InvoiceRow, paiseOf, todayIn } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { getInvoice, multiRateInvoice, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

/** The PDF's text with every run of white space as one space. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');
/** '19,282.07' → paise. */
const paiseIn = (text: string) => paiseOf(text.replaceAll(',', ''));

describe('receipts and invoices that add up on their face', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let invoice: InvoiceRow;
  const today = todayIn('Asia/Kolkata');

  beforeAll(async () => {
    app = await buildTestApp({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    // 20,000 at 18% and 5,000 at 5%: 25,000 + 3,600 + 250 = 28,850.00.
    const draft = await multiRateInvoice(
      app,
      admin,
      [
        { rate: '20000', gstRateBp: 1800 },
        { rate: '5000', gstRateBp: 500 },
      ],
      { status: 'Generated' },
    );
    const advance = await app.inject({
      method: 'POST',
      url: `/api/clients/${draft.clientId}/advances`,
      headers: admin,
      payload: { date: today, mode: 'Bank Transfer', description: 'Audit fee in advance', amount: '5000' },
    });
    expect(advance.statusCode, advance.body).toBe(201);
    const adjusted = await app.inject({
      method: 'POST',
      url: `/api/invoices/${draft.id}/advance-adjustments`,
      headers: admin,
      payload: { advanceId: (advance.json().data.advance as AdvanceRow).id },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    const sent = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [line18, line5] = draft.items.map((i) => i.id);
    for (const body of [
      { lines: [{ lineId: line18, amount: '1000' }], reason: 'Scope reduced' },
      { lines: [{ lineId: line5, amount: '500' }], reason: 'Fee revised' },
    ])
      expect((await raiseCreditNote(app, admin, draft.id, body)).statusCode).toBe(201);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${draft.id}/payment`,
      headers: admin,
      payload: { amount: '10000', tdsAmount: '1000', date: today, mode: 'UPI' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    invoice = await getInvoice(app, admin, draft.id);
  });
  afterAll(() => app.close());

  it("prints the invoice's real balance as the balance after the receipt, advance adjusted included", async () => {
    // 28,850 − 5,000 advance − 1,180 − 525 credited − 10,000 − 1,000 TDS = 11,145.00.
    expect(invoice.balance).toBe('11145.00');
    const payment = invoice.payments[0];
    const res = await app.inject({
      method: 'GET',
      url: `/api/payments/${payment?.id}/receipt`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    // RECEIPT_PDF=/some/file.pdf keeps the rendered receipt for a look (pdftoppm -png).
    if (process.env.RECEIPT_PDF) writeFileSync(process.env.RECEIPT_PDF, res.rawPayload);
    const text = pdfText(res.rawPayload);
    // And what stands between the invoice total and it: 28,850 − 5,000 − 1,705 − 11,000 = 11,145.
    for (const shown of [
      'Invoice total 28,850.00',
      'Less: advance adjusted -5,000.00',
      'Less: credit notes -1,705.00',
      'Settled by this receipt (₹) 11,000.00',
      'Balance after this receipt 11,145.00',
    ])
      expect(text, shown).toContain(shown);
  });

  it('lists the advance, each credit note and each payment with TDS, so Total − those = Balance due', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/download`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    // INVOICE_PDF=/some/file.pdf keeps the rendered invoice for a look (pdftoppm -png).
    if (process.env.INVOICE_PDF) writeFileSync(process.env.INVOICE_PDF, res.rawPayload);
    const [first, second] = await Promise.all(
      [0, 1].map(async (i) => {
        const list = await app.inject({
          method: 'GET',
          url: `/api/invoices/${invoice.id}/credit-notes`,
          headers: admin,
        });
        return list.json().data.creditNotes[i].creditNoteNumber as string;
      }),
    );
    const receipt = invoice.payments[0]?.receiptNumber ?? '';
    // A long label wraps, and the text of the page puts its amount after the label's first line
    // ("receipt -10,000.00 RCT/… dated" with one machine's fonts): the labels are read without it.
    const labels = text.replace(/ -[\d,]+\.\d\d/g, '');
    for (const shown of [
      'Less: advance received vide',
      `Less: credit note ${first} dated`,
      `Less: credit note ${second} dated`,
      `Less: received vide receipt ${receipt} dated`,
      'Less: TDS deducted on',
      'Balance due (₹) 11,145.00',
    ])
      expect(labels, shown).toContain(shown);
    // Between the total and the balance due, every amount taken off (the page wraps long labels).
    const [, between = ''] = /Total \(₹\) [\d,]+\.\d\d(.*)Balance due/.exec(text) ?? [];
    const total = paiseIn(/Total \(₹\) ([\d,]+\.\d\d)/.exec(text)?.[1] ?? '');
    const less = [...between.matchAll(/ -([\d,]+\.\d\d)/g)].map((m) => paiseIn(m[1] ?? '0'));
    expect(less).toEqual([5_000_00, 1_180_00, 525_00, 10_000_00, 1_000_00]);
    const due = paiseIn(/Balance due \(₹\) ([\d,]+\.\d\d)/.exec(text)?.[1] ?? '');
    expect(total - less.reduce((a, b) => a + b, 0)).toBe(due);
  });
});
