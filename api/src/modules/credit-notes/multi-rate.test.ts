import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { CREDIT_NOTE_MESSAGES, type CreditNoteRow, type InvoiceRow } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTER_STATE_GSTIN, multiRateInvoice, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

// Issue 34: an invoice with 18%, 12% (6% + 6%), 5% (2.5% + 2.5%) and an exempt line.
const LINES = [
  { rate: '10000', gstRateBp: 1800 },
  { rate: '1499.50', gstRateBp: 1200 },
  { rate: '2000', gstRateBp: 500 },
  { rate: '3000', gstRateBp: 0, description: 'Exempt service' },
];

describe('credit notes on invoices with more than one rate', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const note = (res: { json(): { data: { creditNote: CreditNoteRow } } }) => res.json().data.creditNote;
  const lineIds = (invoice: InvoiceRow) => invoice.items.map((item) => item.id);

  beforeAll(async () => {
    app = await buildTestApp({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('reverses a line-wise note at each credited line’s own rate: 6,162.71, nothing at 2.5%', async () => {
    const invoice = await multiRateInvoice(app, admin, LINES);
    const [a18, b12] = lineIds(invoice);
    const res = await raiseCreditNote(app, admin, invoice.id, {
      lines: [
        { lineId: a18, amount: '5000' },
        { lineId: b12, amount: '234.57' },
      ],
      reason: 'Scope reduced',
    });
    expect(res.statusCode).toBe(201);
    expect(note(res)).toMatchObject({
      taxableAmount: '5234.57',
      taxes: [
        { name: 'CGST', rate: 9, amount: '450.00' },
        { name: 'SGST', rate: 9, amount: '450.00' },
        { name: 'CGST', rate: 6, amount: '14.07' },
        { name: 'SGST', rate: 6, amount: '14.07' },
      ],
      totalAmount: '6162.71',
    });
  });

  it('spreads a second, amount-only note over what is left rate by rate, never a negative tax', async () => {
    const invoice = await multiRateInvoice(app, admin, LINES, { gst: INTER_STATE_GSTIN });
    const [a18, b12] = lineIds(invoice);
    const first = await raiseCreditNote(app, admin, invoice.id, {
      lines: [
        { lineId: a18, amount: '5000' },
        { lineId: b12, amount: '1499.50' },
      ],
      reason: 'Part of the work dropped',
    });
    expect(first.statusCode).toBe(201);
    const second = await raiseCreditNote(app, admin, invoice.id, { amount: '500', reason: 'Discount' });
    expect(second.statusCode).toBe(201);
    // Left: 5,000 at 18%, 2,000 at 5%, 3,000 exempt; 500 is 5% of it, taken from each.
    expect(note(second)).toMatchObject({
      taxableAmount: '500.00',
      taxes: [
        { name: 'IGST', rate: 18, amount: '45.00' },
        { name: 'IGST', rate: 5, amount: '5.00' },
      ],
      totalAmount: '550.00',
    });
    // The note says it was spread, and each line carries its own rate.
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/credit-notes/${note(second).id}/download`,
      headers: admin,
    });
    expect(pdf.statusCode).toBe(200);
    // CREDIT_NOTE_PDF=/some/file.pdf keeps the rendered note for a look (pdftoppm -png).
    if (process.env.CREDIT_NOTE_PDF) writeFileSync(process.env.CREDIT_NOTE_PDF, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload })
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain(
      '₹500.00 credited on the invoice as a whole, spread over its remaining value rate by rate',
    );
    expect(note(second).lines.map((l) => [l.amount, l.gstRateBp, l.spread])).toEqual([
      ['250.00', 1800, true],
      ['100.00', 500, true],
      ['150.00', 0, true],
    ]);
  });

  it('accepts a second note on the exempt line, and a refusal names the line and what it has left', async () => {
    const invoice = await multiRateInvoice(app, admin, LINES);
    const exempt = lineIds(invoice)[3];
    for (const amount of ['1000', '1500']) {
      const res = await raiseCreditNote(app, admin, invoice.id, {
        lines: [{ lineId: exempt, amount }],
        reason: 'Exempt fee reduced',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(note(res)).toMatchObject({ taxes: [], totalAmount: `${amount}.00` });
    }
    const over = await raiseCreditNote(app, admin, invoice.id, {
      lines: [{ lineId: exempt, amount: '500.01' }],
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(CREDIT_NOTE_MESSAGES.lineExceeds('Exempt service', '500.00'));
  });
});
