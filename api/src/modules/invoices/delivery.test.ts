import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import {
  gstinCheckChar,
  INVOICE_MESSAGES,
  type InvoiceRow,
  upiPaymentUri,
  VALIDATION,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  updateInvoiceSettings,
} from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

/** The PDF's text with every run of white space as one space. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');

const CLIENT_GSTIN = `29AAQFD7312M1Z${gstinCheckChar('29AAQFD7312M1Z')}`;

async function billedPractice(app: TestApp) {
  const practice = await createPractice(app);
  const admin = (await loginAs(app, practice.admin)).headers;
  await updateInvoiceSettings(app, admin, {
    companyName: 'Demo & Associates',
    companyEmail: 'accounts@demo-associates.test',
    bankName: 'HDFC Bank',
    accountNumber: '50200012345678',
    ifscCode: 'HDFC0001234',
  });
  const client = await createClient(app, admin, { gst: CLIENT_GSTIN, email: 'accounts@client.test' });
  const invoiceOf = async (quotation = '4500') => {
    const task = await createPendingTask(app, admin, { client: client.id, quotation });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    return res.json().data.invoice as InvoiceRow;
  };
  return { admin, invoiceOf };
}

describe('invoice PDF and e-mail', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: AuthHeaders;
  let invoiceOf: (quotation?: string) => Promise<InvoiceRow>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    ({ admin, invoiceOf } = await billedPractice(app));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const send = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/invoices/${id}/send`, headers: admin, payload });

  it('downloads a draft marked DRAFT without a number, and once issued named after its number', async () => {
    const draft = await invoiceOf();
    const download = () =>
      app.inject({ method: 'GET', url: `/api/invoices/${draft.id}/download`, headers: admin });
    const drafted = await download();
    expect(drafted.statusCode).toBe(200);
    expect(drafted.headers['content-disposition']).toBe('attachment; filename="Draft.pdf"');
    const draftText = pdfText(drafted.rawPayload);
    expect(draftText).toContain('DRAFT – not a tax invoice');
    expect(draftText).toContain('Not issued (draft)');
    if (process.env.DRAFT_PDF) writeFileSync(process.env.DRAFT_PDF, drafted.rawPayload);

    const issued = (
      await app.inject({ method: 'POST', url: `/api/invoices/${draft.id}/issue`, headers: admin })
    ).json().data.invoice as InvoiceRow;
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${issued.invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(String(issued.invoiceNumber));
    expect(text).not.toContain('DRAFT');
  });

  it('issues a draft as it mails the PDF as an attachment, and marks the invoice Sent', async () => {
    const draft = await invoiceOf('4500');
    const res = await send(draft.id, {
      email: 'Accounts@Client.test',
      cc: 'partner@client.test, audit@client.test',
      message: 'Dear Sir, please find our invoice for March.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(INVOICE_MESSAGES.sent('accounts@client.test'));
    expect(res.json().data.invoice).toMatchObject({ status: 'Sent', sentTo: 'accounts@client.test' });
    expect(res.json().data.invoice.sentAt).toBeTruthy();
    const invoice = res.json().data.invoice as InvoiceRow;
    expect(invoice.invoiceNumber).toMatch(/^INV-\d+$/);

    const mail = smtp.messages.find((m) => m.subject?.includes(String(invoice.invoiceNumber)));
    expect(mail?.subject).toBe(`Invoice ${invoice.invoiceNumber} from Demo & Associates`);
    expect(mail?.cc && !Array.isArray(mail.cc) ? mail.cc.text : '').toBe(
      'partner@client.test, audit@client.test',
    );
    expect(mail?.replyTo?.text).toBe('accounts@demo-associates.test');
    expect(mail?.text).toContain('Dear Sir, please find our invoice for March.');
    expect(mail?.text).toContain('Total: ₹5,310.00');
    expect(mail?.text).toMatch(/Due date: \d{2}\/\d{2}\/\d{4}/);
    // No UPI ID in the invoice settings: no UPI link.
    expect(mail?.text).not.toContain('upi://');
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await tabIds('sent')).toContain(invoice.id);
  });

  it('carries the UPI link for the balance once the practice has a UPI ID', async () => {
    await updateInvoiceSettings(app, admin, { upiId: 'demo.associates@okhdfcbank' });
    const draft = await invoiceOf('4500');
    const res = await send(draft.id, { email: 'accounts@client.test' });
    const invoice = res.json().data.invoice as InvoiceRow;
    const mail = smtp.messages.find((m) => m.subject?.includes(String(invoice.invoiceNumber)));
    const uri = upiPaymentUri({
      upiId: 'demo.associates@okhdfcbank',
      payeeName: 'Demo & Associates',
      amountPaise: 531_000,
      note: String(invoice.invoiceNumber),
    });
    expect(mail?.text).toContain(`Pay ₹5,310.00 by UPI to demo.associates@okhdfcbank:\n${uri}`);
    await updateInvoiceSettings(app, admin, { upiId: '' });
  });

  it('sends a Done invoice again without changing its status', async () => {
    const draft = await invoiceOf();
    const done = await app.inject({ method: 'PUT', url: `/api/invoices/${draft.id}/done`, headers: admin });
    const invoice = done.json().data.invoice as InvoiceRow;
    const res = await send(invoice.id, { email: 'accounts@client.test' });
    expect(res.json().data.invoice).toMatchObject({ status: 'Done', sentTo: 'accounts@client.test' });
    const mail = smtp.messages.find((m) => m.subject?.includes(String(invoice.invoiceNumber)));
    expect(mail?.text).toContain(`Please find attached invoice ${invoice.invoiceNumber}.`);
  });

  it('refuses a bad recipient or cc address before sending anything', async () => {
    const invoice = await invoiceOf();
    const before = smtp.messages.length;
    const bad = await send(invoice.id, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(VALIDATION.invalidEmail);
    const missing = await send(invoice.id, { email: ' ' });
    expect(missing.json().message).toBe(INVOICE_MESSAGES.emailRequired);
    expect((await send(invoice.id, { email: 'a@b.test', cc: 'ok@b.test, nope' })).statusCode).toBe(422);
    expect(smtp.messages.length).toBe(before);
  });

  async function tabIds(status: string) {
    return (await app.inject({ method: 'GET', url: `/api/invoices?status=${status}`, headers: admin }))
      .json()
      .data.invoices.map((i: InvoiceRow) => i.id);
  }
});

describe('invoice e-mail when the mail server is down', () => {
  it('answers 502 and leaves the invoice issued (numbered) but not sent', async () => {
    const app = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const { admin, invoiceOf } = await billedPractice(app);
      const invoice = await invoiceOf();
      const res = await app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/send`,
        headers: admin,
        payload: { email: 'accounts@client.test' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(INVOICE_MESSAGES.sendFailed);
      const after = (
        await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin })
      ).json().data.invoice;
      // Send issues first: the number is kept, so the series has no gap; it reads Issued, not Sent.
      expect(after).toMatchObject({ status: 'Sent', moneyStatus: 'Issued', sentAt: null, sentTo: null });
      expect(after.invoiceNumber).toMatch(/^INV-\d+$/);
    } finally {
      await app.close();
    }
  }, 60_000);
});
