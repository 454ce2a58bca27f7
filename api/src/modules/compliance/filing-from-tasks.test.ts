// The task grid's "Mark N filed": POST /compliance/filings/from-tasks finds the items behind a task
// selection, then POST /compliance/filings/bulk records them as the calendar's dialog does.
import { FILING_FROM_TASKS_MESSAGES, TASK_MESSAGES, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, gstArn, type ObligationFields } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

const today = todayIn('Asia/Kolkata');
const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
const monthsAgo = (n: number) => dayjs(today).subtract(n, 'month').format('YYYY-MM');

describe('marking filed the compliance items of tasks chosen in the grid', () => {
  let app: TestApp;
  let practice: TestPractice;
  const headers = {} as Record<'admin' | 'member' | 'otherMember', AuthHeaders>;

  const obligation = async (clientId: string, fields: Partial<ObligationFields> = {}) =>
    createObligation(app, headers.admin, practice.orgId, {
      clientId,
      code: 'GSTR-3B',
      period: monthsAgo(1),
      dueDate: day(-5),
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
      ...fields,
    });
  const plainTask = async (clientId: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: headers.admin,
      payload: { client: clientId, task: 'Bookkeeping', allottedTo: practice.member.id },
    });
    return res.json().data.task.id as string;
  };
  const targetsOf = (who: keyof typeof headers, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/compliance/filings/from-tasks', headers: headers[who], payload });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    const otherMember = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
    headers.otherMember = (await loginAs(app, otherMember)).headers;
  });
  afterAll(() => app.close());

  it('answers the items of the ticked tasks not filed yet and skips the rest, saying why', async () => {
    const client = await createClient(app, headers.admin, { name: 'Kulkarni Traders' });
    const gst = await obligation(client.id);
    const tds = await obligation(client.id, { code: '24Q', period: '2026-27-Q1', dueDate: day(-40) });
    const filed = await obligation(client.id, {
      period: monthsAgo(2),
      dueDate: day(-35),
      filedOn: day(-36),
      arn: gstArn(),
    });
    const bookkeeping = await plainTask(client.id);

    const res = await targetsOf('admin', { ids: [gst.taskId, bookkeeping, filed.taskId, tds.taskId] });
    expect(res.statusCode, res.body).toBe(200);
    const { targets, skipped } = res.json().data;
    // Oldest due first, as the calendar lists them.
    expect(targets.map((t: { itemId: string }) => t.itemId)).toEqual([tds.itemId, gst.itemId]);
    expect(targets[1]).toMatchObject({
      taskId: gst.taskId,
      code: 'GSTR-3B',
      clientName: 'Kulkarni Traders',
      dueDate: day(-5),
    });
    expect(skipped).toEqual({ withoutItem: 1, alreadyFiled: 1, notYours: 0 });
    expect(FILING_FROM_TASKS_MESSAGES.skipped(skipped)).toBe(
      'Skipped 2 tasks of the selection: 1 without a compliance item, 1 already filed',
    );
  });

  it('takes the whole view by its filters, the client group included, as the grid shows it', async () => {
    const family = await createClient(app, headers.admin, { group: 'Deshpande Family' });
    const outsider = await createClient(app, headers.admin, { group: 'Patil Group' });
    const inGroup = await obligation(family.id);
    await obligation(outsider.id);
    await plainTask(family.id);

    const res = await targetsOf('admin', { view: { scope: 'all', clientGroup: 'deshpande family' } });
    expect(res.statusCode, res.body).toBe(200);
    const { targets, skipped } = res.json().data;
    expect(targets.map((t: { itemId: string }) => t.itemId)).toEqual([inGroup.itemId]);
    expect(skipped).toEqual({ withoutItem: 1, alreadyFiled: 0, notYours: 0 });

    // The targets go through the calendar's bulk call: filed, and the task Completed.
    const filedOn = day(-1);
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/compliance/filings/bulk',
      headers: headers.admin,
      payload: { filings: [{ itemId: inGroup.itemId, arn: gstArn(), filedOn }] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const task = await app.inject({
      method: 'GET',
      url: `/api/tasks/${inGroup.taskId}`,
      headers: headers.admin,
    });
    expect(task.json().data.task).toMatchObject({ statusKey: 'COMPLETED', compliance: { filedOn } });
    const again = await targetsOf('admin', { view: { scope: 'all', clientGroup: 'Deshpande Family' } });
    expect(again.json().data).toEqual({
      targets: [],
      skipped: { withoutItem: 1, alreadyFiled: 1, notYours: 0 },
    });
  });

  it("counts as not theirs a task whose item the caller may not file, and finds nothing of another practice's", async () => {
    const client = await createClient(app, headers.admin);
    const mine = await obligation(client.id);
    const res = await targetsOf('otherMember', { ids: [mine.taskId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      targets: [],
      skipped: { withoutItem: 0, alreadyFiled: 0, notYours: 1 },
    });

    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/compliance/filings/from-tasks',
      headers: otherAdmin,
      payload: { ids: [mine.taskId] },
    });
    expect(foreign.json().data).toEqual({
      targets: [],
      skipped: { withoutItem: 1, alreadyFiled: 0, notYours: 0 },
    });
  });

  it('refuses a selection without tasks', async () => {
    const res = await targetsOf('member', { ids: [] });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(TASK_MESSAGES.noneSelected);
  });
});
