import * as XLSX from '@e965/xlsx';
import { TASK_MESSAGES, VALIDATION } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';

type Headers = { authorization: string };

function multipart(filename: string, content: Buffer) {
  const boundary = '----practice-desk-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('task activity: comments, quotations, End Day, estimates, import and export', () => {
  let app: TestApp;
  let practice: Awaited<ReturnType<typeof createPractice>>;
  let admin: Headers;
  let member: Headers;
  let taskId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
    await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: 'Kulkarni & Sons', address: 'Nashik' },
    });
    const clients = (
      await app.inject({ method: 'GET', url: '/api/clients?limit=100', headers: admin })
    ).json().data.clients;
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: {
        client: clients[0].id,
        task: 'Income Tax Return',
        subTask: 'ITR filing',
        et: 120,
        allottedTo: practice.member.id,
      },
    });
    taskId = created.json().data.task.id;
  });
  afterAll(() => app.close());

  it('keeps comments with their author, oldest first', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      headers: member,
      payload: { content: 'Form 16 received' },
    });
    expect(posted.statusCode).toBe(201);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/comments`,
      headers: member,
      payload: { content: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    const listed = (
      await app.inject({ method: 'GET', url: `/api/tasks/${taskId}/comments`, headers: admin })
    ).json().data.comments;
    expect(listed.at(-1)).toMatchObject({
      content: 'Form 16 received',
      author: { name: practice.member.name },
    });
  });

  it('saves a quotation: Save sets Pending, Save as Draft keeps the status', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/quotation`,
      headers: admin,
      payload: { amount: '2500.5', remarks: 'Fees', draft: true },
    });
    expect(draft.json()).toMatchObject({
      message: 'Draft saved successfully',
      data: { task: { status: 'To Do', quotationAmount: '2500.50' } },
    });
    const saved = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/quotation`,
      headers: admin,
      payload: { amount: '3000', comment: 'Agreed on call' },
    });
    expect(saved.json()).toMatchObject({
      message: 'Quotation saved successfully',
      data: { task: { status: 'Pending', quotationAmount: '3000.00' } },
    });
    const missing = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/quotation`,
      headers: admin,
      payload: {},
    });
    expect(missing.json().errors[0].message).toBe(VALIDATION.quotationAmountRequired);
    const byMember = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/quotation`,
      headers: member,
      payload: { amount: '1' },
    });
    expect(byMember.statusCode).toBe(403);
  });

  it('keeps a quotation of 1234.57 exactly, on the task and on the Pending Invoices tab', async () => {
    const saved = await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/quotation`,
      headers: admin,
      payload: { amount: '1234.57' },
    });
    expect(saved.json().data.task.quotationAmount).toBe('1234.57');
    const read = await app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, headers: admin });
    expect(read.json().data.task.quotationAmount).toBe('1234.57');
    const pending = await app.inject({ method: 'GET', url: '/api/invoices?status=pending', headers: admin });
    expect(pending.json().data.tasks.find((t: { id: string }) => t.id === taskId).quotationAmount).toBe(
      '1234.57',
    );
    for (const amount of [1234.57, '1234.567', '-1', 'abc'])
      expect(
        (
          await app.inject({
            method: 'POST',
            url: `/api/tasks/${taskId}/quotation`,
            headers: admin,
            payload: { amount },
          })
        ).json().errors[0].message,
      ).toBe(VALIDATION.quotationAmountRequired);
  });

  it('submits a day with the minutes logged and shows it in the month', async () => {
    await app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/time-entries`,
      headers: member,
      payload: { minutes: 75 },
    });
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/day-ends',
      headers: member,
      payload: {},
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json().data.dayEnd.totalMinutes).toBe(75);
    const month = (await app.inject({ method: 'GET', url: '/api/day-ends', headers: member })).json().data;
    expect(month.submitted.map((d: { date: string }) => d.date)).toContain(month.today);
    expect(month.todayMinutes).toBe(75);
    const future = await app.inject({
      method: 'POST',
      url: '/api/day-ends',
      headers: member,
      payload: { date: '2999-01-01' },
    });
    expect(future.statusCode).toBe(422);
  });

  it('sums estimated time per assignee over the filtered tasks', async () => {
    const data = (
      await app.inject({ method: 'GET', url: '/api/tasks/estimates-by-user?scope=all', headers: admin })
    ).json().data;
    const row = data.users.find((u: { userId: string }) => u.userId === practice.member.id);
    expect(row).toMatchObject({ taskCount: 1, estimatedMinutes: 120 });
    expect(data.total.estimatedMinutes).toBeGreaterThanOrEqual(120);
  });

  it('exports the filtered tasks with formula text neutralised', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: '=HYPERLINK("http://x")', subTask: 'risky' },
    });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/tasks/export?scope=all&format=csv',
      headers: admin,
    });
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="tasks-\d{8}-\d{6}\.csv"/);
    expect(csv.body).toContain('Client,Task,SubTask,Status,Priority,ET,TT,Assignee,Team Leader,Due Date');
    expect(csv.body).toContain("'=HYPERLINK");
    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/tasks/export?scope=all&format=xlsx',
      headers: admin,
    });
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0] ?? ''] ?? {},
    );
    expect(rows.some((r) => r.Task === 'Income Tax Return')).toBe(true);
  });

  it('imports valid rows and reports each bad row with its reason, never half a row', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['client', 'TASK', 'SubTask', 'Status', 'Priority', 'ET', 'TT', 'Assignee', 'Team Leader', 'Due Date'],
      [
        'Kulkarni & Sons',
        'GST Returns',
        'GSTR-1',
        'In Process',
        'High',
        60,
        30,
        practice.member.email,
        '',
        '2026-12-11',
      ],
      ['Nobody Ltd', 'GST Returns', 'GSTR-3B', '', '', 30, 0, '', '', ''],
      ['Kulkarni & Sons', 'TDS Returns', '24Q', '', '', -4, 0, '', '', ''],
      ['Kulkarni & Sons', 'TDS Returns', '26Q', '', '', 30, 0, '', '', '11/12/2026'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Tasks');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/import',
      headers: { ...admin, ...multipart('tasks.xlsx', file).headers },
      payload: multipart('tasks.xlsx', file).payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      imported: 2,
      failed: [
        { row: 3, reason: "Unknown client 'Nobody Ltd'" },
        { row: 4, reason: TASK_MESSAGES.etWhole },
      ],
    });
    const imported = (
      await app.inject({ method: 'GET', url: '/api/tasks?scope=all&search=GSTR-1', headers: admin })
    ).json().data.tasks[0];
    expect(imported).toMatchObject({
      status: 'In Process',
      priority: 'High',
      et: 60,
      tt: 30,
      dueDate: '2026-12-11',
      allottedTo: { id: practice.member.id },
    });
  });

  it('refuses a file whose content is not what its name says', async () => {
    const fake = multipart('tasks.xlsx', Buffer.from('client,task\nA,B\n'));
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks/import',
      headers: { ...admin, ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The file content does not match its extension');
  });
});
