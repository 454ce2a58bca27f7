// Issue 34, "TDS on receipts": the hint's base is the fees without GST (exempt in, reimbursements
// out) less what credit notes reversed, on the invoice the form reads; the section is named by
// date (s.194J of the 1961 Act before 1 April 2026, s.393 of the 2025 Act from then) on the
// receipt and the TDS-receivable report.
import { type InvoiceRow, todayIn } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { invoiceFor, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs, updateInvoiceSettings } from '../../test/factories';
import { pdfText } from '../../test/signing-certificate';

describe('TDS on receipts: its base and its section', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let invoice: InvoiceRow;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, admin, {
      companyName: 'Demo & Associates',
      companyEmail: 'accounts@demo.test',
    });
    // ₹10,000 of taxed fees, then ₹2,000 exempt and a ₹500 pure-agent reimbursement on the draft.
    const draft = await invoiceFor(app, admin, { quotations: ['10000'], status: 'Generated' });
    for (const line of [
      { description: 'Exempt fee', rate: '2000', taxable: false },
      { kind: 'reimbursement', description: 'ROC filing fee paid for the client', rate: '500' },
    ]) {
      const added = await app.inject({
        method: 'POST',
        url: `/api/invoices/${draft.id}/lines`,
        headers: admin,
        payload: line,
      });
      expect(added.statusCode).toBe(201);
    }
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${draft.id}/issue`,
      headers: admin,
    });
    expect(issued.statusCode).toBe(200);
    invoice = issued.json().data.invoice;
  });
  afterAll(() => app.close());

  it('gives the form the fees without GST, exempt in and reimbursements out, and what credit notes reversed', async () => {
    expect(invoice).toMatchObject({ fees: '12000.00', creditedFees: '0.00', reimbursements: '500.00' });
    const note = await raiseCreditNote(app, admin, invoice.id, { amount: '1000', reason: 'Fee reduced' });
    expect(note.statusCode).toBe(201);
    const read = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    expect(read.json().data.invoice).toMatchObject({ fees: '12000.00', creditedFees: '1000.00' });
  });

  it('names s.393 of the Income-tax Act, 2025 on the receipt of a payment from 1 April 2026', async () => {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment`,
      headers: admin,
      payload: { amount: '5000', tdsAmount: '1100', date: todayIn('Asia/Kolkata'), mode: 'UPI' },
    });
    expect(paid.statusCode).toBe(201);
    const payment = (paid.json().data.invoice as InvoiceRow).payments[0];
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/payments/${payment?.id}/receipt`,
      headers: admin,
    });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    // The label wraps in its cell at any word, so the amount may come between its lines.
    expect(text.replace(' 1,100.00 ', ' ')).toContain('TDS deducted (s.393 of the Income-tax Act, 2025)');
    expect(text).toContain('1,100.00');
    expect(text).not.toContain('194J');
  });

  it('names the section of the financial year on the TDS-receivable report', async () => {
    const report = async (fy: string) =>
      (
        await app.inject({ method: 'GET', url: `/api/reports/tds-receivable?fy=${fy}`, headers: admin })
      ).json().data;
    expect((await report('2025-26')).section).toBe('s.194J of the Income-tax Act, 1961');
    const current = await report('2026-27');
    expect(current.section).toBe('s.393 of the Income-tax Act, 2025');
    expect(current.totals.tdsAmount).toBe('1100.00');
  });
});
