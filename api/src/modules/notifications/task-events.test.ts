import * as XLSX from '@e965/xlsx';
import type { NotificationList, NotificationRow } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';

describe('notifications raised by task work', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let clientId: string;

  /** Someone's notifications of task work (due-date reminders, tested on their own, left out). */
  const inbox = async (headers: AuthHeaders): Promise<NotificationRow[]> => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    const { notifications } = res.json().data as NotificationList;
    return notifications.filter((n) => n.type !== 'task_due_today' && n.type !== 'task_overdue');
  };
  /** What arrives in someone's inbox while `act` runs. */
  const arriving = async (headers: AuthHeaders, act: () => Promise<unknown>) => {
    const before = new Set((await inbox(headers)).map((n) => n.id));
    await act();
    return (await inbox(headers)).filter((n) => !before.has(n.id));
  };
  const createTask = async (headers: AuthHeaders, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.task.id as string;
  };
  const update = (headers: AuthHeaders, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers, payload });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    [admin, leader, member] = (
      await Promise.all([practice.admin, practice.leader, practice.member].map((u) => loginAs(app, u)))
    ).map((s) => s.headers) as [AuthHeaders, AuthHeaders, AuthHeaders];
    clientId = (await createClient(app, admin, { name: 'Sahyadri Agro Foods' })).id;
  });
  afterAll(() => app.close());

  it('tells the assignee of a new task, naming the task, the client and who allotted it', async () => {
    let id = '';
    const got = await arriving(member, async () => {
      id = await createTask(admin, {
        client: clientId,
        task: 'GST Returns',
        subTask: 'GSTR-1',
        allottedTo: practice.member.id,
      });
    });
    expect(got).toEqual([
      expect.objectContaining({
        type: 'task_allotted',
        title: 'Task allotted to you',
        message: `${practice.admin.name} allotted you GST Returns – GSTR-1 for Sahyadri Agro Foods`,
        taskId: id,
        unread: true,
      }),
    ]);
  });

  it('never tells people what they did themselves', async () => {
    expect(await arriving(member, () => createTask(member, { task: 'My own work' }))).toEqual([]);
    expect(await arriving(leader, () => createTask(leader, { task: 'Lead and do' }))).toEqual([]);
  });

  it('tells the new team leader, and the new assignee when a task changes hands', async () => {
    const id = await createTask(admin, { task: 'Statutory Audit', allottedTo: practice.admin.id });
    const toLeader = await arriving(leader, () => update(admin, id, { teamLeader: practice.leader.id }));
    expect(toLeader.map((n) => [n.type, n.message])).toEqual([
      ['task_leader', `${practice.admin.name} made you team leader of Statutory Audit`],
    ]);
    const toMember = await arriving(member, () => update(leader, id, { allottedTo: practice.member.id }));
    expect(toMember.map((n) => [n.type, n.message])).toEqual([
      ['task_allotted', `${practice.leader.name} allotted you Statutory Audit`],
    ]);
    // Writing the same people again changes nothing and tells no one.
    expect(
      await arriving(member, () => update(leader, id, { allottedTo: practice.member.id, et: 30 })),
    ).toEqual([]);
  });

  it('tells the person asked for help, once, and not when other fields change later', async () => {
    const id = await createTask(leader, { task: 'ROC Filings', allottedTo: practice.member.id });
    const asked = await arriving(admin, async () => {
      const res = await update(member, id, { status: 'Help Required', helpRequiredUser: practice.admin.id });
      expect(res.statusCode, res.body).toBe(200);
    });
    expect(asked.map((n) => [n.type, n.title, n.message, n.taskId])).toEqual([
      ['help_requested', 'Help requested', `${practice.member.name} asked for your help on ROC Filings`, id],
    ]);
    expect(await arriving(admin, () => update(member, id, { tt: 15 }))).toEqual([]);
  });

  it('tells the helper asked at creation, but not the creator asking themselves', async () => {
    const got = await arriving(leader, () =>
      createTask(member, {
        task: 'Bank reconciliation',
        status: 'Help Required',
        helpRequiredUser: practice.leader.id,
      }),
    );
    expect(got.map((n) => n.type)).toEqual(['help_requested']);
  });

  it('tells each task of a bulk update, and nothing at all when the bulk update is refused', async () => {
    const ids = [
      await createTask(admin, { task: 'Bulk one' }),
      await createTask(admin, { task: 'Bulk two' }),
    ];
    const got = await arriving(member, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks/bulk-update',
        headers: admin,
        payload: { ids, updates: { allottedTo: practice.member.id } },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(got.map((n) => n.taskId).sort()).toEqual([...ids].sort());

    // The leader leads the first task only: the second is refused, so the first is undone too.
    const led = await createTask(leader, { task: 'Led by leader' });
    const notLed = await createTask(admin, { task: 'Not led' });
    const refused = await arriving(member, async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks/bulk-update',
        headers: leader,
        payload: { ids: [led, notLed], updates: { allottedTo: practice.member.id } },
      });
      expect(res.statusCode).not.toBe(200);
    });
    expect(refused).toEqual([]);
  });

  it('tells the assignee of each imported row', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Client', 'Task', 'SubTask', 'Assignee'],
      ['Sahyadri Agro Foods', 'Income Tax Return', 'ITR-6', practice.member.email],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Tasks');
    const file = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
    const got = await arriving(member, async () => {
      const upload = multipartFile('file', 'tasks.xlsx', file);
      const res = await app.inject({
        method: 'POST',
        url: '/api/tasks/import',
        headers: { ...leader, ...upload.headers },
        payload: upload.payload,
      });
      expect(res.json().data).toMatchObject({ imported: 1 });
    });
    expect(got.map((n) => n.message)).toEqual([
      `${practice.leader.name} allotted you Income Tax Return – ITR-6 for Sahyadri Agro Foods`,
    ]);
  });

  it('tells the assignee and team leader of a comment, never its author', async () => {
    const id = await createTask(leader, { task: 'Advance Tax', allottedTo: practice.member.id });
    const comment = () =>
      app.inject({
        method: 'POST',
        url: `/api/tasks/${id}/comments`,
        headers: member,
        payload: { content: 'Challan paid' },
      });
    const toLeader = await arriving(leader, comment);
    expect(toLeader.map((n) => [n.type, n.title, n.message])).toEqual([
      ['task_comment', 'New comment', `${practice.member.name} commented on Advance Tax: “Challan paid”`],
    ]);
    expect((await inbox(member)).some((n) => n.type === 'task_comment')).toBe(false);
    const byAdmin = await arriving(member, () =>
      app.inject({
        method: 'POST',
        url: `/api/tasks/${id}/comments`,
        headers: admin,
        payload: { content: 'Noted' },
      }),
    );
    expect(byAdmin.map((n) => n.type)).toEqual(['task_comment']);
  });

  it('writes no notification for a refused comment', async () => {
    const id = await createTask(admin, { task: 'Not theirs', allottedTo: practice.leader.id });
    const got = await arriving(leader, async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/tasks/${id}/comments`,
        headers: member,
        payload: { content: 'Hi' },
      });
      expect(res.statusCode).toBe(404);
    });
    expect(got).toEqual([]);
  });
});
