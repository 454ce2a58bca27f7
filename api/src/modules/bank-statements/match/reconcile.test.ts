// Reconciling statement lines through the API: strong matches paid at once after an import (a
// real payment with its receipt number and TDS, the invoice Done), a false friend only suggested
// and accepted by hand, a split over two invoices, an advance, an ignored debit, undo taking back
// exactly what was made, accept-strong, the report; Admin only, and another practice reads nothing.
import { type BankLine, type InvoiceRow, moneyOf } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bankAccounts,
  bankAliases,
  bankStatementImports,
  bankStatementLines,
  payments,
} from '../../../db/schema';
import { scoped } from '../../../db/scoped';
import { buildTestApp, type TestApp } from '../../../test/app';
import { getInvoice, INTRA_STATE_GSTIN } from '../../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../../test/factories';
import { practiceDaysFromToday, practiceToday } from '../../../test/practice-today';
import { matchLines, scoreLines } from './index';

let app: TestApp;
let practice: TestPractice;
let admin: AuthHeaders;
let accountId: string;
let importId: string;

/** An issued invoice of this client for these fees (GST at 18% within the state when it has a GSTIN). */
async function invoiceOf(clientId: string, fees: string): Promise<InvoiceRow> {
  const taskId = await createPendingTask(app, admin, { client: clientId, quotation: fees });
  const generated = await app.inject({
    method: 'POST',
    url: '/api/invoices/generate-from-tasks',
    headers: admin,
    payload: { taskIds: [taskId] },
  });
  expect(generated.statusCode).toBe(200);
  const sent = await app.inject({
    method: 'PUT',
    url: `/api/invoices/${generated.json().data.invoice.id}/status`,
    headers: admin,
    payload: { status: 'Sent' },
  });
  expect(sent.statusCode).toBe(200);
  return sent.json().data.invoice;
}

let serial = 0;
/** Statement lines as a commit writes them (credits in rupees; a negative amount is a debit). */
async function importLines(rows: { narration: string; amount: number; date?: string; reference?: string }[]) {
  const written = await app.database.db
    .insert(bankStatementLines)
    .values(
      rows.map((row) => {
        serial++;
        const paise = Math.round(Math.abs(row.amount) * 100);
        const date = row.date ?? practiceToday();
        return {
          orgId: practice.orgId,
          bankAccountId: accountId,
          importId,
          date,
          narration: row.narration,
          reference: row.reference ?? `UTR${serial}`,
          creditPaise: row.amount > 0 ? paise : 0,
          debitPaise: row.amount < 0 ? paise : 0,
          dedupeKey: `${date}|${paise}|${serial}`,
        };
      }),
    )
    .returning({ id: bankStatementLines.id });
  return written.map((w) => w.id);
}

const ctx = () => ({
  db: scoped(app.database.db, practice.orgId),
  orgId: practice.orgId,
  user: { id: practice.admin.id, orgId: practice.orgId, role: 'ADMIN' as const, name: practice.admin.name },
});

const lineById = async (id: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/bank-statements/lines', headers: admin });
  expect(res.statusCode).toBe(200);
  return (res.json().data.lines as BankLine[]).find((l) => l.id === id) as BankLine;
};
const post = (url: string, payload?: object, headers = admin) =>
  app.inject({ method: 'POST', url: `/api/bank-statements${url}`, headers, ...(payload ? { payload } : {}) });

let sharma: { id: string };
let mehta: { id: string };
let big: InvoiceRow;
let sharmaSmall: InvoiceRow;
let mehtaOne: InvoiceRow;

