// The .xlsx task export streams through a cursor: every row the grid lists for the same filters,
// in the grid's order across batches, the count announced up front (X-Total-Rows), and a refused
// scope still answered as an ordinary error, not a broken file.
import * as XLSX from '@e965/xlsx';
import { EXPORT_ROWS_HEADER } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';

/** More than two of the cursor's 2,000-row batches. */
const MANY = 4_321;

describe('task export, streamed', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const client = await createClient(app, admin, { name: 'Sharma & Sons' });
    const { orgId } = practice;
    await app.database.db.execute(sql`
      insert into tasks (org_id, client_id, task, sub_task, et, allotted_to, team_leader, created_by, priority_id, status_id, due_date)
      select ${orgId}::uuid, case when g % 3 = 0 then null else ${client.id}::uuid end,
        'Task ' || lpad(g::text, 5, '0'), case when g % 2 = 0 then '=SUM(A1)' else '' end, g % 90,
        ${practice.member.id}::uuid, ${practice.leader.id}::uuid, ${practice.admin.id}::uuid,
        (select id from priorities where org_id = ${orgId} order by rank limit 1),
        (select id from statuses where org_id = ${orgId} order by position limit 1),
        case when g % 4 = 0 then null else date '2026-12-01' + (g % 28) end
      from generate_series(1, ${MANY}) g`);
  });
  afterAll(() => app.close());

  const exportXlsx = (query: string, headers = admin) =>
    app.inject({ method: 'GET', url: `/api/tasks/export?${query}&format=xlsx`, headers });

  it('holds every row the grid lists, in its order, and says how many before the file', async () => {
    const res = await exportXlsx('scope=all&sortBy=task&sortOrder=desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe(String(MANY));
    const sheet = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true }).Sheets.Tasks ?? {};
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: null });
    expect(rows).toHaveLength(MANY);
    expect(rows.map((r) => r.Task)).toEqual(
      Array.from({ length: MANY }, (_, i) => `Task ${String(MANY - i).padStart(5, '0')}`),
    );
    const grid = await app.inject({
      method: 'GET',
      url: '/api/tasks?scope=all&sortBy=task&sortOrder=desc&limit=3&counts=false',
      headers: admin,
    });
    const first = grid.json().data.tasks[0];
    expect(rows[0]).toMatchObject({
      Client: first.client?.name ?? '',
      Task: first.task,
      SubTask: first.subTask,
      Status: first.status,
      Priority: first.priority,
      ET: first.et,
      TT: first.tt,
      'Team Leader': first.teamLeader?.name ?? '',
    });
    // Task 04320: a sub-task that looks like a formula stays typed text; no client and no due date.
    const row = rows.find((r) => r.Task === 'Task 04320');
    expect(row).toMatchObject({ Client: '', SubTask: '=SUM(A1)', 'Due Date': '' });
    expect(rows.find((r) => r.Task === 'Task 00001')?.['Due Date']).toEqual(new Date('2026-12-02T00:00:00Z'));
  });

  it('keeps the filters: a search exports only its matches', async () => {
    const res = await exportXlsx('scope=all&search=Task%200432');
    expect(res.headers[EXPORT_ROWS_HEADER]).toBe('2');
    const sheet = XLSX.read(res.rawPayload, { type: 'buffer' }).Sheets.Tasks ?? {};
    expect(
      XLSX.utils
        .sheet_to_json<Record<string, unknown>>(sheet)
        .map((r) => r.Task)
        .sort(),
    ).toEqual(['Task 04320', 'Task 04321']);
  });

  it('refuses a scope the caller may not see with an error answer, not a file', async () => {
    const res = await exportXlsx('scope=all', member);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers[EXPORT_ROWS_HEADER]).toBeUndefined();
  });
});
