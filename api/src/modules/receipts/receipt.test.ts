import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type InvoiceRow, RECEIPT_MESSAGES, todayIn } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTRA_STATE_GSTIN, invoiceFor } from '../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createPractice,
  createUser,
  loginAs,
  updateInvoiceSettings,
} from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

/** The PDF's text as pdftotext reads it, spaces collapsed. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pd-receipt-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  // RECEIPT_PDF=/some/file.pdf keeps the rendered receipt for a look (pdftoppm -png).
  if (process.env.RECEIPT_PDF) writeFileSync(process.env.RECEIPT_PDF, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('receipts: the PDF of a payment, its e-mail, and who may have them', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: AuthHeaders;
  let ravi: AuthHeaders;
  let lata: AuthHeaders;
  let member: AuthHeaders;
  let invoice: InvoiceRow;
  let paymentId: string;
  let receiptNumber: string;
  const today = todayIn('Asia/Kolkata');

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ravi = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    lata = (await loginAs(app, await createUser(app, practice.orgId, 'TEAM_LEADER'))).headers;
    await updateInvoiceSettings(app, admin, {
      companyName: 'Demo & Associates',
      companyEmail: 'accounts@demo-associates.test',
    });
    // Ravi leads the task, so the invoice and its payments are his team's, not Lata's.
    invoice = await invoiceFor(app, ravi);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment`,
      headers: ravi,
      payload: { amount: '500', tdsAmount: '100', date: today, mode: 'Cheque', reference: 'CHQ 004512' },
    });
    const payment = (paid.json().data.invoice as InvoiceRow).payments[0];
    if (!payment) throw new Error('no payment recorded');
    ({ id: paymentId, receiptNumber } = payment);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const download = (headers: AuthHeaders, id = paymentId) =>
    app.inject({ method: 'GET', url: `/api/payments/${id}/receipt`, headers });
  const send = (headers: AuthHeaders, payload: Record<string, unknown>, id = paymentId) =>
    app.inject({ method: 'POST', url: `/api/payments/${id}/receipt/send`, headers, payload });

  it('renders the receipt: practice, client, numbers, amounts, TDS, mode, words and balance', async () => {
    const res = await download(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${receiptNumber.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    for (const shown of [
      'RECEIPT',
      'Demo & Associates',
      invoice.billedTo.name,
      `GSTIN: ${INTRA_STATE_GSTIN}`,
      `PAN: ${INTRA_STATE_GSTIN.slice(2, 12)}`,
      receiptNumber,
      String(invoice.invoiceNumber),
      'Cheque',
      'CHQ 004512',
      'Invoice total 1,180.00',
      'Amount received 500.00',
      'Settled by this receipt (₹) 600.00',
      'Balance after this receipt 580.00',
      'Rupees Five Hundred Only',
      'Authorised Signatory',
    ])
      expect(text, shown).toContain(shown);
    // The section by the payment's date (today, after 1 April 2026); its label may wrap at any
    // word, with the amount read between its lines.
    expect(text.replace(' 100.00 ', ' ')).toContain('TDS deducted (s.393 of the Income-tax Act, 2025)');
  });

  it('e-mails the receipt with its PDF to the address, cc and message given', async () => {
    const res = await send(admin, {
      email: 'Accounts@Client.test',
      cc: 'partner@client.test',
      message: 'Thank you for the cheque.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: RECEIPT_MESSAGES.sent('accounts@client.test'),
      data: { receiptNumber },
    });
    const mail = smtp.messages.at(-1);
    expect(mail?.subject).toBe(`Receipt ${receiptNumber} from Demo & Associates`);
    expect(mail?.cc).toMatchObject({ text: 'partner@client.test' });
    expect(mail?.text).toContain('Thank you for the cheque.');
    expect(mail?.text).toContain('TDS deducted: ₹100.00');
    expect(mail?.text).toContain('Balance after this receipt: ₹580.00');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`${receiptNumber.replaceAll('/', '-')}.pdf`, 'application/pdf'],
    ]);
    expect(mail?.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a send without an address', async () => {
    const res = await send(admin, { email: '' });
    expect(res.statusCode).toBe(422);
  });

  it('shows the balance after each receipt, not after the last one', async () => {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment`,
      headers: admin,
      payload: { amount: '580', date: today, mode: 'UPI' },
    });
    const second = (paid.json().data.invoice as InvoiceRow).payments.at(-1);
    expect(pdfText((await download(admin)).rawPayload)).toContain('Balance after this receipt 580.00');
    const text = pdfText((await download(admin, second?.id)).rawPayload);
    expect(text).toContain('Balance after this receipt 0.00');
    expect(text).toContain('Rupees Five Hundred Eighty Only');
  });

  it('refuses a Team Member (403), another team’s leader and an unknown payment (404)', async () => {
    expect((await download(member)).statusCode).toBe(403);
    expect((await send(member, { email: 'a@b.test' })).statusCode).toBe(403);
    const other = await download(lata);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(RECEIPT_MESSAGES.notFound);
    expect((await send(lata, { email: 'a@b.test' })).statusCode).toBe(404);
    expect((await download(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(ravi)).statusCode).toBe(200);
  });
});