beforeAll(async () => {
  app = await buildTestApp();
  practice = await createPractice(app);
  admin = (await loginAs(app, practice.admin)).headers;
  sharma = await createClient(app, admin, { name: 'Sharma Traders Pvt Ltd', gst: INTRA_STATE_GSTIN });
  mehta = await createClient(app, admin, { name: 'Mehta Textiles LLP', gst: null, stateCode: '27' });
  big = await invoiceOf(sharma.id, '50000'); // ₹59,000 with GST
  sharmaSmall = await invoiceOf(sharma.id, '10000'); // ₹11,800
  mehtaOne = await invoiceOf(mehta.id, '10000'); // ₹11,800: a false friend of the one above
  const [account] = await app.database.db
    .insert(bankAccounts)
    .values({ orgId: practice.orgId, name: 'HDFC current', bank: 'HDFC', last4: '4321' })
    .returning();
  accountId = account?.id as string;
  const [batch] = await app.database.db
    .insert(bankStatementImports)
    .values({
      orgId: practice.orgId,
      bankAccountId: accountId,
      fileName: 'hdfc.xls',
      layout: 'HDFC',
      rows: 0,
      imported: 0,
      duplicates: 0,
    })
    .returning();
  importId = batch?.id as string;
});
afterAll(() => app.close());

