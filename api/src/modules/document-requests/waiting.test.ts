// 'Waiting on client' on tasks and compliance items, the filters on it (task grid, status board),
// the rule that holds a task back from Completed until its documents are in (an Admin overrides
// with a reason, kept in the audit trail), and one notification per client upload.
import { DOCUMENT_CHASE_MESSAGES as MESSAGES } from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation } from '../../test/compliance-items';
import { chasePractice, raiseRequest, reviewItem, uploadTo } from '../../test/document-chase';
import { type AuthHeaders, createClient, RELAXED_RATE_LIMITS } from '../../test/factories';
import { practiceDaysFromToday } from '../../test/practice-today';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

describe('waiting on client', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const newTask = async (headers: AuthHeaders, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.task.id as string;
  };
  const taskRow = async (headers: AuthHeaders, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers })).json().data.task;
  const setStatus = (headers: AuthHeaders, id: string, body: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers, payload: body });

  it('counts documents received on the task and filters the task grid on it', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const base = {
      client: contact.client.id,
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    };
    const waiting = await newTask(staff.admin, { ...base, task: 'GST Returns', subTask: 'GSTR-3B' });
    const idle = await newTask(staff.admin, { ...base, task: 'GST Returns', subTask: 'GSTR-1' });
    expect((await taskRow(staff.member, waiting)).waitingOnClient).toBeNull();
    const request = await raiseRequest(app, staff.leader, contact.client.id, { taskId: waiting });
    expect((await taskRow(staff.member, waiting)).waitingOnClient).toEqual({ received: 0, total: 3 });
    await uploadTo(app, contact, request.id, request.items[0]?.id ?? '');
    expect((await taskRow(staff.member, waiting)).waitingOnClient).toEqual({ received: 1, total: 3 });

    for (const [headers, scope] of [
      [staff.admin, 'all'],
      [staff.leader, 'team'],
      [staff.member, 'my'],
    ] as const) {
      const list = await app.inject({
        method: 'GET',
        url: `/api/tasks?scope=${scope}&waitingOnClient=true`,
        headers,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.tasks.map((t: { id: string }) => t.id)).toEqual([waiting]);
      expect(list.json().data.stats.count).toBe(1);
    }
    const everything = await app.inject({ method: 'GET', url: '/api/tasks?scope=all', headers: staff.admin });
    expect(everything.json().data.tasks.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([waiting, idle]),
    );

    // Once every required document is accepted the request is complete and the task waits no more.
    for (const item of request.items.slice(1)) await uploadTo(app, contact, request.id, item.id);
    for (const item of request.items)
      await reviewItem(app, staff.admin, request.id, item.id, { status: 'accepted' });
    expect((await taskRow(staff.member, waiting)).waitingOnClient).toBeNull();
    const none = await app.inject({
      method: 'GET',
      url: '/api/tasks?scope=all&waitingOnClient=true',
      headers: staff.admin,
    });
    expect(none.json().data.tasks).toEqual([]);
  });

  it('shows the count on compliance items and filters the status board on it', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const other = await createClient(app, staff.admin);
    const ours = await createObligation(app, staff.admin, practice.orgId, {
      clientId: contact.client.id,
      code: 'GSTR-3B',
      period: '2026-10',
      dueDate: practiceDaysFromToday(5),
    });
    await createObligation(app, staff.admin, practice.orgId, {
      clientId: other.id,
      code: 'GSTR-3B',
      period: '2026-10',
      dueDate: practiceDaysFromToday(5),
    });
    await raiseRequest(app, staff.admin, contact.client.id, {
      complianceItemId: ours.itemId,
      items: [{ name: 'Sales register' }, { name: 'Purchase invoices' }],
    });
    const calendar = await app.inject({
      method: 'GET',
      url: `/api/compliance/calendar?from=${practiceDaysFromToday(0)}&to=${practiceDaysFromToday(10)}`,
      headers: staff.admin,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const items = calendar.json().data.items as { id: string; waitingOnClient: unknown }[];
    expect(items.find((i) => i.id === ours.itemId)?.waitingOnClient).toEqual({ received: 0, total: 2 });
    expect(items.filter((i) => i.waitingOnClient)).toHaveLength(1);
    // The item's task shows it too.
    expect((await taskRow(staff.admin, ours.taskId)).waitingOnClient).toEqual({ received: 0, total: 2 });

    const board = (query: string) =>
      app.inject({
        method: 'GET',
        url: `/api/compliance/board?code=GSTR-3B&financialYear=2026-27${query}`,
        headers: staff.admin,
      });
    const all = await board('');
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all
        .json()
        .data.rows.map((r: { clientId: string }) => r.clientId)
        .sort(),
    ).toEqual([contact.client.id, other.id].sort());
    const filtered = await board('&waitingOnClient=true');
    const rows = filtered.json().data.rows as {
      clientId: string;
      cells: Record<string, { waitingOnClient: unknown }>;
    }[];
    expect(rows.map((r) => r.clientId)).toEqual([contact.client.id]);
    expect(rows[0]?.cells['2026-10']?.waitingOnClient).toEqual({ received: 0, total: 2 });
  });

  it('holds a task back from Completed while a template’s required documents are awaited; an Admin overrides with a reason', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const taskTemplate = await app.inject({
      method: 'POST',
      url: '/api/config/task-templates',
      headers: staff.admin,
      payload: { name: 'Statutory audit', subTasks: ['Fieldwork'] },
    });
    const template = await app.inject({
      method: 'POST',
      url: '/api/config/request-templates',
      headers: staff.admin,
      payload: {
        name: 'Audit documents',
        taskTemplateId: taskTemplate.json().data.template.id,
        items: [{ name: 'Trial balance' }, { name: 'Ledgers' }],
        requiredBeforeCompletion: true,
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const task = await newTask(staff.admin, {
      client: contact.client.id,
      task: 'Statutory audit',
      subTask: 'Fieldwork',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    const request = await raiseRequest(app, staff.admin, contact.client.id, {
      taskId: task,
      templateId: template.json().data.template.id,
      items: [{ name: 'Trial balance' }, { name: 'Ledgers' }],
    });

    const refused = await setStatus(staff.member, task, { status: 'Completed' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES.documentsMissing);
    expect((await setStatus(staff.leader, task, { status: 'Pending' })).statusCode).toBe(409);
    const leaderOverride = await setStatus(staff.leader, task, {
      status: 'Completed',
      completionOverrideReason: 'Client is travelling',
    });
    expect(leaderOverride.statusCode).toBe(403);
    expect(leaderOverride.json().message).toBe(MESSAGES.overrideAdminOnly);
    expect(
      (await setStatus(staff.admin, task, { status: 'Completed', completionOverrideReason: '  ' }))
        .statusCode,
    ).toBe(409);
    const quoted = await app.inject({
      method: 'POST',
      url: `/api/tasks/${task}/quotation`,
      headers: staff.leader,
      payload: { amount: '5000' },
    });
    expect(quoted.statusCode).toBe(409);
    expect(quoted.json().message).toBe(MESSAGES.documentsMissing);
    // Other edits go on as before.
    expect((await setStatus(staff.member, task, { status: 'In Process' })).statusCode).toBe(200);

    const done = await setStatus(staff.admin, task, {
      status: 'Completed',
      completionOverrideReason: 'Signed off on the client’s e-mailed copies',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.task.statusKey).toBe('COMPLETED');
    const trail = await app.database.db
      .select({ changes: auditLog.changes, userId: auditLog.userId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.orgId, practice.orgId),
          eq(auditLog.entityId, task),
          sql`${auditLog.changes}::text like '%completion_override_reason%'`,
        ),
      );
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail[0]?.changes)).toContain('Signed off on the client’s e-mailed copies');
    expect(trail[0]?.userId).toBe(practice.admin.id);

    // With the documents in, anyone with the right completes it.
    const again = await newTask(staff.admin, {
      client: contact.client.id,
      task: 'Statutory audit',
      subTask: 'Reporting',
      allottedTo: practice.member.id,
    });
    const second = await raiseRequest(app, staff.admin, contact.client.id, {
      taskId: again,
      templateId: template.json().data.template.id,
      items: [{ name: 'Trial balance' }],
    });
    await uploadTo(app, contact, second.id, second.items[0]?.id ?? '');
    await reviewItem(app, staff.admin, second.id, second.items[0]?.id ?? '', { status: 'accepted' });
    expect((await setStatus(staff.member, again, { status: 'Completed' })).statusCode).toBe(200);
    // A request from a template without the rule holds nothing back.
    const plain = await newTask(staff.admin, { client: contact.client.id, allottedTo: practice.member.id });
    await raiseRequest(app, staff.admin, contact.client.id, { taskId: plain });
    expect((await setStatus(staff.member, plain, { status: 'Completed' })).statusCode).toBe(200);
    expect(request.id).toBeTruthy();
  });

  it('notifies staff once for several files a client uploads together', async () => {
    const { practice, staff, contact } = await chasePractice(app, smtp);
    const task = await newTask(staff.admin, {
      client: contact.client.id,
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    const request = await raiseRequest(app, staff.admin, contact.client.id, {
      taskId: task,
      title: 'Q2 papers',
    });
    const uploadsOf = async (headers: AuthHeaders) => {
      const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
      return (
        res.json().data.notifications as {
          id: string;
          type: string;
          message: string;
          link: string;
          unread: boolean;
        }[]
      ).filter((n) => n.type === 'documents_uploaded');
    };
    for (const item of request.items) await uploadTo(app, contact, request.id, item.id);
    for (const headers of [staff.admin, staff.leader, staff.member]) {
      const list = await uploadsOf(headers);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        message: `${contact.client.name} uploaded 3 files for Q2 papers`,
        link: `/clients/${contact.client.id}`,
      });
    }
    // Read, the next upload is news again; so is one long after the first.
    const [seen] = await uploadsOf(staff.member);
    await app.inject({ method: 'PUT', url: `/api/notifications/${seen?.id}/read`, headers: staff.member });
    await uploadTo(app, contact, request.id, request.items[0]?.id ?? '');
    expect((await uploadsOf(staff.member)).map((n) => n.message)).toEqual([
      `${contact.client.name} uploaded a file for Q2 papers`,
      `${contact.client.name} uploaded 3 files for Q2 papers`,
    ]);
    expect(await uploadsOf(staff.admin)).toHaveLength(1);
    await app.database.db
      .update(notifications)
      .set({ createdAt: sql`${notifications.createdAt} - interval '31 minutes'` })
      .where(and(eq(notifications.orgId, practice.orgId), eq(notifications.type, 'documents_uploaded')));
    await uploadTo(app, contact, request.id, request.items[1]?.id ?? '');
    expect(await uploadsOf(staff.admin)).toHaveLength(2);
  });
});
