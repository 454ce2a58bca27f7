// Issue 34, Rule 46(q), 53(1A) and 50: a practice with neither a signature image nor a signing
// certificate issues unsigned documents; generating or sending one warns the Admin, and the
// invoice list marks them.
import { type InvoiceRow, SIGNING_MESSAGES, todayIn } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTRA_STATE_GSTIN, invoiceFor, raiseCreditNote } from '../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  updateInvoiceSettings,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { makePng } from '../../test/png';

describe('unsigned documents: the Admin is warned and the list marks them', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let leader: AuthHeaders;

  const generate = async (headers: AuthHeaders) => {
    const client = await createClient(app, headers, { gst: INTRA_STATE_GSTIN });
    const taskId = await createPendingTask(app, headers, { client: client.id, quotation: '1000' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers,
      payload: { taskIds: [taskId] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.invoices).toHaveLength(1);
    return res.json();
  };
  const sentList = async () =>
    (await app.inject({ method: 'GET', url: '/api/invoices?status=sent', headers: admin })).json().data;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    await updateInvoiceSettings(app, admin, {
      companyName: 'Demo & Associates',
      companyEmail: 'accounts@demo.test',
    });
  });
  afterAll(() => app.close());

  it('warns the Admin generating, issuing, crediting or taking an advance without any signature', async () => {
    expect((await generate(admin)).warning).toBe(SIGNING_MESSAGES.unsigned);
    const draft = await invoiceFor(app, admin, { status: 'Generated' });
    const issued = await app.inject({
      method: 'POST',
      url: `/api/invoices/${draft.id}/issue`,
      headers: admin,
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().warning).toBe(SIGNING_MESSAGES.unsigned);
    const note = await raiseCreditNote(app, admin, draft.id, { amount: '100', reason: 'Fee reduced' });
    expect(note.statusCode).toBe(201);
    expect(note.json().warning).toBe(SIGNING_MESSAGES.unsigned);
    const client = await createClient(app, admin);
    const advance = await app.inject({
      method: 'POST',
      url: `/api/clients/${client.id}/advances`,
      headers: admin,
      payload: {
        amount: '5000',
        date: todayIn('Asia/Kolkata'),
        mode: 'UPI',
        description: 'Audit fee advance',
      },
    });
    expect(advance.statusCode).toBe(201);
    expect(advance.json().warning).toBe(SIGNING_MESSAGES.unsigned);
  });

  it('does not warn a Team Leader, who cannot upload one', async () => {
    expect((await generate(leader)).warning).toBeUndefined();
  });

  it('marks the invoice list unsigned until a signature image is uploaded', async () => {
    const invoice: InvoiceRow = await invoiceFor(app, admin);
    const before = await sentList();
    expect(before.invoices.map((i: InvoiceRow) => i.id)).toContain(invoice.id);
    expect(before.unsigned).toBe(true);
    const signature = multipartFile('signature', 'sign.png', makePng(300, 100), 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/config/signature',
      headers: { ...admin, ...signature.headers },
      payload: signature.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await sentList()).unsigned).toBe(false);
    expect((await generate(admin)).warning).toBeUndefined();
  });
});
