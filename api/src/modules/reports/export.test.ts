// The .xlsx export: a real workbook with the period, a header row, typed numbers and dates, a
// totals row, neutralised text, named {report}-report-{today}.xlsx.
import * as XLSX from '@e965/xlsx';
import { EXPORT_ROWS_HEADER, REPORT_MESSAGES, todayIn } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';
import { DETAILS_BY_KEY } from './day-end-queries';
import { OCTOBER, type OctoberPractice, octoberPractice, practiceWriter } from './report-fixture';
import { HEADER_ROW } from './workbook';

type Headers = { authorization: string };

describe('report export', () => {
  let app: TestApp;
  let fx: OctoberPractice;

  const download = async (headers: Headers, path: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/reports/export/${path}`, headers });
    return res;
  };
  const workbook = async (headers: Headers, path: string) => {
    const res = await download(headers, path);
    expect(res.statusCode, res.body).toBe(200);
    return { res, book: XLSX.read(res.rawPayload, { type: 'buffer' }) };
  };
  /** The sheet's rows as values, without the empty cells after each row's last value. */
  const rows = (sheet: XLSX.WorkSheet | undefined) =>
    XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true, defval: null }).map((row) => {
      const end = row.findLastIndex((value) => value !== null);
      return row.slice(0, end + 1);
    });

  beforeAll(async () => {
    app = await buildTestApp();
    fx = await octoberPractice(app);
  });
  afterAll(() => app.close());

  it('exports the clients report with the period, header, typed rows and a totals row', async () => {
    const { res, book } = await workbook(fx.headers.admin, `clients?${OCTOBER}&format=excel`);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="clients-report-${todayIn('Asia/Kolkata')}.xlsx"`,
    );
    expect(book.SheetNames).toEqual(['Clients']);
    const sheet = book.Sheets.Clients;
    const grid = rows(sheet);
    expect(grid[0]).toEqual(['Clients Report']);
    expect(grid[1]).toEqual(['Period', 'Custom Date Range']);
    // Dates are real dates in the practice's format (DD/MM/YYYY by default).
    expect(sheet?.B3).toMatchObject({ t: 'n', w: '01/10/2026' });
    expect(sheet?.B4).toMatchObject({ t: 'n', w: '31/10/2026' });
    expect(grid[HEADER_ROW]).toEqual([
      'Client',
      'Tasks',
      'Sub-tasks',
      'Estimated (min)',
      'Actual (min)',
      'Variance (min)',
    ]);
    expect(grid.slice(HEADER_ROW + 1)).toEqual([
      ['Patel & Co', 1, 0, 45, 25, -20],
      ['Sharma Traders', 2, 2, 150, 50, -100],
      ['No client', 1, 1, 30, 40, 10],
      ['COUNT: 3', 4, 3, 225, 115, -110],
    ]);
  });

  it('exports every report under its own name, sub-tasks also by its tab name', async () => {
    for (const [path, name, sheet] of [
      ['users', 'users', 'Users'],
      ['tasks', 'tasks', 'Tasks'],
      ['sub-tasks', 'sub-tasks', 'Sub-tasks'],
      ['subtasks', 'sub-tasks', 'Sub-tasks'],
    ] as const) {
      const { res, book } = await workbook(fx.headers.admin, `${path}?${OCTOBER}`);
      expect(res.headers['content-disposition']).toContain(`"${name}-report-`);
      const grid = rows(book.Sheets[sheet]);
      expect(grid.at(-1)?.slice(-3)).toEqual([225, 115, -110]);
    }
  });

  it('exports the day end report: every task worked with its minutes, and the day ends', async () => {
    const { res, book } = await workbook(fx.headers.admin, `day-end?${OCTOBER}`);
    // The file streams: its rows are announced before its first byte.
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe('3');
    expect(book.SheetNames).toEqual(['Day End', 'Day Ends Submitted']);
    const work = rows(book.Sheets['Day End']);
    expect(work[HEADER_ROW]?.slice(0, 7)).toEqual([
      'Assignee',
      'Client',
      'Task',
      'Sub-task',
      'Status',
      'Estimated (min)',
      'Time in period (min)',
    ]);
    expect(work.slice(HEADER_ROW + 1).map((r) => r.slice(0, 7))).toEqual([
      ['Meera Joshi', 'Sharma Traders', 'GST Returns', 'GSTR-1', 'In Process', 60, 50],
      ['Meera Joshi', 'Patel & Co', 'TDS Returns', null, 'In Process', 45, 25],
      ['Unassigned', 'No client', 'Bookkeeping', 'Bank entries', 'In Process', 30, 40],
      ['COUNT: 3', null, null, null, null, 135, 115],
    ]);
    expect(book.Sheets['Day End']?.H8).toMatchObject({ t: 'n', w: '31/10/2026' });
    const submitted = rows(book.Sheets['Day Ends Submitted']);
    expect(submitted.slice(HEADER_ROW + 1).map((r) => r.slice(0, 3))).toEqual([
      ['Meera Joshi', expect.any(Number), 20],
      ['Nikhil Rao', expect.any(Number), 0],
      ['COUNT: 2', null, 20],
    ]);
    // Submitted at 13:30 UTC: 19:00 in Kolkata.
    expect(book.Sheets['Day Ends Submitted']?.D8?.w).toBe('31/10/2026 19:00');
  });

  it('exports a day end with more tasks than are read by key', async () => {
    const practice = await createPractice(app);
    const many = DETAILS_BY_KEY + 1;
    // Written in SQL: thousands of tasks, each with one entry on 10 October.
    await app.database.db.execute(sql`
      insert into tasks (org_id, task, et, allotted_to, priority_id, status_id, created_at, tt, last_worked_on)
      select ${practice.orgId}::uuid, 'Task ' || g, 1, ${practice.member.id}::uuid,
        (select id from priorities where org_id = ${practice.orgId} limit 1),
        (select id from statuses where org_id = ${practice.orgId} and system_key = 'IN_PROCESS'),
        '2026-01-01', 2, '2026-10-10'
      from generate_series(1, ${many}) as g`);
    await app.database.db.execute(sql`
      insert into time_entries (org_id, task_id, user_id, date, minutes)
      select org_id, id, allotted_to, '2026-10-10', 2 from tasks where org_id = ${practice.orgId}`);
    const admin = (await loginAs(app, practice.admin)).headers;
    const { res, book } = await workbook(admin, `day-end?${OCTOBER}`);
    // Read through the cursor in more than one batch.
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe(String(many));
    const work = rows(book.Sheets['Day End']).slice(HEADER_ROW + 1);
    expect(work).toHaveLength(many + 1);
    expect(work.at(-1)?.slice(0, 7)).toEqual([`COUNT: ${many}`, null, null, null, null, many, 2 * many]);
    expect(work[0]?.slice(0, 3)).toEqual([
      practice.member.name,
      'No client',
      expect.stringMatching(/^Task /),
    ]);
  }, 60_000);

  it('exports a Team Leader the tasks they lead and only the day ends of the people on them', async () => {
    const { res, book } = await workbook(fx.headers.ravi, `day-end?${OCTOBER}`);
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe('2');
    const work = rows(book.Sheets['Day End']).slice(HEADER_ROW + 1);
    expect(work.map((r) => [r[0], r[6]])).toEqual([
      ['Meera Joshi', 50],
      ['Unassigned', 40],
      ['COUNT: 2', 90],
    ]);
    const submitted = rows(book.Sheets['Day Ends Submitted']).slice(HEADER_ROW + 1);
    expect(submitted.map((r) => r[0])).toEqual(['Meera Joshi', 'COUNT: 1']);
  });

  it('exports what the caller may see: a Team Member only their own work', async () => {
    const { book } = await workbook(fx.headers.meera, `users?${OCTOBER}`);
    expect(rows(book.Sheets.Users).slice(HEADER_ROW + 1)).toEqual([
      ['Meera Joshi', 2, 1, 105, 75, -30],
      ['COUNT: 1', 2, 1, 105, 75, -30],
    ]);
  });

  it('writes text a spreadsheet would run as a formula as plain text', async () => {
    const practice = await createPractice(app);
    const write = practiceWriter(app, practice.orgId);
    const client = await write.client('=HYPERLINK("http://evil.example","Click")');
    await write.task({ clientId: client, task: '+SUM(A1:A9)', et: 5, createdAt: '2026-10-02T06:00:00Z' });
    const admin = (await loginAs(app, practice.admin)).headers;
    const { book } = await workbook(admin, `clients?${OCTOBER}`);
    const cell = book.Sheets.Clients?.[`A${HEADER_ROW + 2}`];
    expect(cell).toMatchObject({ t: 's', v: `'=HYPERLINK("http://evil.example","Click")` });
    expect(cell?.f).toBeUndefined();
    const tasks = await workbook(admin, `tasks?${OCTOBER}`);
    expect(tasks.book.Sheets.Tasks?.[`A${HEADER_ROW + 2}`]?.v).toBe("'+SUM(A1:A9)");
  });

  it('writes All Time without dates', async () => {
    const { book } = await workbook(fx.headers.admin, 'tasks?dateType=all-time&format=excel');
    const grid = rows(book.Sheets.Tasks);
    expect(grid.slice(1, 3)).toEqual([
      ['Period', 'All Time'],
      ['From', '—'],
    ]);
    expect(grid.at(-1)).toEqual(['COUNT: 4', 6, 5, 405, 200, -205]);
  });

  it('refuses a bad range, an unknown format and an unknown report', async () => {
    const bad = await download(
      fx.headers.admin,
      'clients?dateType=custom&fromDate=2026-10-31&toDate=2026-10-01',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(REPORT_MESSAGES.fromAfterTo);
    expect((await download(fx.headers.admin, 'clients?format=pdf')).statusCode).toBe(400);
    expect((await download(fx.headers.admin, 'invoices')).statusCode).toBe(404);
  });
});
