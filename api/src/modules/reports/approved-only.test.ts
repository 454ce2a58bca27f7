// Time counted in reports can be limited to approved days (End Day approval): on screen and in
// the .xlsx export, for a bounded period and for All Time.
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../../test/factories';
import { HEADER_ROW } from './workbook';

const FEBRUARY = 'dateType=custom&fromDate=2026-02-01&toDate=2026-02-28';

describe('reports counting approved days only', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;

  const get = (headers: AuthHeaders, url: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers });
  const memberRow = async (query: string) => {
    const res = await get(admin, `/reports/users?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    return { data, row: data.users.find((u: { userId: string }) => u.userId === practice.member.id) };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const task = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: {
        task: 'Tax Audit',
        subTask: '3CD',
        allottedTo: practice.member.id,
        teamLeader: practice.leader.id,
      },
    });
    const taskId = task.json().data.task.id;
    const post = (url: string, headers: AuthHeaders, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
    await post(`/tasks/${taskId}/time-entries`, member, { date: '2026-02-09', minutes: 120 });
    await post(`/tasks/${taskId}/time-entries`, member, { date: '2026-02-10', minutes: 45 });
    const approved = (await post('/day-ends', member, { date: '2026-02-09' })).json().data.dayEnd.id;
    await post('/day-ends', member, { date: '2026-02-10' });
    expect((await post('/day-ends/approve', admin, { ids: [approved] })).statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it('counts every day by default and only approved days when asked', async () => {
    expect((await memberRow(FEBRUARY)).row.totalActualTime).toBe(165);
    const { data, row } = await memberRow(`${FEBRUARY}&approvedOnly=true`);
    expect(row.totalActualTime).toBe(120);
    expect(data.period.approvedOnly).toBe(true);
    expect(data.totals.totalActualTime).toBe(120);
  });

  it('counts approved days only over All Time too', async () => {
    expect((await memberRow('dateType=all-time')).row.totalActualTime).toBe(165);
    expect((await memberRow('dateType=all-time&approvedOnly=true')).row.totalActualTime).toBe(120);
    const clients = (await get(admin, '/reports/clients?approvedOnly=true')).json().data;
    expect(clients.totals.totalActualTime).toBe(120);
  });

  it('limits the Day End report to approved time and approved day ends', async () => {
    const all = (await get(admin, `/reports/day-end?${FEBRUARY}`)).json().data;
    const approved = (await get(admin, `/reports/day-end?${FEBRUARY}&approvedOnly=true`)).json().data;
    const mine = (d: { reports: { userId: string }[] }) =>
      d.reports.find((g) => g.userId === practice.member.id);
    expect(mine(all)).toMatchObject({ minutes: 165, dayEndCount: 2 });
    expect(mine(approved)).toMatchObject({ minutes: 120, dayEndCount: 1 });
    expect((mine(approved) as unknown as { dayEnds: { date: string }[] }).dayEnds.map((d) => d.date)).toEqual(
      ['2026-02-09'],
    );
  });

  it('exports approved time only, and says so in the workbook', async () => {
    const res = await get(admin, `/reports/export/users?${FEBRUARY}&approvedOnly=true&format=excel`);
    expect(res.statusCode, res.body).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Users ?? {}, {
      header: 1,
      raw: true,
      defval: null,
    });
    expect(grid[HEADER_ROW - 1]?.slice(0, 2)).toEqual(['Time counted', 'Approved days only']);
    const row = grid.slice(HEADER_ROW + 1).find((r) => r[0] === practice.member.name);
    expect(row).toContain(120);
    const plain = await get(admin, `/reports/export/users?${FEBRUARY}&format=excel`);
    const plainGrid = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(plain.rawPayload, { type: 'buffer' }).Sheets.Users ?? {},
      { header: 1, raw: true, defval: null },
    );
    expect(plainGrid[HEADER_ROW - 1]?.every((cell) => cell === null) ?? true).toBe(true);
  });

  it('refuses a value other than true or false', async () => {
    expect((await get(admin, `/reports/users?approvedOnly=yes`)).statusCode).toBe(400);
  });
});