describe('reconciling a statement', () => {
  let strongLine = '';
  let friendLine = '';

  it('pays a strong match at once: ₹54,000 against ₹59,000 with ₹5,000 TDS on the ₹50,000 fees', async () => {
    expect(big.totalAmount).toBe('59000.00');
    const written = await importLines([
      { narration: 'NEFT-HDFCN52026112912345-SHARMA TRAD', amount: 54_000, reference: 'HDFCN52026112912345' },
      { narration: 'NEFT MEHTA TEXT', amount: 11_800 },
    ]);
    [strongLine = '', friendLine = ''] = written;
    const result = await matchLines(ctx(), written);
    expect(result).toEqual({ scored: 2, accepted: 1, failed: 0 });

    const paid = await getInvoice(app, admin, big.id);
    expect(paid).toMatchObject({
      status: 'Done',
      paidAmount: '54000.00',
      tdsAmount: '5000.00',
      balance: '0.00',
    });
    expect(paid.payments[0]).toMatchObject({
      date: practiceToday(),
      mode: 'Bank Transfer',
      reference: 'HDFCN52026112912345',
    });
    const line = await lineById(strongLine as string);
    expect(line.status).toBe('matched');
    expect(line.matches[0]?.receiptNumber).toBe(paid.payments[0]?.receiptNumber);
  });

  it('only suggests a false friend (₹11,800 is owed by two clients), with the reason', async () => {
    const line = await lineById(friendLine);
    expect(line.status).toBe('suggested');
    expect(line.candidates.map((c) => [c.reason, c.strong])).toEqual([
      [`amount = ${mehtaOne.invoiceNumber}; narration has MEHTA TEXT; 1 other fit the amount too`, false],
      [`amount = ${sharmaSmall.invoiceNumber}; 1 other fit the amount too`, false],
    ]);
  });

  it('refuses a split that does not add up to the credit, and an invoice dated after the line', async () => {
    const short = await post(`/lines/${friendLine}/accept`, {
      allocations: [{ invoiceId: mehtaOne.id, amount: '11000' }],
    });
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().message).toBe('The amounts must add up to the credit of ₹11,800.00');
    const [early] = await importLines([
      { narration: 'NEFT MEHTA', amount: 11_800, date: practiceDaysFromToday(-1) },
    ]);
    const before = await post(`/lines/${early}/accept`, {
      allocations: [{ invoiceId: mehtaOne.id, amount: '11800' }],
    });
    expect(before.statusCode, before.body).toBe(422);
    expect(before.json().message).toContain('dated after the line');
  });

  it('accepts the suggestion by hand, learns the alias, and undo takes the payment back', async () => {
    const accepted = await post(`/lines/${friendLine}/accept`, {
      allocations: [{ invoiceId: mehtaOne.id, amount: '11800', tdsAmount: '0' }],
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.line.status).toBe('matched');
    // The answer is the line as the review lists it from then on.
    expect(accepted.json().data.line).toEqual(await lineById(friendLine));
    expect(accepted.json().data.line.matches[0]).toMatchObject({
      invoiceNumber: mehtaOne.invoiceNumber,
      receiptNumber: expect.stringMatching(/\S/),
    });
    expect((await getInvoice(app, admin, mehtaOne.id)).status).toBe('Done');
    const aliases = await app.database.db
      .select()
      .from(bankAliases)
      .where(eq(bankAliases.orgId, practice.orgId));
    expect(aliases.map((a) => [a.words, a.clientId])).toContainEqual(['MEHTA TEXT', mehta.id]);

    const paymentId = accepted.json().data.line.matches[0].paymentId as string;
    const undone = await post(`/lines/${friendLine}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data.line.status).toBe('suggested');
    const back = await getInvoice(app, admin, mehtaOne.id);
    expect(back).toMatchObject({ status: 'Sent', paidAmount: '0.00', balance: '11800.00', payments: [] });
    expect(await app.database.db.select().from(payments).where(eq(payments.id, paymentId))).toEqual([]);
    // The audit trail has the payment made and taken back, by the Admin who did it.
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payments'), eq(auditLog.entityId, paymentId)))
      .orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.userId])).toEqual([
      ['create', practice.admin.id],
      ['delete', practice.admin.id],
    ]);
    expect((await post(`/lines/${friendLine}/undo`)).statusCode).toBe(409);
  });

  it('splits one credit over two invoices of a client, and refuses two clients in one split', async () => {
    const other = await invoiceOf(mehta.id, '5000'); // ₹5,900
    const [line] = await importLines([{ narration: 'RTGS MEHTA TEXTILES', amount: 17_700 }]);
    const mixed = await post(`/lines/${line}/accept`, {
      allocations: [
        { invoiceId: sharmaSmall.id, amount: '11800' },
        { invoiceId: other.id, amount: '5900' },
      ],
    });
    expect(mixed.statusCode).toBe(422);
    const open = await app.inject({
      method: 'GET',
      url: `/api/bank-statements/open-invoices?clientId=${mehta.id}`,
      headers: admin,
    });
    expect(
      open
        .json()
        .data.invoices.map((i: { id: string; balance: string; suggestedTds: string }) => [
          i.id,
          i.balance,
          i.suggestedTds,
        ]),
    ).toEqual([
      [mehtaOne.id, '11800.00', '1000.00'],
      [other.id, '5900.00', '500.00'],
    ]);
    await scoreLines(ctx().db, [line as string]);
    const suggested = await lineById(line as string);
    expect(suggested.candidates[0]).toMatchObject({ strong: true });
    expect(suggested.candidates[0]?.invoices.map((i) => [i.id, i.amount])).toEqual([
      [mehtaOne.id, '11800.00'],
      [other.id, '5900.00'],
    ]);
    const accepted = await post('/accept-strong', { bankAccountId: accountId });
    expect(accepted.json().data).toEqual({ accepted: 1, failed: 0 });
    expect((await getInvoice(app, admin, other.id)).status).toBe('Done');
    expect((await getInvoice(app, admin, mehtaOne.id)).status).toBe('Done');
  });

  it('takes a credit as an advance (a receipt voucher), and undo removes it', async () => {
    const [line] = await importLines([{ narration: 'IMPS SHARMA TRADERS ADVANCE', amount: 5_000 }]);
    await scoreLines(ctx().db, [line as string]);
    const advanced = await post(`/lines/${line}/advance`, { clientId: sharma.id });
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json().data.line.status).toBe('advance');
    expect(advanced.json().data.line.matches[0].advanceNumber).toMatch(/\S/);
    const list = await app.inject({
      method: 'GET',
      url: `/api/clients/${sharma.id}/advances`,
      headers: admin,
    });
    const before = JSON.stringify(list.json());
    expect(before).toContain('5000.00');
    expect((await post(`/lines/${line}/undo`)).statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: `/api/clients/${sharma.id}/advances`,
      headers: admin,
    });
    expect(JSON.stringify(after.json())).not.toContain('5000.00');
  });

  it('ignores a debit with a reason, and undoes that too', async () => {
    const [debit] = await importLines([{ narration: 'ATM WDL', amount: -2_000 }]);
    expect(
      (await post(`/lines/${debit}/accept`, { allocations: [{ invoiceId: big.id, amount: '1' }] }))
        .statusCode,
    ).toBe(422);
    expect((await post(`/lines/${debit}/ignore`, { reason: '' })).statusCode).toBe(422);
    const ignored = await post(`/lines/${debit}/ignore`, { reason: 'Office petty cash' });
    expect(ignored.json().data.line).toMatchObject({ status: 'ignored', ignoreReason: 'Office petty cash' });
    expect((await post(`/lines/${debit}/undo`)).json().data.line).toMatchObject({
      status: 'unmatched',
      ignoreReason: null,
    });
    // Who left it out and why is in the audit trail, on the line's account, and so is the undo.
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank_statement_lines'), eq(auditLog.entityId, debit as string)))
      .orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.userId, e.parentId, e.changes])).toEqual([
      ['update', practice.admin.id, accountId, { ignore_reason: { old: null, new: 'Office petty cash' } }],
      ['update', practice.admin.id, accountId, { ignore_reason: { old: 'Office petty cash', new: null } }],
    ]);
  });

  it('keeps the matcher’s suggestions and accepted lines out of the audit trail’s line entries', async () => {
    const lineIds = [strongLine, friendLine];
    const trail = await app.database.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank_statement_lines'), inArray(auditLog.entityId, lineIds)));
    expect(trail).toEqual([]);
  });

  it('reports matched, suggested and unmatched by account and month', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bank-statements/report', headers: admin });
    expect(res.statusCode).toBe(200);
    // A row per account and month: yesterday's line is last month's on the 1st.
    const rows = res.json().data.rows as { month: string; matched: { count: number } }[];
    expect(rows.find((r) => r.month === practiceToday().slice(0, 7))).toMatchObject({
      bankAccountName: 'HDFC current',
      debits: { count: 1, amount: moneyOf(200_000) },
    });
    expect(rows.reduce((sum, r) => sum + r.matched.count, 0)).toBeGreaterThanOrEqual(2);
  });

  it('shows the TDS booked from the statement in the TDS-receivable report', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reports/tds-receivable', headers: admin });
    expect(res.json().data.totals.tdsAmount).toBe('5000.00');
  });
});

describe('who may reconcile', () => {
  it('answers 403 to Team Leaders and Team Members', async () => {
    for (const user of [practice.leader, practice.member]) {
      const headers = (await loginAs(app, user)).headers;
      const read = await app.inject({ method: 'GET', url: '/api/bank-statements/lines', headers });
      expect(read.statusCode).toBe(403);
      expect((await post('/accept-strong', {}, headers)).statusCode).toBe(403);
      const report = await app.inject({ method: 'GET', url: '/api/bank-statements/report', headers });
      expect(report.statusCode).toBe(403);
    }
  });

  it('shows another practice none of these lines and finds none of them', async () => {
    const other = await createPractice(app);
    const headers = (await loginAs(app, other.admin)).headers;
    const read = await app.inject({ method: 'GET', url: '/api/bank-statements/lines', headers });
    expect(read.json().data.lines).toEqual([]);
    const [line] = await importLines([{ narration: 'NEFT SOMEONE', amount: 100 }]);
    expect((await post(`/lines/${line}/ignore`, { reason: 'x' }, headers)).statusCode).toBe(404);
    expect((await post(`/lines/${line}/undo`, undefined, headers)).statusCode).toBe(404);
    const report = await app.inject({ method: 'GET', url: '/api/bank-statements/report', headers });
    expect(report.json().data.rows).toEqual([]);
  });
});
