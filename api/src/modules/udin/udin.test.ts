// The UDIN register: the membership number on the profile, the UDIN read against the signer's
// number and the year it was generated in, unique in the practice; members see their own;
// filters; the export; and the alerts 15 days before the window closes and once it has closed.

import * as XLSX from '@e965/xlsx';
import {
  MEMBERSHIP_MESSAGES,
  UDIN_MESSAGES,
  UDIN_REGISTER_MESSAGES,
  type UdinRow,
} from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import type { TestApp } from '../../test/app';
import type { AuthHeaders, TestPractice } from '../../test/factories';
import { type RegisterTest, startRegisterTest } from '../../test/registers';
import { runRegisterAlerts } from '../registers/alert-job';

/** 09:00 in Kolkata on Wednesday 18 November 2026. */
const NOW = new Date('2026-11-18T03:30:00Z');
const DAY_MS = 86_400_000;
const PARTNER_NO = '123456';
const OTHER_NO = '654321';

describe('the UDIN register', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let client: { id: string; name: string };

  const post = (headers: AuthHeaders, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/registers/udin', headers, payload });
  const list = async (headers: AuthHeaders, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/registers/udin?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { documents: UdinRow[]; windowDays: number };
  };
  const document = (fields: Record<string, unknown> = {}) => ({
    documentType: 'tax_audit_report',
    clientId: client.id,
    signerId: practice.admin.id,
    signedOn: '2026-09-10',
    ...fields,
  });

  let setClock: RegisterTest['setClock'];

  beforeAll(async () => {
    ({ app, practice, admin, leader, member, client, setClock } =
      await startRegisterTest('Deshmukh Foods Pvt Ltd'));
  });
  afterAll(() => app.close());

  it('keeps a 6-digit membership number on the profile, set by the person or by an Admin, one per person', async () => {
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: admin,
      payload: { membershipNumber: '12345' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: 'membershipNumber', message: MEMBERSHIP_MESSAGES.format }]);

    const own = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: admin,
      payload: { membershipNumber: PARTNER_NO },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.user.membershipNumber).toBe(PARTNER_NO);

    const byAdmin = await app.inject({
      method: 'PUT',
      url: `/api/users/${practice.leader.id}`,
      headers: admin,
      payload: { membershipNumber: OTHER_NO },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().data.user.membershipNumber).toBe(OTHER_NO);

    const taken = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: member,
      payload: { membershipNumber: PARTNER_NO },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(MEMBERSHIP_MESSAGES.taken);
  });

  it('refuses a UDIN of the wrong length, shape, year or member, each with its message', async () => {
    const refusal = async (udin: string, fields: Record<string, unknown> = {}) => {
      const res = await post(admin, document({ udin, generatedOn: '2026-09-12', ...fields }));
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors[0];
    };
    expect(await refusal('26123456ABC')).toEqual({ field: 'udin', message: UDIN_MESSAGES.length });
    expect(await refusal('26123456ABCDE-1234')).toEqual({ field: 'udin', message: UDIN_MESSAGES.shape });
    // The year the UDIN was generated in: a document signed in December 2026 whose UDIN came in
    // January 2027 carries 27.
    expect(await refusal('25123456AAAAAA1111')).toEqual({
      field: 'udin',
      message: UDIN_MESSAGES.year('26', 2026),
    });
    expect(
      await refusal('26123456AAAAAA1111', { signedOn: '2026-12-20', generatedOn: '2027-01-05' }),
    ).toEqual({ field: 'udin', message: UDIN_MESSAGES.year('27', 2027) });
    expect(await refusal('26654321AAAAAA1111')).toEqual({
      field: 'udin',
      message: UDIN_MESSAGES.member(PARTNER_NO),
    });
    const unsigned = await post(admin, document({ signerId: practice.member.id }));
    expect(unsigned.statusCode).toBe(422);
    expect(unsigned.json().errors[0]).toEqual({
      field: 'signerId',
      message: UDIN_MESSAGES.signerWithoutNumber,
    });
  });

  it('registers a document with its UDIN (spaces and small letters tidied), and refuses the same UDIN twice', async () => {
    const res = await post(
      admin,
      document({ udin: '26 123456 abcdef 1234', generatedOn: '2026-09-12', notes: 'FY 2025-26 3CD' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.document).toMatchObject({
      udin: '26123456ABCDEF1234',
      membershipNumber: PARTNER_NO,
      clientName: client.name,
      status: 'generated',
      windowClosesOn: '2026-11-09',
    });
    const again = await post(admin, document({ udin: '26123456ABCDEF1234', generatedOn: '2026-09-20' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(UDIN_REGISTER_MESSAGES.duplicate);
  });

  it('lets a member register a document for the partner and change only their own; only an Admin removes one', async () => {
    const mine = await post(member, document({ documentType: 'certificate', signedOn: '2026-11-01' }));
    expect(mine.statusCode, mine.body).toBe(201);
    const theirs = await post(leader, document({ signerId: practice.leader.id, signedOn: '2026-11-02' }));
    expect(theirs.statusCode, theirs.body).toBe(201);
    const seen = await list(member);
    expect(seen.documents.map((d) => d.id)).toEqual([mine.json().data.document.id]);

    const id = theirs.json().data.document.id;
    const change = await app.inject({
      method: 'PUT',
      url: `/api/registers/udin/${id}`,
      headers: member,
      payload: document({ signerId: practice.leader.id, signedOn: '2026-11-03' }),
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(UDIN_REGISTER_MESSAGES.onlyOwn);
    const remove = await app.inject({ method: 'DELETE', url: `/api/registers/udin/${id}`, headers: member });
    expect(remove.statusCode).toBe(403);
    const removed = await app.inject({ method: 'DELETE', url: `/api/registers/udin/${id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
  });

  it('filters by status, type, signer and signing dates, and exports what the filters select', async () => {
    const all = await list(admin);
    expect(all.windowDays).toBe(60);
    const generated = await list(admin, 'status=generated');
    expect(generated.documents.map((d) => d.udin)).toEqual(['26123456ABCDEF1234']);
    const certificates = await list(admin, 'documentType=certificate');
    expect(certificates.documents.map((d) => d.documentType)).toEqual(['certificate']);
    const inSeptember = await list(admin, 'from=2026-09-01&to=2026-09-30');
    expect(inSeptember.documents).toHaveLength(1);
    const bySigner = await list(admin, `signerId=${practice.leader.id}`);
    expect(bySigner.documents).toHaveLength(0);

    const res = await app.inject({
      method: 'GET',
      url: '/api/registers/udin/export?status=generated',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = XLSX.read(res.rawPayload).Sheets['UDIN Register'];
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet!, { header: 1, raw: false });
    const header = rows.findIndex((row) => row[0] === 'Document type');
    expect(rows[header + 1]?.slice(0, 6)).toEqual([
      'Tax audit report',
      client.name,
      expect.any(String),
      PARTNER_NO,
      expect.any(String),
      '26123456ABCDEF1234',
    ]);
  });

  describe('alerts', () => {
    const alertsOf = async (ids: string[]) =>
      app.database.db
        .select({ userId: notifications.userId, type: notifications.type, message: notifications.message })
        .from(notifications)
        .where(
          and(
            eq(notifications.orgId, practice.orgId),
            inArray(notifications.type, ['udin_due_soon', 'udin_overdue']),
            inArray(notifications.userId, ids),
          ),
        );
    const run = (days = 0) =>
      runRegisterAlerts(app.database.db, {
        now: new Date(NOW.getTime() + days * DAY_MS),
        practiceIds: [practice.orgId],
      });

    it('tells the signer and the Admins 15 days before the window closes, once; then once when it has closed', async () => {
      // Signed 3 Oct: the 60-day window closes 2 Dec; 15 days before is 17 Nov (NOW is 18 Nov).
      const leaderDoc = await post(
        admin,
        document({ signerId: practice.leader.id, signedOn: '2026-10-03', documentType: 'gst_audit' }),
      );
      expect(leaderDoc.statusCode, leaderDoc.body).toBe(201);
      const before = await run(-2);
      expect(before.udin).toBe(0);

      const first = await run();
      expect(first.udin).toBe(2);
      const sent = await alertsOf([practice.leader.id, practice.admin.id]);
      expect(sent.map((n) => [n.userId, n.type]).sort()).toEqual(
        [
          [practice.admin.id, 'udin_due_soon'],
          [practice.leader.id, 'udin_due_soon'],
        ].sort(),
      );
      expect(sent[0]?.message).toBe(
        `GST audit for ${client.name} signed on 3 Oct 2026 has no UDIN yet; the window closes on 2 Dec 2026`,
      );
      expect((await run()).udin).toBe(0);
      expect((await run(5)).udin).toBe(0);

      // 3 Dec: the window has closed.
      const overdue = await run(15);
      expect(overdue.udin).toBe(2);
      expect((await run(16)).udin).toBe(0);
      const overdueSent = (await alertsOf([practice.leader.id])).filter((n) => n.type === 'udin_overdue');
      expect(overdueSent.map((n) => n.message)).toEqual([
        `GST audit for ${client.name} signed on 3 Oct 2026 has no UDIN and its window closed on 2 Dec 2026`,
      ]);
      // The list counts from the same clock: on 3 Dec it shows them overdue too.
      setClock(new Date(NOW.getTime() + 15 * DAY_MS));
      const listed = await list(admin, 'status=overdue');
      setClock(null);
      expect(listed.documents.filter((d) => d.signerId === practice.leader.id)).toHaveLength(1);
      expect(listed.documents.every((d) => d.status === 'overdue')).toBe(true);
    });

    it('counts the list’s status from the app’s clock, the one the alert job runs on', async () => {
      // Signed 5 Oct: the 60-day window closes 4 Dec 2026.
      const made = await post(admin, document({ signedOn: '2026-10-05', documentType: 'certificate' }));
      expect(made.statusCode, made.body).toBe(201);
      const id = made.json().data.document.id;
      const statusOf = async (query = '') =>
        (await list(admin, query)).documents.find((d) => d.id === id)?.status;
      try {
        setClock(NOW);
        expect(await statusOf()).toBe('pending');
        expect(await statusOf('status=pending')).toBe('pending');
        setClock(new Date(NOW.getTime() + 16 * DAY_MS)); // 4 Dec: the last day
        expect(await statusOf()).toBe('pending');
        setClock(new Date(NOW.getTime() + 17 * DAY_MS)); // 5 Dec: closed
        expect(await statusOf()).toBe('overdue');
        expect(await statusOf('status=overdue')).toBe('overdue');
        expect(await statusOf('status=pending')).toBeUndefined();
      } finally {
        setClock(null);
      }
    });

    it('follows the practice’s window: a longer one starts a new spell for the new close date', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/config/preferences', headers: admin });
      const preferences = res.json().data.preferences;
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/config/preferences',
        headers: admin,
        payload: { ...preferences, udinWindowDays: 75 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await list(admin)).windowDays).toBe(75);
      // Signed 3 Oct + 75 days = 17 Dec; 15 days before is 2 Dec.
      const due = await run(14);
      expect(due.udin).toBe(2);
      expect((await run(14)).udin).toBe(0);
    });
  });
});
