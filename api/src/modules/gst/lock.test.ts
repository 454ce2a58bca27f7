// The filing mark locks its period: a draft of it cannot have its lines edited, be reverted or be
// sent, and no credit note can be dated in it, until an Admin undoes the mark (kept on record).
import { GSTR1_MESSAGES, todayIn } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstr1Filings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { invoiceFor, raiseCreditNote } from '../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createPractice,
  loginAs,
  type TestPractice,
  updateInvoiceSettings,
} from '../../test/factories';

describe('GSTR-1 filed: the period is locked', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  const today = todayIn('Asia/Kolkata');
  const period = today.slice(0, 7);
  const label = new Date(`${period}-01T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const locked = GSTR1_MESSAGES.locked(label);
  const markFiled = (
    headers: AuthHeaders,
    payload: object = { period, filedOn: today, arn: 'aa2710261234567' },
  ) => app.inject({ method: 'POST', url: '/api/gst/gstr1/filed', headers, payload });
  const undo = (headers: AuthHeaders) =>
    app.inject({ method: 'DELETE', url: `/api/gst/gstr1/filed?period=${period}`, headers });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    await updateInvoiceSettings(app, admin, { gstNumber: '27AAPFU0939F1ZV' });
  });
  afterAll(() => app.close());

  it('refuses line edits, revert, sending a draft and a credit note in a filed period; allows them after undo', async () => {
    const draft = await invoiceFor(app, admin, { status: 'Generated' });
    const sent = await invoiceFor(app, admin);
    const line = draft.items[0];
    if (!line) throw new Error('a line expected');

    for (const headers of [leader, member]) expect((await markFiled(headers)).statusCode).toBe(403);
    const filed = await markFiled(admin);
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data.filing).toMatchObject({
      period,
      filedOn: today,
      arn: 'AA2710261234567',
      markedBy: practice.admin.name,
    });
    expect((await markFiled(admin)).json().message).toBe(GSTR1_MESSAGES.alreadyFiled(label));
    const shown = await app.inject({ method: 'GET', url: `/api/gst/gstr1?period=${period}`, headers: admin });
    expect(shown.json().data.filing).toMatchObject({ period, arn: 'AA2710261234567' });

    const attempts = [
      app.inject({
        method: 'PUT',
        url: `/api/invoices/${draft.id}/lines/${line.id}`,
        headers: admin,
        payload: { description: 'Changed', rate: '900' },
      }),
      app.inject({
        method: 'POST',
        url: `/api/invoices/${draft.id}/lines`,
        headers: admin,
        payload: { description: 'Extra', rate: '100' },
      }),
      app.inject({ method: 'DELETE', url: `/api/invoices/${draft.id}/lines/${line.id}`, headers: admin }),
      app.inject({ method: 'DELETE', url: `/api/invoices/${draft.id}/revert`, headers: admin }),
      app.inject({
        method: 'PUT',
        url: `/api/invoices/${draft.id}/status`,
        headers: admin,
        payload: { status: 'Sent' },
      }),
      raiseCreditNote(app, admin, sent.id, { amount: '100', reason: 'Discount' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(locked);
    }

    for (const headers of [leader, member]) expect((await undo(headers)).statusCode).toBe(403);
    const undone = await undo(admin);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().message).toBe(GSTR1_MESSAGES.filingUndone(label));
    expect((await undo(admin)).json().message).toBe(GSTR1_MESSAGES.notFiled(label));
    const [row] = await app.database.db
      .select()
      .from(gstr1Filings)
      .where(eq(gstr1Filings.orgId, practice.orgId));
    expect(row).toMatchObject({ undoneBy: practice.admin.id, markedBy: practice.admin.id });
    expect(row?.undoneAt).toBeInstanceOf(Date);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}/lines/${line.id}`,
      headers: admin,
      payload: { description: 'Changed', rate: '900' },
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await raiseCreditNote(app, admin, sent.id, { amount: '100', reason: 'Discount' })).statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/invoices/${draft.id}/revert`, headers: admin }))
        .statusCode,
    ).toBe(200);
  });

  it('marks a period once when two Admins mark it at the same moment', async () => {
    const answers = await Promise.all([markFiled(admin), markFiled(admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await undo(admin)).statusCode).toBe(200);
  });

  it('refuses a filing date in the future or before the period, and a practice without a GSTIN', async () => {
    const future = await markFiled(admin, { period, filedOn: '2099-12-31' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(GSTR1_MESSAGES.filedOnFuture);
    const early = await markFiled(admin, { period, filedOn: '2020-01-01' });
    expect(early.json().message).toBe(GSTR1_MESSAGES.filedOnBeforePeriod);
    const badArn = await markFiled(admin, { period, filedOn: today, arn: 'short' });
    expect(badArn.statusCode).toBe(422);
    expect(badArn.json().message).toBe(GSTR1_MESSAGES.arn);
    const bare = await createPractice(app, { gstin: null } as never);
    const bareAdmin = (await loginAs(app, bare.admin)).headers;
    const res = await app.inject({
      method: 'GET',
      url: `/api/gst/gstr1?period=${period}`,
      headers: bareAdmin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GSTR1_MESSAGES.noGstin);
  });
});
