import * as XLSX from '@e965/xlsx';
import { IMPORT_MESSAGES, TASK_MESSAGES } from '@practice-desk/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBatches, pendingImports, tasks } from '../../../db/schema';
import { sheetXml } from '../../../lib/xlsx-validation';
import { buildTestApp, type TestApp } from '../../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../../test/factories';
import { commit, preview, xlsxOf } from './import-test-kit';

describe('task import that asks instead of guessing', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let member: AuthHeaders;
  let client: { id: string; name: string };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    client = await createClient(app, admin, { name: 'Sahyadri Agro Foods' });
  });
  afterAll(() => app.close());

  const batchTasks = (batchId: string) =>
    app.database.db.select().from(tasks).where(eq(tasks.importBatchId, batchId));

  it('gives a template with the exact headers, an example row and drop-down lists', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/tasks/import/template', headers: member });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('tasks-import-template.xlsx');
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Tasks', 'Lists']);
    expect(book.Workbook?.Sheets?.[1]?.Hidden).toBe(1);
    const [header, example] = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Tasks ?? {}, { header: 1 });
    expect(header).toEqual([
      'Client',
      'Task',
      'SubTask',
      'Status',
      'Priority',
      'ET (min)',
      'TT (min)',
      'Assignee',
      'Team Leader',
      'Due Date',
      'Frequency',
      'Remarks',
    ]);
    expect(example?.[0]).toBe('Sahyadri Agro Foods');
    const lists = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Lists ?? {});
    expect(lists.map((r) => r.Assignee)).toContain(practice.member.name);
    expect(lists.map((r) => r.Status)).toContain('In Process');
    const xml = sheetXml(res.rawPayload, 1);
    for (const [column, list] of [
      ['A', 'A'],
      ['D', 'C'],
      ['E', 'D'],
      ['H', 'B'],
    ])
      expect(xml).toMatch(new RegExp(`sqref="${column}2:${column}1000"><formula1>Lists!\\$${list}\\$2:`));
  });

  it('previews by header aliases, names every unknown value, finds duplicates and writes nothing', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client: client.id, task: 'TDS Returns', subTask: '24Q', dueDate: '2026-07-31' },
    });
    const file = xlsxOf([
      ['client name', 'TASK', 'Sub Task', 'Assigned To', 'ET (min)', 'Due', 'Status', 'Priority', 'Colour'],
      ['Sahyadri Agro Foods', 'GST Returns', 'GSTR-1', practice.member.name, 90, '2026-05-11', '', '', 'red'],
      ['Sahyadri Agro Foods', 'GST Returns', 'GSTR-3B', 'Nobody Here', 30, '', '', '', ''],
      ['Unheard Traders', 'GST Returns', 'GSTR-1', '', '', '', '', '', ''],
      ['Sahyadri Agro Foods', 'GST Returns', 'GSTR-9', '', '', '', 'Sleeping', 'Urgentish', ''],
      ['Sahyadri Agro Foods', 'TDS Returns', '24Q', '', '', '2026-07-31', '', '', ''],
      ['sahyadri agro foods', 'GST Returns', 'gstr-1', practice.member.email, 90, '11/05/2026', '', '', ''],
    ]);
    // The practice's own tasks: on PostgreSQL other test files write tasks at the same time.
    const ownTasks = () => app.database.db.select().from(tasks).where(eq(tasks.orgId, practice.orgId));
    const before = await ownTasks();
    const got = await preview(app, admin, file);
    expect(got.columns).toEqual([
      { header: 'client name', field: 'client' },
      { header: 'TASK', field: 'task' },
      { header: 'Sub Task', field: 'subTask' },
      { header: 'Assigned To', field: 'assignee' },
      { header: 'ET (min)', field: 'et' },
      { header: 'Due', field: 'dueDate' },
      { header: 'Status', field: 'status' },
      { header: 'Priority', field: 'priority' },
      { header: 'Colour', field: null },
    ]);
    expect(got.rows.map((r) => [r.row, r.status, r.errors])).toEqual([
      [2, 'ok', []],
      [3, 'error', [IMPORT_MESSAGES.unknownAssignee('Nobody Here')]],
      [4, 'error', [IMPORT_MESSAGES.unknownClient('Unheard Traders')]],
      [5, 'error', [IMPORT_MESSAGES.unknownStatus('Sleeping'), IMPORT_MESSAGES.unknownPriority('Urgentish')]],
      [6, 'duplicate', [IMPORT_MESSAGES.duplicateOpen]],
      [7, 'duplicate', [IMPORT_MESSAGES.duplicateRow(2)]],
    ]);
    expect(got.rows[0]?.task).toMatchObject({
      assignee: practice.member.name,
      et: '90',
      dueDate: '2026-05-11',
    });
    expect(got.summary).toEqual({ ok: 1, error: 3, duplicate: 2 });
    expect(got.unknownClients).toEqual(['Unheard Traders']);
    expect(await ownTasks()).toHaveLength(before.length);
  });

  it('re-checks the kept upload under a mapping the person changed', async () => {
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'Owner'],
        [client.name, 'Audit', 'Nobody'],
      ]),
    );
    expect(got.columns[2]).toEqual({ header: 'Owner', field: null });
    expect(got.rows[0]?.status).toBe('ok');
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/import/remap',
      headers: admin,
      payload: { token: got.token, mapping: { Owner: 'assignee' } },
    });
    const remapped = res.json().data;
    expect(remapped.columns[2]).toEqual({ header: 'Owner', field: 'assignee' });
    expect(remapped.rows[0].errors).toEqual([IMPORT_MESSAGES.unknownAssignee('Nobody')]);
  });

  it('commits the valid rows together, creates the named clients when asked and keeps the failed rows with a reason', async () => {
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'SubTask', 'Staff', 'Estimate', 'TT', 'Due Date'],
        [client.name, 'Advance Tax', 'Q1', practice.member.email, 45, 30, '2026-06-15'],
        ['Brand New Traders', 'Advance Tax', 'Q1', practice.member.name, 45, '', '2026-06-15'],
        [client.name, 'Advance Tax', 'Q2', 'Ghost', '', '', '2026-09-15'],
        [client.name, 'Advance Tax', 'Q1', '', '', '', '2026-06-15'],
      ]),
    );
    const result = await commit(app, admin, { token: got.token, createClients: true });
    expect(result).toMatchObject({ created: 2, skipped: 2 });
    expect(result.failedRowsUrl).toBe(`/api/tasks/import/batches/${result.batchId}/failed-rows`);
    const created = await batchTasks(result.batchId);
    expect(created.map((t) => [t.subTask, t.et, t.tt, t.allottedTo])).toEqual([
      ['Q1', 45, 30, practice.member.id],
      ['Q1', 45, 0, practice.member.id],
    ]);
    // One transaction: every task carries the batch's own moment.
    const [batch] = await app.database.db
      .select()
      .from(importBatches)
      .where(eq(importBatches.id, result.batchId));
    for (const t of created) expect(t.createdAt.getTime()).toBe(batch?.createdAt.getTime());
    const failed = await app.inject({ method: 'GET', url: result.failedRowsUrl ?? '', headers: admin });
    expect(failed.statusCode).toBe(200);
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(
      XLSX.read(failed.rawPayload, { type: 'buffer' }).Sheets['Failed rows'] ?? {},
    );
    expect(rows.map((r) => [r.SubTask, r.Staff, r.Reason])).toEqual([
      ['Q2', 'Ghost', IMPORT_MESSAGES.unknownAssignee('Ghost')],
      ['Q1', '', IMPORT_MESSAGES.duplicateRow(2)],
    ]);
    // The token is spent.
    const again = await app.inject({
      method: 'POST',
      url: '/api/tasks/import/commit',
      headers: admin,
      payload: { token: got.token },
    });
    expect(again.json().message).toBe(IMPORT_MESSAGES.expired);
    expect(
      await app.database.db.select().from(pendingImports).where(eq(pendingImports.token, got.token)),
    ).toEqual([]);
  });

  it('skips the rows of unknown clients unless asked to create them', async () => {
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task'],
        ['Never Made Ltd', 'Audit'],
      ]),
    );
    const result = await commit(app, admin, { token: got.token, createClients: false });
    expect(result).toMatchObject({ created: 0, skipped: 1 });
    const clients = await app.inject({ method: 'GET', url: '/api/clients?search=Never', headers: admin });
    expect(clients.json().data.clients).toEqual([]);
  });

  it('creates no client whose every row is skipped, so Undo leaves no client behind', async () => {
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'SubTask', 'Assignee'],
        ['Only Skipped Pvt Ltd', 'Audit', 'Fieldwork', 'Ghost'],
        ['Written Traders', 'Audit', 'Fieldwork', practice.member.email],
      ]),
    );
    const result = await commit(app, admin, { token: got.token, createClients: true });
    expect(result).toMatchObject({ created: 1, skipped: 1 });
    const named = async (search: string) =>
      (await app.inject({ method: 'GET', url: `/api/clients?search=${search}`, headers: admin })).json().data
        .clients as { name: string }[];
    expect(await named('Only%20Skipped')).toEqual([]);
    expect((await named('Written%20Traders')).map((c) => c.name)).toEqual(['Written Traders']);
    const undone = await app.inject({
      method: 'POST',
      url: `/api/tasks/import/batches/${result.batchId}/undo`,
      headers: admin,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await named('Only%20Skipped')).toEqual([]);
  });

  it('writes in chunks that let other people through, and takes everything back when it fails', async () => {
    const rows = 1_000;
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'SubTask', 'Assignee'],
        ...Array.from({ length: rows }, (_, i) => [
          'Chunked Traders',
          'GST',
          `Month ${i}`,
          practice.member.email,
        ]),
      ]),
    );
    const imported = sql<number>`(select count(*)::int from ${tasks} where ${tasks.clientId} =
      (select id from clients where name = 'Chunked Traders' and org_id = ${practice.orgId}))`;
    let done = false;
    const committing = commit(app, admin, { token: got.token, createClients: true }).finally(() => {
      done = true;
    });
    // Someone else's reads while the import writes: on the embedded database (one statement at a
    // time) they used to wait for the whole commit and then see every row at once.
    const seen: number[] = [];
    let answeredDuring = false;
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const [row] = await app.database.db.select({ n: imported }).from(sql`(select 1) as one`);
      seen.push(row?.n ?? 0);
      if ((row?.n ?? 0) > 0 && !answeredDuring) {
        const res = await app.inject({ method: 'GET', url: '/api/tasks?scope=my', headers: member });
        expect(res.statusCode).toBe(200);
        answeredDuring = !done;
      }
    }
    expect((await committing).created).toBe(rows);
    expect(seen.some((n) => n > 0 && n < rows)).toBe(true);
    expect(answeredDuring).toBe(true);
    // Every chunk carries the batch's moment, so Undo sees the whole import as untouched.
    const undone = await app.inject({
      method: 'POST',
      url: `/api/tasks/import/batches/${(await committing).batchId}/undo`,
      headers: admin,
    });
    expect(undone.json().data).toMatchObject({ moved: rows, kept: [] });

    // A commit that fails part-way (here, the assignee's day is locked when the time is written)
    // leaves no task, no batch, no new client, and the upload can be committed again.
    const failing = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'SubTask', 'Assignee', 'TT'],
        ...Array.from({ length: 300 }, (_, i) => [
          'Taken Back Traders',
          'GST',
          `Month ${i}`,
          practice.member.email,
          i === 299 ? 30 : '',
        ]),
      ]),
    );
    const batchesBefore = await app.database.db.select({ id: importBatches.id }).from(importBatches);
    await app.database.db.execute(sql`create function pd_test_refuse() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await app.database.db.execute(sql`create trigger pd_test_refuse before insert on time_entries
      for each statement execute function pd_test_refuse()`);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks/import/commit',
        headers: admin,
        payload: { token: failing.token, createClients: true },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await app.database.db.execute(sql`drop trigger pd_test_refuse on time_entries`);
      await app.database.db.execute(sql`drop function pd_test_refuse()`);
    }
    const named = await app.inject({
      method: 'GET',
      url: '/api/clients?search=Taken%20Back',
      headers: admin,
    });
    expect(named.json().data.clients).toEqual([]);
    expect(await app.database.db.select({ id: importBatches.id }).from(importBatches)).toHaveLength(
      batchesBefore.length,
    );
    const again = await commit(app, admin, { token: failing.token, createClients: true });
    expect(again.created).toBe(300);
  }, 180_000);

  it('tells each assignee once per import, however many tasks they got', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      client.name,
      'Bookkeeping',
      `Month ${i + 1}`,
      practice.member.email,
    ]);
    const got = await preview(app, admin, xlsxOf([['Client', 'Task', 'SubTask', 'Assignee'], ...rows]));
    const inbox = async () =>
      (await app.inject({ method: 'GET', url: '/api/notifications', headers: member })).json().data
        .notifications as { id: string; message: string }[];
    const seen = new Set((await inbox()).map((n) => n.id));
    await commit(app, admin, { token: got.token });
    const fromImport = (await inbox()).filter((n) => !seen.has(n.id));
    expect(fromImport.map((n: { message: string }) => n.message)).toEqual([
      IMPORT_MESSAGES.assignedByImport(12),
    ]);
  });

  it('undoes a batch: untouched tasks go to Trash, edited ones stay and are named', async () => {
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'SubTask'],
        [client.name, 'ROC Filing', 'AOC-4'],
        [client.name, 'ROC Filing', 'MGT-7'],
        [client.name, 'ROC Filing', 'DIR-3'],
      ]),
    );
    const { batchId } = await commit(app, admin, { token: got.token });
    const created = await batchTasks(batchId);
    const aoc = created.find((t) => t.subTask === 'AOC-4');
    const mgt = created.find((t) => t.subTask === 'MGT-7');
    await app.inject({ method: 'PUT', url: `/api/tasks/${aoc?.id}`, headers: admin, payload: { et: 15 } });
    await app.inject({
      method: 'POST',
      url: `/api/tasks/${mgt?.id}/comments`,
      headers: admin,
      payload: { content: 'Board minutes awaited' },
    });
    const history = await app.inject({ method: 'GET', url: '/api/tasks/import/batches', headers: admin });
    expect(history.json().data.find((b: { id: string }) => b.id === batchId)).toMatchObject({
      filename: 'tasks.xlsx',
      created: 3,
      createdBy: practice.admin.name,
      undoneAt: null,
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/tasks/import/batches', headers: member })).statusCode,
    ).toBe(403);
    const res = await app.inject({
      method: 'POST',
      url: `/api/tasks/import/batches/${batchId}/undo`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.moved).toBe(1);
    expect(
      res
        .json()
        .data.kept.map((k: { subTask: string }) => k.subTask)
        .sort(),
    ).toEqual(['AOC-4', 'MGT-7']);
    const trashed = await app.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.importBatchId, batchId), isNotNull(tasks.deletedAt)));
    expect(trashed.map((t) => [t.subTask, t.deletedBy])).toEqual([['DIR-3', practice.admin.id]]);
    const twice = await app.inject({
      method: 'POST',
      url: `/api/tasks/import/batches/${batchId}/undo`,
      headers: admin,
    });
    expect(twice.json().message).toBe(IMPORT_MESSAGES.alreadyUndone);
  });

  it('refuses bad minutes and dates with the task messages', async () => {
    const got = await preview(
      app,
      admin,
      xlsxOf([
        ['Client', 'Task', 'ET', 'Due'],
        [client.name, 'X', '-4', '31/02/2026'],
      ]),
    );
    expect(got.rows[0]?.errors).toEqual([TASK_MESSAGES.etWhole, TASK_MESSAGES.badDate]);
  });
});
