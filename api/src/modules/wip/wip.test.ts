// Work in progress against a hand-worked table. Today is the practice's today; "n d" is n days ago.
//
// task  client  name         leader  time (person, day, minutes)          counted as
// A     Sharma  GST Returns  leader  member 10 d 60, 40 d 30, 0 d −15     member 75 min from 40 d: 1800 × 75/60 = 2250.00 (31–60)
//                                    leader 100 d 45                      leader 45 min at the practice's 1200 = 900.00 (> 90)
// B     Sharma  TDS Returns  admin   member 5 d 20                        600.00 (0–30)
// C     Patel   gst returns  leader  admin 70 d 120                       admin at the practice's 1200 = 2400.00 (61–90)
// D     Patel   Audit        admin   member 3 d 50, on an invoice         not counted
// E     Patel   Audit        admin   member 3 d 50, written off           not counted
// F     Patel   Audit        admin   member 3 d 50, deleted               not counted
// G     —       Bookkeeping  admin   member 3 d 50, no client             not counted
// H     Patel   Audit        admin   member 3 d 30, 2 d −30               nets to nothing
import * as XLSX from '@e965/xlsx';
import { gstinCheckChar, type WipReport } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { practiceDaysFromToday } from '../../test/practice-today';
import { practiceWriter } from '../reports/report-fixture';

const ago = (days: number) => practiceDaysFromToday(-days);
const GSTIN = `27AAGCS4821K1Z${gstinCheckChar('27AAGCS4821K1Z')}`;

describe('work in progress: unbilled time at billing rates, by client, template and person, aged', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const report = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/reports/wip', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as WipReport;
  };
  const rates = (url: string, payload: object) => app.inject({ method: 'PUT', url, headers: admin, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const { member: m, leader: l, admin: a } = practice;
    expect(
      (await rates(`/api/invoicing/rates/users/${m.id}`, { billingRate: '1800', costRate: null })).statusCode,
    ).toBe(200);
    const write = practiceWriter(app, practice.orgId);
    const sharma = await write.client('Sharma Traders');
    const patel = (await createClient(app, admin, { gst: GSTIN, name: 'Patel Exports', address: 'Pune' })).id;
    const task = (clientId: string | null, name: string, teamLeader: string) =>
      write.task({ clientId, task: name, et: 60, teamLeader, createdAt: '2026-01-01T00:00:00Z' });
    const A = await task(sharma, 'GST Returns', l.id);
    await write.time(A, m.id, ago(10), 60);
    await write.time(A, m.id, ago(40), 30);
    await write.time(A, m.id, ago(0), -15);
    await write.time(A, l.id, ago(100), 45);
    await write.time(await task(sharma, 'TDS Returns', a.id), m.id, ago(5), 20);
    await write.time(await task(patel, 'gst returns', l.id), a.id, ago(70), 120);

    // D: invoiced (generated from, so on an invoice line).
    const D = await createPendingTask(app, admin, { client: patel, quotation: '5000' });
    const generated = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [D] },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    await write.time(D, m.id, ago(3), 50);
    // E: written off.
    const E = await createPendingTask(app, admin, { client: patel, quotation: null });
    const off = await app.inject({
      method: 'POST',
      url: '/api/invoicing/unbilled/write-off',
      headers: admin,
      payload: { taskIds: [E], reason: 'Goodwill' },
    });
    expect(off.statusCode, off.body).toBe(200);
    await write.time(E, m.id, ago(3), 50);
    // F: deleted; G: no client; H: nets to nothing.
    const F = await task(patel, 'Audit', a.id);
    await write.time(F, m.id, ago(3), 50);
    await app.database.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, F));
    await write.time(await task(null, 'Bookkeeping', a.id), m.id, ago(3), 50);
    const H = await task(patel, 'Audit', a.id);
    await write.time(H, m.id, ago(3), 30);
    await write.time(H, m.id, ago(2), -30);
  });
  afterAll(() => app.close());

  it('without a practice rate, the time of people with no billing rate is counted but not valued', async () => {
    const wip = await report(admin);
    expect(wip.totals).toMatchObject({ minutes: 260, value: '2850.00', unratedMinutes: 165 });
    expect(wip.person.find((p) => p.key === practice.admin.id)).toMatchObject({
      minutes: 120,
      value: '0.00',
      unratedMinutes: 120,
    });
  });

  it('values, ages and cuts the unbilled time as the table says, and the cuts agree', async () => {
    expect((await rates('/api/invoicing/rates/hourly', { hourlyRate: '1200' })).statusCode).toBe(200);
    const wip = await report(admin);
    expect(wip.asOf).toBe(ago(0));
    expect(wip.totals).toEqual({
      minutes: 260,
      value: '6150.00',
      unratedMinutes: 0,
      oldest: ago(100),
      ageing: { days0to30: '600.00', days31to60: '2250.00', days61to90: '2400.00', over90: '900.00' },
    });
    const line = (r: WipReport['client'][number]) => [r.label, r.minutes, r.value, r.oldest];
    expect(wip.client.map(line)).toEqual([
      ['Sharma Traders', 140, '3750.00', ago(100)],
      ['Patel Exports', 120, '2400.00', ago(70)],
    ]);
    // A template is the task's name, whatever its case.
    expect(wip.template.map(line)).toEqual([
      ['GST Returns', 240, '5550.00', ago(100)],
      ['TDS Returns', 20, '600.00', ago(5)],
    ]);
    expect(wip.person.map((r) => [r.key, r.minutes, r.value])).toEqual([
      [practice.member.id, 95, '2850.00'],
      [practice.admin.id, 120, '2400.00'],
      [practice.leader.id, 45, '900.00'],
    ]);
    expect(wip.person[0]?.ageing).toEqual({
      days0to30: '600.00',
      days31to60: '2250.00',
      days61to90: '0.00',
      over90: '0.00',
    });
  });

  it("another practice's unbilled time is not counted", async () => {
    const other = await createPractice(app);
    const write = practiceWriter(app, other.orgId);
    const client = await write.client('Other Practice Client');
    const task = await write.task({
      clientId: client,
      task: 'GST Returns',
      et: 60,
      createdAt: '2026-01-01T00:00:00Z',
    });
    await write.time(task, other.member.id, ago(1), 500);
    const wip = await report(admin);
    expect(wip.totals).toMatchObject({ minutes: 260, value: '6150.00' });
    expect(wip.client.map((c) => c.label)).not.toContain('Other Practice Client');
  });

  it('a Team Leader sees the time on the tasks they lead; a Team Member is refused', async () => {
    const wip = await report(leader);
    expect(wip.totals).toMatchObject({ minutes: 240, value: '5550.00' });
    expect(wip.client.map((r) => [r.label, r.value])).toEqual([
      ['Sharma Traders', '3150.00'],
      ['Patel Exports', '2400.00'],
    ]);
    for (const url of ['/api/reports/wip', '/api/reports/wip/export'])
      expect((await app.inject({ method: 'GET', url, headers: member })).statusCode, url).toBe(403);
  });

  it('exports a sheet per cut with the same figures and totals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reports/wip/export', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('work-in-progress.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true });
    expect(book.SheetNames).toEqual(['By client', 'By template', 'By person']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['By client'] as XLSX.WorkSheet, {
      header: 1,
    });
    const body = rows.filter((r) => r[0] === 'Sharma Traders' || r[0] === 'Total');
    expect(body.map((r) => r.slice(0, 7))).toEqual([
      ['Sharma Traders', 140, 3750, 600, 2250, 0, 900],
      ['Total', 260, 6150, 600, 2250, 2400, 900],
    ]);
  });
});
