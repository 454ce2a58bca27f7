// The Clients, Users, Tasks and Sub-tasks reports against the hand-computed fixture (see
// report-fixture.ts for the data and the arithmetic behind every number here).
import { periodBounds, REPORT_MESSAGES, todayIn } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';
import { NOVEMBER, OCTOBER, type OctoberPractice, octoberPractice, practiceWriter } from './report-fixture';

type Headers = { authorization: string };

describe('reports API', () => {
  let app: TestApp;
  let fx: OctoberPractice;

  const get = async (headers: Headers, path: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/reports/${path}`, headers });
    return { status: res.statusCode, body: res.json() };
  };
  const data = async (headers: Headers, path: string) => {
    const res = await get(headers, path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    fx = await octoberPractice(app);
  });
  afterAll(() => app.close());

  it('totals October by client: time on the last day counts, the first of November does not', async () => {
    const report = await data(fx.headers.admin, `clients?${OCTOBER}`);
    expect(report.period).toMatchObject({ dateType: 'custom', from: '2026-10-01', to: '2026-10-31' });
    expect(report.clients).toEqual([
      {
        clientId: fx.clients.patel,
        clientName: 'Patel & Co',
        totalTasks: 1,
        totalSubTasks: 0,
        totalEstimatedTime: 45,
        totalActualTime: 25,
      },
      {
        clientId: fx.clients.sharma,
        clientName: 'Sharma Traders',
        totalTasks: 2,
        totalSubTasks: 2,
        totalEstimatedTime: 150,
        totalActualTime: 50,
      },
      {
        clientId: null,
        clientName: 'No client',
        totalTasks: 1,
        totalSubTasks: 1,
        totalEstimatedTime: 30,
        totalActualTime: 40,
      },
    ]);
    expect(report.totals).toEqual({
      totalTasks: 4,
      totalSubTasks: 3,
      totalEstimatedTime: 225,
      totalActualTime: 115,
    });
  });

  it('puts a task created at 01:30 on 1 November in Kolkata in November, not October', async () => {
    const november = await data(fx.headers.admin, `tasks?${NOVEMBER}`);
    expect(november.tasks.map((t: { task: string }) => t.task)).toEqual(['Audit', 'GST Returns']);
    // T1 (time on 1 Nov), T2 (due 20 Nov), T4 (created 1 Nov IST).
    expect(november.totals).toEqual({
      totalTasks: 3,
      totalSubTasks: 3,
      totalEstimatedTime: 270,
      totalActualTime: 15,
    });
  });

  it('follows the practice time zone for the day a task was created', async () => {
    const practice = await createPractice(app);
    await app.database.db
      .update(organisations)
      .set({ timeZone: 'America/New_York' })
      .where(eq(organisations.id, practice.orgId));
    const write = practiceWriter(app, practice.orgId);
    // 22:00 on 31 October in New York.
    await write.task({ task: 'Audit', subTask: 'Vouching', et: 120, createdAt: '2026-11-01T02:00:00Z' });
    const admin = (await loginAs(app, practice.admin)).headers;
    expect((await data(admin, `tasks?${OCTOBER}`)).totals.totalTasks).toBe(1);
    expect((await data(admin, `tasks?${NOVEMBER}`)).totals.totalTasks).toBe(0);
  });

  it('attributes tasks and their time to the assignee in the users report', async () => {
    const report = await data(fx.headers.admin, `users?${OCTOBER}`);
    expect(report.users).toEqual([
      {
        userId: fx.people.meera.id,
        userName: 'Meera Joshi',
        totalTasks: 2,
        totalSubTasks: 1,
        totalEstimatedTime: 105,
        totalActualTime: 75,
      },
      {
        userId: fx.people.nikhil.id,
        userName: 'Nikhil Rao',
        totalTasks: 1,
        totalSubTasks: 1,
        totalEstimatedTime: 90,
        totalActualTime: 0,
      },
      {
        userId: null,
        userName: 'Unassigned',
        totalTasks: 1,
        totalSubTasks: 1,
        totalEstimatedTime: 30,
        totalActualTime: 40,
      },
    ]);
    expect(report.totals.totalActualTime).toBe(115);
  });

  it('groups by task name and by task and sub-task', async () => {
    const tasks = await data(fx.headers.admin, `tasks?${OCTOBER}`);
    expect(tasks.tasks).toEqual([
      { task: 'Bookkeeping', totalTasks: 1, totalSubTasks: 1, totalEstimatedTime: 30, totalActualTime: 40 },
      { task: 'GST Returns', totalTasks: 2, totalSubTasks: 2, totalEstimatedTime: 150, totalActualTime: 50 },
      { task: 'TDS Returns', totalTasks: 1, totalSubTasks: 0, totalEstimatedTime: 45, totalActualTime: 25 },
    ]);
    const subTasks = await data(fx.headers.admin, `sub-tasks?${OCTOBER}`);
    expect(
      subTasks.subTasks.map(
        (r: { task: string; subTask: string; totalEstimatedTime: number; totalActualTime: number }) => [
          r.task,
          r.subTask,
          r.totalEstimatedTime,
          r.totalActualTime,
        ],
      ),
    ).toEqual([
      ['Bookkeeping', 'Bank entries', 30, 40],
      ['GST Returns', 'GSTR-1', 60, 50],
      ['GST Returns', 'GSTR-3B', 90, 0],
      ['TDS Returns', '', 45, 25],
    ]);
    expect(subTasks.totals).toEqual(tasks.totals);
  });

  it('takes every task and its whole TT for All Time', async () => {
    const report = await data(fx.headers.admin, 'clients?dateType=all-time');
    expect(report.period).toMatchObject({ dateType: 'all-time', from: null, to: null });
    expect(report.totals).toEqual({
      totalTasks: 6,
      totalSubTasks: 5,
      totalEstimatedTime: 405,
      totalActualTime: 200,
    });
    expect(await data(fx.headers.admin, 'clients')).toEqual(report);
  });

  it('scopes a Team Leader to the tasks they lead and a Team Member to their own', async () => {
    const leader = await data(fx.headers.ravi, `clients?${OCTOBER}`);
    // T1, T2 and T5: T3 is led by Lata, T4 by Asha.
    expect(leader.totals).toEqual({
      totalTasks: 3,
      totalSubTasks: 3,
      totalEstimatedTime: 180,
      totalActualTime: 90,
    });
    const member = await data(fx.headers.meera, `users?${OCTOBER}`);
    expect(member.users).toHaveLength(1);
    expect(member.users[0]).toMatchObject({ userName: 'Meera Joshi', totalTasks: 2, totalActualTime: 75 });
    const memberAllTime = await data(fx.headers.meera, 'tasks?dateType=all-time');
    // T1, T3 and T6 with their whole TT: 75 + 25 + 60.
    expect(memberAllTime.totals).toMatchObject({ totalTasks: 3, totalActualTime: 160 });
  });

  it('never shows another practice its numbers', async () => {
    const other = await createPractice(app);
    const write = practiceWriter(app, other.orgId);
    const task = await write.task({ task: 'GST Returns', et: 10, createdAt: '2026-10-02T06:00:00Z' });
    await write.time(task, other.admin.id, '2026-10-03', 999);
    expect((await data(fx.headers.admin, `clients?${OCTOBER}`)).totals.totalActualTime).toBe(115);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    expect((await data(otherAdmin, `clients?${OCTOBER}`)).totals).toMatchObject({
      totalTasks: 1,
      totalActualTime: 999,
    });
  });

  it('computes presets from today in the practice time zone', async () => {
    const practice = await createPractice(app);
    const write = practiceWriter(app, practice.orgId);
    const today = todayIn('Asia/Kolkata');
    const yesterday = periodBounds('yesterday', today).from ?? '';
    const task = await write.task({ task: 'ROC Filings', et: 30, createdAt: '2020-01-01T00:00:00Z' });
    await write.time(task, practice.member.id, today, 10);
    await write.time(task, practice.member.id, yesterday, 20);
    const admin = (await loginAs(app, practice.admin)).headers;
    const actual = async (dateType: string) =>
      (await data(admin, `tasks?dateType=${dateType}`)).totals.totalActualTime;
    expect(await actual('today')).toBe(10);
    expect(await actual('yesterday')).toBe(20);
    const sameMonth = today.slice(0, 7) === yesterday.slice(0, 7);
    expect(await actual('this-month')).toBe(sameMonth ? 30 : 10);
    expect(await actual('past-month')).toBe(sameMonth ? 0 : 20);
    expect((await data(admin, 'tasks?dateType=today')).period).toMatchObject({
      today,
      from: today,
      to: today,
    });
  });

  it('refuses a custom range whose from date is after its to date, with a message', async () => {
    const res = await get(fx.headers.admin, 'clients?dateType=custom&fromDate=2026-10-31&toDate=2026-10-01');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(REPORT_MESSAGES.fromAfterTo);
  });

  it('refuses a custom range without both dates, an impossible date and an unknown date type', async () => {
    const missing = await get(fx.headers.admin, 'users?dateType=custom&fromDate=2026-10-01');
    expect(missing).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.customNeedsDates } });
    const impossible = await get(
      fx.headers.admin,
      'tasks?dateType=custom&fromDate=2026-02-30&toDate=2026-03-02',
    );
    expect(impossible).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.badDate } });
    const unknown = await get(fx.headers.admin, 'day-end?dateType=last-decade');
    expect(unknown).toMatchObject({ status: 400, body: { message: REPORT_MESSAGES.badDateType } });
  });

  it('asks for a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/reports/clients' });
    expect(res.statusCode).toBe(401);
  });
});
