// The invoice family's PDFs and mails write dates in the practice's date format (Preferences ›
// Date format), not a fixed DD/MM/YYYY: an Admin who chooses YYYY-MM-DD sees it on the invoice.
import { execFileSync } from 'node:child_process';
import { DEFAULT_PREFERENCES, gstinCheckChar, type InvoiceRow } from '@practice-desk/contracts';
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

const CLIENT_GSTIN = `29AAQFD7312M1Z${gstinCheckChar('29AAQFD7312M1Z')}`;

/** The PDF's text as poppler reads it, whitespace collapsed. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

describe("invoice dates in the practice's format", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let admin: AuthHeaders;
  let invoice: InvoiceRow;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, admin, {
      companyName: 'Format & Associates',
      companyEmail: 'accounts@format-associates.test',
    });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/config/preferences',
      headers: admin,
      payload: { ...DEFAULT_PREFERENCES, dateFormat: 'YYYY-MM-DD' },
    });
    expect(saved.statusCode).toBe(200);
    const client = await createClient(app, admin, { gst: CLIENT_GSTIN, email: 'accounts@client.test' });
    const task = await createPendingTask(app, admin, { client: client.id, quotation: '4500' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    invoice = res.json().data.invoice as InvoiceRow;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('prints the invoice and due dates in the chosen format on the PDF', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/download`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const shown = pdfText(res.rawPayload);
    expect(shown).toContain(invoice.generatedDate.slice(0, 10));
    expect(shown).toContain(invoice.dueDate.slice(0, 10));
    expect(shown).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('writes the due date in the chosen format in the mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/send`,
      headers: admin,
      payload: { email: 'accounts@client.test' },
    });
    expect(res.statusCode).toBe(200);
    // Sending issued the draft: it has its number now.
    const issued = (
      await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin })
    ).json().data.invoice as typeof invoice;
    const mail = smtp.messages.find((m) => m.subject?.includes(String(issued.invoiceNumber)));
    expect(mail?.text).toContain(`Due date: ${issued.dueDate.slice(0, 10)}`);
  });
});
