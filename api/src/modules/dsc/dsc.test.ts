// The DSC register: certificates for clients, the in-out log, the expiring and expired lists,
// the export, and the expiry alerts 30, 15 and 7 days before (each once).

import * as XLSX from '@e965/xlsx';
import { DSC_MESSAGES, type DscRow } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { type AuthHeaders, createClient, type TestPractice } from '../../test/factories';
import { practiceDaysFromToday } from '../../test/practice-today';
import { type RegisterTest, startRegisterTest } from '../../test/registers';
import { runRegisterAlerts } from '../registers/alert-job';

const DAY_MS = 86_400_000;
/** 09:00 in Kolkata on Wednesday 18 November 2026. */
const NOW = new Date('2026-11-18T03:30:00Z');
// Days from the practice's today: the register counts days left from it.
const inDays = practiceDaysFromToday;

describe('the DSC register', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let client: { id: string; name: string };

  const certificate = (fields: Record<string, unknown> = {}) => ({
    clientId: client.id,
    holderName: 'Suresh Patil',
    holderKind: 'director',
    certificateClass: 'Class 3',
    tokenSerial: `TK-${Math.random().toString(36).slice(2, 10)}`,
    issuedBy: 'eMudhra',
    validFrom: inDays(-700),
    validTo: inDays(400),
    ...fields,
  });
  const add = async (headers: AuthHeaders, fields: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/registers/dsc', headers, payload: certificate(fields) });
  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/registers/dsc?${query}`, headers: member });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.certificates as DscRow[];
  };

  let setClock: RegisterTest['setClock'];

  beforeAll(async () => {
    ({ app, practice, admin, leader, member, client, setClock } =
      await startRegisterTest('Patil Agro Pvt Ltd'));
  });
  afterAll(() => app.close());

  it('adds a certificate (Admins and Team Leaders), refusing a valid-to before valid-from and a serial already held', async () => {
    const res = await add(leader, { tokenSerial: 'EPASS-2001' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.certificate).toMatchObject({
      clientName: client.name,
      holderKind: 'director',
      custody: 'in_office',
      daysLeft: 400,
      movements: [],
    });
    expect((await add(member)).statusCode).toBe(403);
    const backwards = await add(admin, { validFrom: inDays(10), validTo: inDays(5) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual([{ field: 'validTo', message: DSC_MESSAGES.validToBeforeFrom }]);
    const twice = await add(admin, { tokenSerial: 'epass-2001' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DSC_MESSAGES.duplicateSerial);
  });

  it('logs a token checked out (who, why; custody With client) and checked in (custody In office); refuses a second check-out', async () => {
    const id = (await list()).find((c) => c.tokenSerial === 'EPASS-2001')!.id;
    const out = await app.inject({
      method: 'POST',
      url: `/api/registers/dsc/${id}/check-out`,
      headers: member,
      payload: { takenBy: 'Suresh Patil', purpose: 'Bank loan filing' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.certificate).toMatchObject({
      custody: 'with_client',
      movements: [
        {
          takenBy: 'Suresh Patil',
          purpose: 'Bank loan filing',
          returnedAt: null,
          recordedBy: practice.member.id,
        },
      ],
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/registers/dsc/${id}/check-out`,
      headers: member,
      payload: { takenBy: 'Someone' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DSC_MESSAGES.alreadyOut);

    const back = await app.inject({
      method: 'POST',
      url: `/api/registers/dsc/${id}/check-in`,
      headers: member,
    });
    expect(back.statusCode, back.body).toBe(200);
    const row = back.json().data.certificate as DscRow;
    expect(row.custody).toBe('in_office');
    expect(row.movements).toHaveLength(1);
    expect(row.movements[0]!.returnedAt).not.toBeNull();
    const twice = await app.inject({
      method: 'POST',
      url: `/api/registers/dsc/${id}/check-in`,
      headers: member,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DSC_MESSAGES.notOut);
  });

  it('lists the certificates expiring in the next 30 days and the expired ones, and exports a list', async () => {
    await add(admin, { tokenSerial: 'SOON-1', holderName: 'Kavita Patil', validTo: inDays(12) });
    await add(admin, { tokenSerial: 'GONE-1', holderName: 'Old Token', validTo: inDays(-3) });
    expect((await list('view=expiring')).map((c) => [c.tokenSerial, c.daysLeft])).toEqual([['SOON-1', 12]]);
    expect((await list('view=expired')).map((c) => [c.tokenSerial, c.daysLeft])).toEqual([['GONE-1', -3]]);

    const res = await app.inject({
      method: 'GET',
      url: '/api/registers/dsc/export?view=expiring',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const sheet = XLSX.read(res.rawPayload).Sheets['DSC Register'];
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet!, { header: 1, raw: false });
    const header = rows.findIndex((row) => row[0] === 'Client');
    expect(rows[header + 1]?.slice(0, 5)).toEqual([
      client.name,
      'Kavita Patil',
      'Director',
      'Class 3',
      'SOON-1',
    ]);
    expect(rows[header + 2]?.[0]).toBe('COUNT: 1');
  });

  it('counts days left and the expiring and expired lists from the app’s clock, the one the alert job runs on', async () => {
    const made = await add(admin, { tokenSerial: 'CLOCK-1', validTo: '2026-12-01' });
    const id = made.json().data.certificate.id;
    const daysLeft = async (view: string) => (await list(`view=${view}`)).find((c) => c.id === id)?.daysLeft;
    try {
      setClock(NOW); // 18 Nov 2026
      expect(await daysLeft('all')).toBe(13);
      expect(await daysLeft('expiring')).toBe(13);
      expect(await daysLeft('expired')).toBeUndefined();
      setClock(new Date(NOW.getTime() + 14 * DAY_MS)); // 2 Dec
      expect(await daysLeft('expired')).toBe(-1);
      expect(await daysLeft('expiring')).toBeUndefined();
    } finally {
      setClock(null);
    }
  });

  it('tells the Admins 30, 15 and 7 days before a certificate expires, each step once; a renewal starts again', async () => {
    const other = await createClient(app, admin, { name: 'Kulkarni Textiles' });
    const validTo = '2026-12-28'; // 40 days after 18 Nov 2026
    const made = await add(admin, {
      clientId: other.id,
      tokenSerial: 'ALERT-1',
      holderName: 'Anil Kulkarni',
      validTo,
    });
    const id = made.json().data.certificate.id;
    const run = (days: number) =>
      runRegisterAlerts(app.database.db, {
        now: new Date(NOW.getTime() + days * DAY_MS),
        practiceIds: [practice.orgId],
      });
    const alerts = async () =>
      (
        await app.database.db
          .select({ userId: notifications.userId, message: notifications.message })
          .from(notifications)
          .where(and(eq(notifications.orgId, practice.orgId), eq(notifications.type, 'dsc_expiring')))
          // In the order they were sent: PostgreSQL returns rows unordered without it (3 workers did).
          .orderBy(notifications.createdAt)
      ).filter((n) => n.message.includes('ALERT-1'));

    await run(0);
    expect(await alerts()).toHaveLength(0);
    await run(10); // 30 days left
    await run(10);
    await run(11);
    expect((await alerts()).map((n) => [n.userId, n.message])).toEqual([
      [
        practice.admin.id,
        'The DSC of Anil Kulkarni (Kulkarni Textiles, token ALERT-1) expires in 30 days, on 28 Dec 2026',
      ],
    ]);
    await run(25); // 15 days left
    await run(26);
    await run(34); // 6 days left: the 7-day step, missed day caught up
    await run(35);
    expect((await alerts()).map((n) => n.message.match(/in (\d+) days/)?.[1])).toEqual(['30', '15', '6']);

    const renewed = await app.inject({
      method: 'PUT',
      url: `/api/registers/dsc/${id}`,
      headers: admin,
      payload: certificate({
        clientId: other.id,
        tokenSerial: 'ALERT-1',
        holderName: 'Anil Kulkarni',
        validTo: '2027-01-10',
      }),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    // 23 Dec: 18 days before the new valid-to, so its 30-day step goes out, once.
    await run(35);
    await run(36);
    expect((await alerts()).length).toBe(4);
  });
});
