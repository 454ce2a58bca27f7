// From statement to payments through the API, as the screen does it: an HDFC statement previewed
// and committed; the credit naming its client and settling its invoice less 10% TDS is paid at
// commit, the other one suggested; the same statement again imports nothing and pays nothing
// twice; the suggestion accepted, then undone, leaves the invoice as it was.
import { type BankLine, type InvoiceRow, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { getInvoice, INTRA_STATE_GSTIN } from '../../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
} from '../../../test/factories';
import { multipartFile } from '../../../test/multipart';

let app: TestApp;
let admin: AuthHeaders;

async function invoiceOf(clientId: string, fees: string): Promise<InvoiceRow> {
  const taskId = await createPendingTask(app, admin, { client: clientId, quotation: fees });
  const generated = await app.inject({
    method: 'POST',
    url: '/api/invoices/generate-from-tasks',
    headers: admin,
    payload: { taskIds: [taskId] },
  });
  const sent = await app.inject({
    method: 'PUT',
    url: `/api/invoices/${generated.json().data.invoice.id}/status`,
    headers: admin,
    payload: { status: 'Sent' },
  });
  return sent.json().data.invoice;
}

/** An HDFC NetBanking statement as CSV, dated today (the practice's). */
function hdfcCsv(lines: [string, string, string][]) {
  const day = dayjs(todayIn('Asia/Kolkata')).format('DD/MM/YY');
  return Buffer.from(
    [
      ['HDFC BANK Ltd.', '', '', '', 'Page No .: 1'],
      ['', `Statement From : ${day} To : ${day}`],
      [],
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      ...lines.map(([narration, ref, credit]) => [day, narration, ref, day, '', credit, '']),
    ]
      .map((row) => row.map((cell) => `"${cell}"`).join(','))
      .join('\n'),
  );
}

async function importStatement(accountId: string, file: Buffer) {
  const form = multipartFile('file', 'hdfc.csv', file, 'text/csv');
  const preview = await app.inject({
    method: 'POST',
    url: `/api/bank-statements/preview?bankAccountId=${accountId}`,
    headers: { ...admin, ...form.headers },
    payload: form.payload,
  });
  expect(preview.statusCode, preview.body).toBe(200);
  const commit = await app.inject({
    method: 'POST',
    url: '/api/bank-statements/commit',
    headers: admin,
    payload: { previewId: preview.json().data.previewId, bankAccountId: accountId },
  });
  expect(commit.statusCode, commit.body).toBe(200);
  return commit.json().data;
}

const lines = async () =>
  (await app.inject({ method: 'GET', url: '/api/bank-statements/lines', headers: admin })).json().data
    .lines as BankLine[];

describe('a statement imported, matched, accepted and undone', () => {
  let strong: InvoiceRow;
  let loose: InvoiceRow;
  let accountId: string;
  let file: Buffer;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    const gupta = await createClient(app, admin, { name: 'Gupta and Sons', gst: INTRA_STATE_GSTIN });
    const rao = await createClient(app, admin, { name: 'Rao Consultants', gst: null, stateCode: '27' });
    strong = await invoiceOf(gupta.id, '20000'); // ₹23,600; less 10% TDS on ₹20,000: ₹21,600
    loose = await invoiceOf(rao.id, '7000'); // ₹8,260
    const account = await app.inject({
      method: 'POST',
      url: '/api/bank-accounts',
      headers: admin,
      payload: { name: 'HDFC current', bank: 'HDFC', last4: '4321' },
    });
    accountId = account.json().data.account.id;
    file = hdfcCsv([
      ['NEFT CR-HDFC0000240-GUPTA AND SONS-N306261234567', '0000N306261234567', '21,600.00'],
      ['CLG CHQ 000123', '000123', '8,260.00'],
    ]);
  });
  afterAll(() => app.close());

  it('pays the strong match at commit and suggests the other', async () => {
    expect(await importStatement(accountId, file)).toMatchObject({ imported: 2, duplicates: 0 });
    expect(await getInvoice(app, admin, strong.id)).toMatchObject({
      status: 'Done',
      paidAmount: '21600.00',
      tdsAmount: '2000.00',
    });
    const all = await lines();
    const first = all.find((l) => l.reference === '0000N306261234567');
    const second = all.find((l) => l.reference === '000123');
    expect(first).toMatchObject({ status: 'matched', reference: '0000N306261234567' });
    expect(second?.status).toBe('suggested');
    expect(second?.candidates[0]).toMatchObject({ strong: false, reason: `amount = ${loose.invoiceNumber}` });
  });

  it('imports the same statement again as duplicates, and pays nothing twice', async () => {
    expect(await importStatement(accountId, file)).toMatchObject({ imported: 0, duplicates: 2 });
    expect((await getInvoice(app, admin, strong.id)).payments).toHaveLength(1);
    expect(await lines()).toHaveLength(2);
  });

  it('accepts the suggestion, then undo leaves the invoice as it was', async () => {
    const line = (await lines()).find((l) => l.reference === '000123') as BankLine;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/bank-statements/lines/${line.id}/accept`,
      headers: admin,
      payload: { allocations: [{ invoiceId: loose.id, amount: '8260.00', tdsAmount: '0.00' }] },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await getInvoice(app, admin, loose.id)).status).toBe('Done');
    const undone = await app.inject({
      method: 'POST',
      url: `/api/bank-statements/lines/${line.id}/undo`,
      headers: admin,
    });
    expect(undone.json().data.line.status).toBe('suggested');
    expect(await getInvoice(app, admin, loose.id)).toMatchObject({
      status: 'Sent',
      paidAmount: '0.00',
      balance: '8260.00',
      payments: [],
    });
  });
});
