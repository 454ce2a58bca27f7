import { writeFileSync } from 'node:fs';
import { CREDIT_NOTE_MESSAGES, type CreditNoteRow } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { invoiceFor, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, createUser, loginAs } from '../../test/factories';

describe('credit notes: who may raise, list and download them, and the PDF', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let ravi: AuthHeaders;
  let lata: AuthHeaders;
  let member: AuthHeaders;
  let ravisInvoiceId: string;
  let note: CreditNoteRow;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ravi = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    lata = (await loginAs(app, await createUser(app, practice.orgId, 'TEAM_LEADER'))).headers;
    // A Team Leader's tasks are led by them, so this invoice is in Ravi's scope only.
    ravisInvoiceId = (await invoiceFor(app, ravi)).id;
    const res = await raiseCreditNote(app, ravi, ravisInvoiceId, {
      amount: '200',
      reason: 'Goodwill\nfor delay',
    });
    expect(res.statusCode).toBe(201);
    note = res.json().data.creditNote;
  });
  afterAll(() => app.close());

  const calls = () => [
    { method: 'GET' as const, url: `/api/invoices/${ravisInvoiceId}/credit-notes` },
    {
      method: 'POST' as const,
      url: `/api/invoices/${ravisInvoiceId}/credit-notes`,
      payload: { amount: '1', reason: 'r' },
    },
    { method: 'GET' as const, url: `/api/credit-notes/${note.id}/download` },
  ];

  it('refuses a Team Member with 403 before anything is read', async () => {
    for (const call of calls()) expect((await app.inject({ ...call, headers: member })).statusCode).toBe(403);
  });

  it("answers 404 to a Team Leader for another team's invoice and its notes", async () => {
    for (const call of calls()) {
      const res = await app.inject({ ...call, headers: lata });
      expect(res.statusCode, call.url).toBe(404);
    }
    const download = await app.inject({ ...calls()[2], headers: lata } as never);
    expect((download as { json(): { message: string } }).json().message).toBe(CREDIT_NOTE_MESSAGES.notFound);
  });

  it('lists the notes for the Admin and the leading Team Leader', async () => {
    for (const headers of [admin, ravi]) {
      const res = await app.inject({ ...calls()[0], headers });
      expect(res.json().data.creditNotes.map((n: CreditNoteRow) => n.id)).toContain(note.id);
    }
  });

  it('downloads the PDF, named after the credit note number', async () => {
    const res = await app.inject({ ...calls()[2], headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${note.creditNoteNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // CREDIT_NOTE_PDF=/some/file.pdf keeps the rendered note for a look (pdftoppm -png).
    if (process.env.CREDIT_NOTE_PDF) writeFileSync(process.env.CREDIT_NOTE_PDF, res.rawPayload);
  });
});
