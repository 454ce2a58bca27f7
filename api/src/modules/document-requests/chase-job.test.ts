// The chase job on a settable clock: requests raised ahead of compliance due dates (once, whatever
// runs or instances), reminders mailed through the real mailer on the practice's schedule listing
// only what is missing and logged on the request, and the daily digest of overdue requests.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCompliance, notifications } from '../../db/schema';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/app';
import { createObligation } from '../../test/compliance-items';
import {
  chasePractice,
  mailsTo,
  practiceMorning,
  raiseRequest,
  reviewItem,
  runChase,
  uploadTo,
} from '../../test/document-chase';
import { createClient, RELAXED_RATE_LIMITS } from '../../test/factories';
import { practiceDaysFromToday } from '../../test/practice-today';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { runDocumentChase } from './chase-job';

describe('the document chase job', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('raises a compliance item’s request N days before its due date, once, and mails the contact', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const template = await app.inject({
      method: 'POST',
      url: '/api/config/request-templates',
      headers: staff.admin,
      payload: {
        name: 'GSTR-3B documents',
        formCode: 'GSTR-3B',
        items: [{ name: 'Sales register' }, { name: 'Purchase invoices' }, { name: 'Bank statement' }],
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const soon = await createObligation(app, staff.admin, practice.orgId, {
      clientId: contact.client.id,
      code: 'GSTR-3B',
      period: '2026-10',
      dueDate: practiceDaysFromToday(8),
    });
    const later = await createObligation(app, staff.admin, practice.orgId, {
      clientId: contact.client.id,
      code: 'GSTR-3B',
      period: '2026-11',
      dueDate: practiceDaysFromToday(15),
    });
    // A client without a portal contact is not asked.
    const silent = await createClient(app, staff.admin);
    await createObligation(app, staff.admin, practice.orgId, {
      clientId: silent.id,
      code: 'GSTR-3B',
      period: '2026-10',
      dueDate: practiceDaysFromToday(5),
    });
    // A form without a template is not asked either.
    await createObligation(app, staff.admin, practice.orgId, {
      clientId: contact.client.id,
      code: 'GSTR-1',
      period: '2026-10',
      dueDate: practiceDaysFromToday(5),
    });

    const first = await runChase(app, practice.orgId, 0);
    expect(first).toMatchObject({ practices: 1, failed: 0, raised: 1 });
    const second = await buildSecondInstance(app);
    try {
      const again = await runDocumentChase(
        second.database.db,
        { mailer: second.mailer, appUrl: second.config.appUrl },
        { now: practiceMorning(0), practiceIds: [practice.orgId] },
      );
      expect(again.raised).toBe(0);
    } finally {
      await second.close();
    }
    expect((await runChase(app, practice.orgId, 1)).raised).toBe(0);

    const list = await app.inject({
      method: 'GET',
      url: `/api/document-requests?clientId=${contact.client.id}`,
      headers: staff.member,
    });
    const requests = list.json().data.requests as { id: string; complianceItemId: string }[];
    expect(requests.map((r) => r.complianceItemId)).toEqual([soon.itemId]);
    const one = await app.inject({
      method: 'GET',
      url: `/api/document-requests/${requests[0]?.id}`,
      headers: staff.admin,
    });
    expect(one.json().data.request).toMatchObject({
      raisedAutomatically: true,
      templateId: template.json().data.template.id,
      taskId: soon.taskId,
      dueDate: practiceDaysFromToday(8),
      items: [{ name: 'Sales register' }, { name: 'Purchase invoices' }, { name: 'Bank statement' }],
    });
    const mails = mailsTo(smtp, contact.email, 'documents needed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('- Sales register\n- Purchase invoices\n- Bank statement');
    expect(mails[0]?.text).toContain(`${app.config.appUrl}/portal`);

    // The practice asks 20 days ahead: the later item's request goes on the next run.
    const prefs = await app.inject({ method: 'GET', url: '/api/config/preferences', headers: staff.admin });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/config/preferences',
      headers: staff.admin,
      payload: { ...prefs.json().data.preferences, autoRequestDays: 20 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.preferences.autoRequestDays).toBe(20);
    expect((await runChase(app, practice.orgId, 1)).raised).toBe(1);
    const after = await app.inject({
      method: 'GET',
      url: `/api/document-requests?clientId=${contact.client.id}`,
      headers: staff.admin,
    });
    expect(
      after
        .json()
        .data.requests.map((r: { complianceItemId: string }) => r.complianceItemId)
        .sort(),
    ).toEqual([soon.itemId, later.itemId].sort());
  });

  it('reminds on the schedule, listing only what is missing, logs each reminder and stops once complete', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const request = await raiseRequest(app, staff.admin, contact.client.id, {
      title: 'October GST documents',
    });
    const [sales, purchases, bank] = request.items;
    const reminders = () => mailsTo(smtp, contact.email, 'still needed – October GST documents');

    expect((await runChase(app, practice.orgId, 2)).reminders).toBe(0);
    expect((await runChase(app, practice.orgId, 3)).reminders).toBe(1);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]?.text).toContain('- Sales register\n- Purchase invoices\n- Bank statement');
    expect(reminders()[0]?.text).toContain(`${app.config.appUrl}/portal`);
    expect((await runChase(app, practice.orgId, 3)).reminders).toBe(0);

    await uploadTo(app, contact, request.id, sales?.id ?? '');
    expect((await runChase(app, practice.orgId, 6)).reminders).toBe(1);
    expect(reminders()[1]?.text).toContain('- Purchase invoices\n- Bank statement');
    expect(reminders()[1]?.text).not.toContain('Sales register');

    // Nothing left for the client to send (one uploaded, one not applicable): no reminder.
    await uploadTo(app, contact, request.id, purchases?.id ?? '');
    const na = await app.inject({
      method: 'POST',
      url: `/api/portal/requests/${request.id}/items/${bank?.id}/not-applicable`,
      headers: contact.headers,
      payload: { reason: 'No bank account this month' },
    });
    expect(na.statusCode).toBe(200);
    expect((await runChase(app, practice.orgId, 9)).reminders).toBe(0);

    // A returned document is missing again: the step reached (day 9's) goes on the next run, and past
    // the due date (day 7) the pace is every 2 days.
    await reviewItem(app, staff.admin, request.id, purchases?.id ?? '', {
      status: 'returned',
      comment: 'Page 2 is missing',
    });
    expect((await runChase(app, practice.orgId, 10)).reminders).toBe(1);
    expect(reminders()[2]?.text).toContain('- Purchase invoices\n\n');
    expect((await runChase(app, practice.orgId, 10)).reminders).toBe(0);
    expect((await runChase(app, practice.orgId, 11)).reminders).toBe(1);

    const logged = await app.inject({
      method: 'GET',
      url: `/api/document-requests/${request.id}`,
      headers: staff.member,
    });
    expect(
      logged
        .json()
        .data.request.reminders.map((r: { step: number; sentTo: string; missing: string[] }) => [
          r.step,
          r.sentTo,
          r.missing,
        ]),
    ).toEqual([
      [1, contact.email, ['Sales register', 'Purchase invoices', 'Bank statement']],
      [2, contact.email, ['Purchase invoices', 'Bank statement']],
      [3, contact.email, ['Purchase invoices']],
      [4, contact.email, ['Purchase invoices']],
    ]);

    await uploadTo(app, contact, request.id, purchases?.id ?? '');
    for (const item of [sales, purchases, bank])
      await reviewItem(app, staff.leader, request.id, item?.id ?? '', { status: 'accepted' });
    await reviewItem(app, staff.admin, request.id, purchases?.id ?? '', {
      status: 'returned',
      comment: 'Wrong month',
    });
    await uploadTo(app, contact, request.id, purchases?.id ?? '');
    await reviewItem(app, staff.admin, request.id, purchases?.id ?? '', { status: 'accepted' });
    expect((await runChase(app, practice.orgId, 13)).reminders).toBe(0);
    expect((await runChase(app, practice.orgId, 21)).reminders).toBe(0);
    expect(reminders()).toHaveLength(4);
  });

  it('tells staff once a day of overdue requests they look after', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    await raiseRequest(app, staff.leader, contact.client.id, {
      title: 'September bank statements',
      dueDate: practiceDaysFromToday(-2),
    });
    await raiseRequest(app, staff.admin, contact.client.id, { title: 'Not due yet' });
    const first = await runChase(app, practice.orgId, 0);
    expect(first.digests).toBe(2);
    expect((await runChase(app, practice.orgId, 0)).digests).toBe(0);
    const digestOf = async (headers: { authorization: string }) => {
      const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
      return (res.json().data.notifications as { type: string; message: string; link: string }[]).filter(
        (n) => n.type === 'document_requests_overdue',
      );
    };
    const [adminDigest] = await digestOf(staff.admin);
    expect(adminDigest).toMatchObject({
      message: `1 document request is past its due date: ${contact.client.name} (September bank statements)`,
      link: '/clients',
    });
    expect(await digestOf(staff.leader)).toHaveLength(1);
    // The Team Member looks after none of them.
    expect(await digestOf(staff.member)).toHaveLength(0);
    expect((await runChase(app, practice.orgId, 1)).digests).toBe(2);
    const rows = await app.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(eq(notifications.orgId, practice.orgId), eq(notifications.type, 'document_requests_overdue')),
      );
    expect(rows).toHaveLength(4);
  });

  it('answers the WhatsApp click-to-chat link for the contact’s mobile, with the message prefilled', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const request = await raiseRequest(app, staff.admin, contact.client.id, { title: 'ITR documents' });
    const read = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/document-requests/${request.id}`,
          headers: staff.member,
        })
      ).json().data.request;
    expect(await read()).toMatchObject({ whatsAppLink: null, contact: { email: contact.email, phone: '' } });
    const [stored] = await app.database.db
      .select({ profile: clientCompliance.profile })
      .from(clientCompliance)
      .where(eq(clientCompliance.clientId, contact.client.id));
    const profile = stored?.profile;
    if (!profile) throw new Error('no profile');
    await app.database.db
      .update(clientCompliance)
      .set({
        profile: { ...profile, contacts: profile.contacts.map((c) => ({ ...c, phone: '+91 98765 43210' })) },
      })
      .where(eq(clientCompliance.clientId, contact.client.id));
    const withPhone = await read();
    expect(withPhone.whatsAppLink).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const text = decodeURIComponent(withPhone.whatsAppLink.split('?text=')[1]);
    expect(text).toContain('- Sales register\n- Purchase invoices\n- Bank statement');
    expect(text).toContain(`${app.config.appUrl}/portal`);
    expect(text).toContain('ITR documents');
    // Another practice does not see the request at all.
    const other = await chasePractice(app, smtp);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/document-requests/${request.id}`,
      headers: other.staff.admin,
    });
    expect(theirs.statusCode).toBe(404);
    expect(practice.orgId).not.toBe(other.practice.orgId);
  });
});
