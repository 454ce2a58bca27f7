// Money in the client portal: a contact sees its client's issued invoices (never a draft, never
// another client's), what is due, each document's PDF, credit notes, receipts and the statement;
// pays by UPI from the link or QR code; and says 'I have paid', which staff confirm into a payment
// or reject. Nothing counts as paid until staff confirm it.
import {
  PORTAL_MONEY_MESSAGES as MESSAGES,
  type PortalInvoiceDetail,
  paiseOf,
} from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPractice,
  loginAs,
  RELAXED_RATE_LIMITS,
  updateInvoiceSettings,
} from '../../test/factories';
import { invitedContact, portalEmail } from '../../test/portal';
import { decodeQrSvg } from '../../test/qr';
import { daysAgo, issueInvoice, pay, today } from '../../test/receivables-fixtures';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const UPI_ID = 'practice.desk@okhdfcbank';

describe('money in the client portal', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  const staff: Record<'admin' | 'leader' | 'member', AuthHeaders> = {} as never;
  let adminId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS });
    const practice = await createPractice(app);
    adminId = practice.admin.id;
    staff.admin = (await loginAs(app, practice.admin)).headers;
    staff.leader = (await loginAs(app, practice.leader)).headers;
    staff.member = (await loginAs(app, practice.member)).headers;
    await updateInvoiceSettings(app, staff.admin, {
      companyName: 'Joshi & Rao',
      upiId: 'Practice.Desk@OkHDFCBank',
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** A contact of a new client in the practice's state (invoiced with CGST and SGST). */
  const contactOfClient = () => invitedContact(app, smtp, staff.admin, portalEmail(), { stateCode: '27' });
  const get = (url: string, headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: `/api/portal/${url}`, headers });
  const notice = (headers: { authorization: string }, invoiceId: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/portal/invoices/${invoiceId}/payment-notice`, headers, payload });
  const noticeBody = (amount: string) => ({ amount, date: today(), reference: 'UTR 412345678901' });

  it('keeps the UPI ID in invoice settings, in lower case, and refuses one that is not name@bank', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/config/invoice-settings',
      headers: staff.admin,
    });
    expect(res.json().data.settings.upiId).toBe(UPI_ID);
    await expect(updateInvoiceSettings(app, staff.admin, { upiId: 'not a vpa' })).rejects.toThrow(/400|422/);
  });

  it('lists the client’s issued invoices with what is due, never a draft or another client’s', async () => {
    const contact = await contactOfClient();
    const other = await contactOfClient();
    const sent = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000', ageDays: 30 });
    const current = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '500' });
    const draft = await issueInvoice(app, staff.admin, contact.client.id, { status: 'Generated' });
    const theirs = await issueInvoice(app, staff.admin, other.client.id);

    const res = await get('invoices', contact.headers);
    expect(res.statusCode).toBe(200);
    const { invoices, due } = res.json().data;
    expect(invoices.map((i: { id: string }) => i.id).sort()).toEqual([sent.id, current.id].sort());
    expect(invoices.find((i: { id: string }) => i.id === sent.id)).toMatchObject({
      invoiceNumber: sent.invoiceNumber,
      amount: sent.totalAmount,
      balance: sent.totalAmount,
      status: 'Overdue',
      reported: '0.00',
    });
    const total = paiseOf(sent.totalAmount) + paiseOf(current.totalAmount);
    expect(paiseOf(due.balance)).toBe(total);
    expect(due.overdue).toBe(sent.totalAmount);
    expect(due.unpaidInvoices).toBe(2);
    expect((await get(`due`, contact.headers)).json().data).toEqual(due);

    for (const id of [draft.id, theirs.id]) {
      expect((await get(`invoices/${id}`, contact.headers)).statusCode).toBe(404);
      expect((await get(`invoices/${id}/pdf`, contact.headers)).statusCode).toBe(404);
      expect((await notice(contact.headers, id, noticeBody('1'))).statusCode).toBe(404);
    }
    // Another client's id in the query is refused as a guess is.
    expect((await get(`invoices?clientId=${other.client.id}`, contact.headers)).statusCode).toBe(404);
    // A staff token is no portal session, and a portal session opens no staff route.
    expect((await get('invoices', staff.admin as never)).statusCode).toBe(401);
    const staffRoute = await app.inject({
      method: 'GET',
      url: `/api/invoices/${sent.id}`,
      headers: contact.headers,
    });
    expect(staffRoute.statusCode).toBe(401);
  });

  it('offers the UPI link and its QR code for the balance, with the invoice number as the note', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    await pay(app, staff.admin, invoice.id, '100');
    const balance = paiseOf(invoice.totalAmount) - 10_000;
    const detail = (await get(`invoices/${invoice.id}`, contact.headers)).json().data as PortalInvoiceDetail;
    expect(detail.invoice.status).toBe('Part paid');
    const url = new URL(detail.upi?.uri ?? '');
    expect(url.protocol).toBe('upi:');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: UPI_ID,
      pn: 'Joshi & Rao',
      am: (balance / 100).toFixed(2),
      cu: 'INR',
      tn: invoice.invoiceNumber,
    });
    // The QR code, read back by an independent decoder, is that same link.
    expect(decodeQrSvg(detail.upi?.qrSvg ?? '')).toBe(detail.upi?.uri);
    expect(detail.receipts).toHaveLength(1);

    await pay(app, staff.admin, invoice.id, (balance / 100).toFixed(2));
    const paid = (await get(`invoices/${invoice.id}`, contact.headers)).json().data as PortalInvoiceDetail;
    expect(paid.invoice.status).toBe('Paid');
    expect(paid.upi).toBeNull();
  });

  it('names the payee as the invoice settings say, else the company, and refuses a name too long', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    const payee = async () =>
      new URL(
        ((await get(`invoices/${invoice.id}`, contact.headers)).json().data as PortalInvoiceDetail).upi
          ?.uri ?? '',
      ).searchParams.get('pn');
    await updateInvoiceSettings(app, staff.admin, { upiPayeeName: '  Joshi Rao Associates LLP ' });
    expect(await payee()).toBe('Joshi Rao Associates LLP');
    await expect(updateInvoiceSettings(app, staff.admin, { upiPayeeName: 'x'.repeat(101) })).rejects.toThrow(
      /400|422/,
    );
    await updateInvoiceSettings(app, staff.admin, { upiPayeeName: '' });
    expect(await payee()).toBe('Joshi & Rao');
  });

  it('answers each document as a PDF attachment that is not sniffed', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    await pay(app, staff.admin, invoice.id, '200');
    const credited = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/credit-notes`,
      headers: staff.admin,
      payload: { amount: '100', reason: 'Fee reduced as agreed' },
    });
    expect(credited.statusCode).toBe(201);
    const receipts = (await get('receipts', contact.headers)).json().data.receipts;
    const creditNotes = (await get('credit-notes', contact.headers)).json().data.creditNotes;
    expect(receipts).toHaveLength(1);
    expect(creditNotes).toMatchObject([
      { reason: 'Fee reduced as agreed', invoiceNumber: invoice.invoiceNumber },
    ]);
    for (const url of [
      `invoices/${invoice.id}/pdf`,
      `receipts/${receipts[0].id}/pdf`,
      `credit-notes/${creditNotes[0].id}/pdf`,
      'statement/pdf',
    ]) {
      const res = await get(url, contact.headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const other = await contactOfClient();
    expect((await get(`receipts/${receipts[0].id}/pdf`, other.headers)).statusCode).toBe(404);
    expect((await get(`credit-notes/${creditNotes[0].id}/pdf`, other.headers)).statusCode).toBe(404);
  }, 60_000);

  it('shows the statement of account of the client only', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, {
      quotation: '1000',
      ageDays: 5,
    });
    await pay(app, staff.admin, invoice.id, '300', daysAgo(1));
    const res = await get(`statement?from=${daysAgo(10)}`, contact.headers);
    expect(res.statusCode).toBe(200);
    const statement = res.json().data;
    expect(statement.client.id).toBe(contact.client.id);
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual(['invoice', 'payment']);
    expect(paiseOf(statement.closing)).toBe(paiseOf(invoice.totalAmount) - 30_000);
  });

  it("takes 'I have paid' as a pending notice, told to the invoice's owner and audited as the contact", async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    const res = await notice(contact.headers, invoice.id, noticeBody('500'));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(MESSAGES.noticeSent);
    const sent = res.json().data.notice;
    expect(sent).toMatchObject({
      status: 'pending',
      amount: '500.00',
      sentBy: 'Contact 1',
      reference: 'UTR 412345678901',
    });

    // Nothing is paid yet.
    const row = (await get(`invoices/${invoice.id}`, contact.headers)).json().data.invoice;
    expect(row).toMatchObject({ balance: invoice.totalAmount, reported: '500.00', status: 'Due' });

    const told = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.type, 'payment_notice')));
    expect(told.map((n) => n.title)).toContain(MESSAGES.noticeTitle(invoice.invoiceNumber ?? ''));
    const trail = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment_notices'), eq(auditLog.entityId, sent.id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      userId: contact.contactId,
      userName: 'Contact 1 (client portal)',
      parentId: invoice.id,
    });
  });

  it('refuses a notice over what is left after notices already sent, dated ahead, or without a reference', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    const total = paiseOf(invoice.totalAmount);
    const over = await notice(contact.headers, invoice.id, noticeBody(((total + 1) / 100).toFixed(2)));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors[0]).toMatchObject({
      field: 'amount',
      message: MESSAGES.overBalance(invoice.totalAmount),
    });
    expect((await notice(contact.headers, invoice.id, noticeBody('1000'))).statusCode).toBe(201);
    const left = ((total - 100_000) / 100).toFixed(2);
    const again = await notice(
      contact.headers,
      invoice.id,
      noticeBody(((total - 100_000 + 1) / 100).toFixed(2)),
    );
    expect(again.json().message).toBe(MESSAGES.overBalance(left));
    const ahead = await notice(contact.headers, invoice.id, { ...noticeBody('1'), date: '2099-01-01' });
    expect(ahead.json().errors[0]).toMatchObject({ field: 'date', message: MESSAGES.dateInFuture });
    const bare = await notice(contact.headers, invoice.id, { ...noticeBody('1'), reference: ' ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors[0]).toMatchObject({ field: 'reference', message: MESSAGES.reference });
  });

  it('lets staff confirm a short payment with TDS into a real payment, which the statement then shows', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    const total = paiseOf(invoice.totalAmount);
    const short = ((total - 10_000) / 100).toFixed(2);
    const sent = (await notice(contact.headers, invoice.id, noticeBody(short))).json().data.notice;

    const pending = await app.inject({
      method: 'GET',
      url: '/api/payment-notices?status=pending',
      headers: staff.admin,
    });
    expect(pending.json().data.notices.map((n: { id: string }) => n.id)).toContain(sent.id);
    const ofInvoice = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/payment-notices`,
      headers: staff.admin,
    });
    expect(ofInvoice.json().data.notices).toHaveLength(1);
    const confirm = (headers: AuthHeaders) =>
      app.inject({
        method: 'POST',
        url: `/api/payment-notices/${sent.id}/confirm`,
        headers,
        payload: { amount: short, tdsAmount: '100', date: sent.date, mode: 'UPI', reference: sent.reference },
      });
    expect((await confirm(staff.member)).statusCode).toBe(403);
    const res = await confirm(staff.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.notice).toMatchObject({ status: 'confirmed' });
    expect(res.json().data.invoice).toMatchObject({ status: 'Done', balance: '0.00', tdsAmount: '100.00' });
    expect(res.json().data.notice.receiptNumber).toMatch(/^RCT/);
    expect((await confirm(staff.admin)).json().message).toBe(MESSAGES.notPending);

    const detail = (await get(`invoices/${invoice.id}`, contact.headers)).json().data as PortalInvoiceDetail;
    expect(detail.invoice).toMatchObject({ status: 'Paid', balance: '0.00', reported: '0.00' });
    expect(detail.notices[0]?.status).toBe('confirmed');
    const statement = (await get('statement', contact.headers)).json().data;
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual(['invoice', 'payment', 'tds']);
    expect(statement.closing).toBe('0.00');
  });

  it('lets staff reject a notice with a reason the contact reads, and keeps a leader to their team', async () => {
    const contact = await contactOfClient();
    const invoice = await issueInvoice(app, staff.admin, contact.client.id, { quotation: '1000' });
    const sent = (await notice(contact.headers, invoice.id, noticeBody('100'))).json().data.notice;
    const reject = (headers: AuthHeaders, reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/payment-notices/${sent.id}/reject`,
        headers,
        payload: { reason },
      });
    // The leader leads no task of this client: its invoice is not theirs to decide.
    expect((await reject(staff.leader, 'Not received')).statusCode).toBe(404);
    const blank = await reject(staff.admin, '  ');
    expect(blank.json().errors[0]).toMatchObject({ field: 'reason', message: MESSAGES.reason });
    const res = await reject(
      staff.admin,
      'No such credit in our bank account; please send the bank statement',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.rejected);
    const detail = (await get(`invoices/${invoice.id}`, contact.headers)).json().data as PortalInvoiceDetail;
    expect(detail.notices[0]).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such credit in our bank account; please send the bank statement',
    });
    expect(detail.invoice).toMatchObject({ balance: invoice.totalAmount, reported: '0.00' });
  });
});
