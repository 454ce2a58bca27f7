// The Day End report against the hand-computed fixture (report-fixture.ts).
import { DAY_END_TASKS_SHOWN } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';
import { OCTOBER, type OctoberPractice, octoberPractice, practiceWriter } from './report-fixture';

type Headers = { authorization: string };
interface Group {
  userId: string | null;
  userName: string;
  taskCount: number;
  minutes: number;
  estimatedMinutes: number;
  tasks: { id: string; tt: number; lastWorked: string; client: { name: string } | null; status: string }[];
  dayEnds: { date: string; totalMinutes: number }[];
  dayEndCount: number;
}

describe('day end report', () => {
  let app: TestApp;
  let fx: OctoberPractice;

  const groups = async (headers: Headers, query: string): Promise<Group[]> => {
    const res = await app.inject({ method: 'GET', url: `/api/reports/day-end?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.reports;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    fx = await octoberPractice(app);
  });
  afterAll(() => app.close());

  it('groups the tasks worked in the period by assignee with their minutes in the period', async () => {
    const report = await groups(fx.headers.admin, OCTOBER);
    expect(report.map((g) => [g.userName, g.taskCount, g.minutes, g.estimatedMinutes])).toEqual([
      ['Meera Joshi', 2, 75, 105],
      ['Nikhil Rao', 0, 0, 0],
      ['Unassigned', 1, 40, 30],
    ]);
    const meera = report[0];
    // Most recently worked first; T1's 1 November and 30 September entries are outside October.
    expect(meera?.tasks.map((t) => [t.id, t.tt, t.lastWorked])).toEqual([
      [fx.tasks.t1, 50, '2026-10-31'],
      [fx.tasks.t3, 25, '2026-10-15'],
    ]);
    expect(meera?.tasks[0]).toMatchObject({
      client: { name: 'Sharma Traders' },
      task: 'GST Returns',
      subTask: 'GSTR-1',
      status: 'In Process',
      et: 60,
      allottedTo: { id: fx.people.meera.id, name: 'Meera Joshi' },
      userName: 'Meera Joshi',
    });
  });

  it('lists the day ends submitted in the period with each person', async () => {
    const report = await groups(fx.headers.admin, OCTOBER);
    expect(report[0]?.dayEnds).toEqual([
      { date: '2026-10-31', totalMinutes: 20, submittedAt: '2026-10-31T13:30:00.000Z' },
    ]);
    expect(report[1]?.dayEnds.map((d) => d.date)).toEqual(['2026-10-10']);
    const all = await groups(fx.headers.admin, 'dateType=all-time');
    expect(all.find((g) => g.userName === 'Meera Joshi')?.dayEnds.map((d) => d.date)).toEqual([
      '2026-11-01',
      '2026-10-31',
    ]);
  });

  it('shows a Team Leader the tasks they lead and the day ends of the people on them', async () => {
    const report = await groups(fx.headers.ravi, OCTOBER);
    expect(report.map((g) => [g.userName, g.taskCount, g.minutes, g.dayEnds.length])).toEqual([
      ['Meera Joshi', 1, 50, 1],
      ['Unassigned', 1, 40, 0],
    ]);
  });

  it('shows a Team Member only their own work and day ends', async () => {
    const report = await groups(fx.headers.meera, OCTOBER);
    expect(report).toHaveLength(1);
    expect(report[0]).toMatchObject({ userName: 'Meera Joshi', taskCount: 2, minutes: 75, dayEndCount: 1 });
  });

  it('is empty for a period without work', async () => {
    const report = await groups(fx.headers.admin, 'dateType=custom&fromDate=2025-01-01&toDate=2025-01-31');
    expect(report).toEqual([]);
  });

  it('shows at most the most recent tasks of a person but counts them all', async () => {
    const practice = await createPractice(app);
    const write = practiceWriter(app, practice.orgId);
    const many = DAY_END_TASKS_SHOWN + 5;
    for (let i = 0; i < many; i++) {
      const id = await write.task({
        task: `Task ${i}`,
        et: 10,
        allottedTo: practice.member.id,
        createdAt: '2026-01-01T00:00:00Z',
      });
      await write.time(id, practice.member.id, `2026-10-${String(1 + (i % 28)).padStart(2, '0')}`, 1);
    }
    const admin = (await loginAs(app, practice.admin)).headers;
    const [group] = await groups(admin, OCTOBER);
    expect(group?.taskCount).toBe(many);
    expect(group?.minutes).toBe(many);
    expect(group?.tasks).toHaveLength(DAY_END_TASKS_SHOWN);
    expect(group?.tasks[0]?.lastWorked).toBe('2026-10-28');
  });

  it('takes All Time from each task’s TT and last worked day, which every logged time moves', async () => {
    const meeraT1 = async () => {
      const all = await groups(fx.headers.admin, 'dateType=all-time');
      return all.find((g) => g.userName === 'Meera Joshi')?.tasks.find((t) => t.id === fx.tasks.t1);
    };
    // T1's entries: 30 September 10, 5 October 30, 31 October 20, 1 November 15.
    expect(await meeraT1()).toMatchObject({ tt: 75, lastWorked: '2026-11-01' });
    const logged = await app.inject({
      method: 'POST',
      url: `/api/tasks/${fx.tasks.t1}/time-entries`,
      headers: fx.headers.admin,
      payload: { minutes: 12, date: '2026-11-05' },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(await meeraT1()).toMatchObject({ tt: 87, lastWorked: '2026-11-05' });
    // An entry dated earlier adds its minutes but leaves the last worked day.
    await app.inject({
      method: 'POST',
      url: `/api/tasks/${fx.tasks.t1}/time-entries`,
      headers: fx.headers.admin,
      payload: { minutes: 3, date: '2026-10-02' },
    });
    expect(await meeraT1()).toMatchObject({ tt: 90, lastWorked: '2026-11-05' });
  });
});
