// Issue 34: a practice's signing certificate (POST/GET/DELETE /config/signing-certificate) and the
// PAdES signature it puts on every invoice, credit note and receipt, checked with poppler's pdfsig.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type InvoiceRow, SIGNING_MESSAGES, todayIn } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingCertificates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { invoiceFor, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs, updateInvoiceSettings } from '../../test/factories';
import { multipartFields } from '../../test/multipart';
import { pdfsig, pdfText, selfSignedP12 } from '../../test/signing-certificate';

const PASSWORD = 'Dsc@2026-secret';

describe('signing certificate: every document the practice issues is digitally signed', () => {
  let app: TestApp;
  let orgId: string;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let invoice: InvoiceRow;
  const p12 = selfSignedP12('Anita Deshpande', PASSWORD);

  const upload = (headers: AuthHeaders, content: Buffer, password: string, filename = 'anita.p12') => {
    const form = multipartFields({ password }, { field: 'file', filename, content });
    return app.inject({
      method: 'POST',
      url: '/api/config/signing-certificate',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const download = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    orgId = practice.orgId;
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    await updateInvoiceSettings(app, admin, {
      companyName: 'Demo & Associates',
      companyEmail: 'accounts@demo.test',
    });
    invoice = await invoiceFor(app, admin);
  });
  afterAll(() => app.close());

  it('refuses a file that is no .p12 and a wrong password with a clear 422, and a Team Leader', async () => {
    const junk = await upload(admin, Buffer.from('%PDF-1.4 not a certificate'), PASSWORD, 'anita.pdf');
    expect(junk.statusCode).toBe(422);
    expect(junk.json().message).toBe(SIGNING_MESSAGES.notP12);
    const wrong = await upload(admin, p12, 'not-the-password');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(SIGNING_MESSAGES.wrongPassword);
    expect(wrong.json().errors).toEqual([{ field: 'password', message: SIGNING_MESSAGES.wrongPassword }]);
    expect((await upload(leader, p12, PASSWORD)).statusCode).toBe(403);
    const none = await app.inject({ method: 'GET', url: '/api/config/signing-certificate', headers: admin });
    expect(none.json().data).toEqual({ certificate: null });
  });

  it('keeps the certificate with its password sealed under the key generated into DATA_DIR, never answering it', async () => {
    const res = await upload(admin, p12, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SIGNING_MESSAGES.uploaded);
    const certificate = res.json().data.certificate;
    expect(certificate.subject).toContain('CN=Anita Deshpande');
    expect(Date.parse(certificate.validTo) - Date.parse(certificate.validFrom)).toBe(365 * 86_400_000);
    const read = await app.inject({ method: 'GET', url: '/api/config/signing-certificate', headers: admin });
    expect(read.json().data).toEqual({ certificate });
    expect(read.body).not.toContain(PASSWORD);
    expect(existsSync(join(app.config.dataDir, 'signing-key'))).toBe(true);
    expect(readFileSync(join(app.config.dataDir, 'signing-key'), 'utf8')).toBe(app.config.signingKey);
    const [row] = await app.database.db
      .select()
      .from(signingCertificates)
      .where(eq(signingCertificates.orgId, orgId));
    expect(row?.passwordEncrypted).toBeTruthy();
    expect(row?.passwordEncrypted).not.toContain(PASSWORD);
    expect(Buffer.from(row?.passwordEncrypted ?? '', 'base64url').toString('latin1')).not.toContain(PASSWORD);
  });

  it('signs the invoice PDF (PAdES, ETSI.CAdES.detached) with a visible box: name, date and reason', async () => {
    const pdf = await download(`/api/invoices/${invoice.id}/download`);
    // SIGNED_PDF=/some/file.pdf keeps the signed invoice for a look (pdftoppm -png).
    if (process.env.SIGNED_PDF) writeFileSync(process.env.SIGNED_PDF, pdf);
    const report = pdfsig(pdf);
    expect(report).toContain('Signer Certificate Common Name: Anita Deshpande');
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    const text = pdfText(pdf);
    expect(text).toContain('Digitally signed by Anita Deshpande');
    expect(text).toMatch(/Date: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain(`Reason: Tax Invoice ${invoice.invoiceNumber} (Rule 46(q), CGST Rules 2017)`);
  });

  it('signs the credit note and the payment receipt too', async () => {
    const raised = await raiseCreditNote(app, admin, invoice.id, { amount: '100', reason: 'Fee reduced' });
    expect(raised.statusCode).toBe(201);
    const note = raised.json().data.creditNote;
    const notePdf = await download(`/api/credit-notes/${note.id}/download`);
    expect(pdfsig(notePdf)).toContain('Signature Validation: Signature is Valid.');
    expect(pdfText(notePdf)).toContain(
      `Reason: Credit note ${note.creditNoteNumber} (Rule 53(1A), CGST Rules 2017)`,
    );
    const paid = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/payment`,
      headers: admin,
      payload: { amount: '200', date: todayIn('Asia/Kolkata'), mode: 'UPI' },
    });
    expect(paid.statusCode).toBe(201);
    const payment = (paid.json().data.invoice as InvoiceRow).payments[0];
    const receipt = await download(`/api/payments/${payment?.id}/receipt`);
    expect(pdfsig(receipt)).toContain('Signature Validation: Signature is Valid.');
    expect(pdfText(receipt)).toContain('Digitally signed by Anita Deshpande');
  });

  it('removes the certificate: later PDFs carry no signature', async () => {
    const removed = await app.inject({
      method: 'DELETE',
      url: '/api/config/signing-certificate',
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(SIGNING_MESSAGES.removed);
    const read = await app.inject({ method: 'GET', url: '/api/config/signing-certificate', headers: admin });
    expect(read.json().data).toEqual({ certificate: null });
    const pdf = await download(`/api/invoices/${invoice.id}/download`);
    expect(pdfsig(pdf)).toContain('does not contain any signatures');
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/config/signing-certificate',
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});
