// GET /compliance/calendar: items due in a range with client, assignee and status; counts; rights.
import { dueBounds, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, insertItem } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
  type TestUser,
} from '../../test/factories';

const today = todayIn('Asia/Kolkata');
const day = (offset: number) => dayjs(today).add(offset, 'day').format('YYYY-MM-DD');

describe('the compliance calendar', () => {
  let app: TestApp;
  let practice: TestPractice;
  let otherMember: TestUser;
  let otherLeader: TestUser;
  const headers = {} as Record<'admin' | 'leader' | 'member' | 'otherMember' | 'otherLeader', AuthHeaders>;
  const ids: Record<string, string> = {};
  let clientA: { id: string; name: string };
  let clientB: { id: string; name: string };

  const calendar = async (who: keyof typeof headers, query: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/compliance/calendar?${query}`,
      headers: headers[who],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      items: { id: string; status: string; clientName: string; assigneeName: string | null; code: string }[];
      counts: { overdue: number; dueThisWeek: number; filedThisMonth: number };
    };
  };
  const range = `from=${day(-30)}&to=${day(30)}`;
  const idsOf = (items: { id: string }[]) =>
    items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0] ?? item.id);

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    otherMember = await createUser(app, practice.orgId, 'TEAM_MEMBER', { name: 'Zoya Member' });
    otherLeader = await createUser(app, practice.orgId, 'TEAM_LEADER', { name: 'Yash Leader' });
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.leader = (await loginAs(app, practice.leader)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
    headers.otherMember = (await loginAs(app, otherMember)).headers;
    headers.otherLeader = (await loginAs(app, otherLeader)).headers;
    clientA = await createClient(app, headers.admin, { name: 'Aarav Traders' });
    clientB = await createClient(app, headers.admin, { name: 'Bharat Steels' });
    const make = async (name: string, fields: Parameters<typeof createObligation>[3]) => {
      const made = await createObligation(app, headers.admin, practice.orgId, fields);
      ids[name] = made.itemId;
      ids[`${name}Task`] = made.taskId;
    };
    const mine = { allottedTo: practice.member.id, teamLeader: practice.leader.id };
    const theirs = { allottedTo: otherMember.id, teamLeader: otherLeader.id };
    await make('overdue', {
      clientId: clientA.id,
      code: 'GSTR-3B',
      period: '2026-10',
      dueDate: day(-5),
      ...mine,
    });
    await make('filed', {
      clientId: clientA.id,
      code: 'GSTR-1',
      period: '2026-10',
      dueDate: day(10),
      filedOn: today,
      arn: 'AA271026123456Z',
      ...theirs,
      teamLeader: practice.leader.id,
    });
    await make('late', {
      clientId: clientB.id,
      code: 'TDS-PAYMENT',
      period: '2026-10',
      dueDate: day(-20),
      filedOn: day(-15),
      ...mine,
      teamLeader: otherLeader.id,
    });
    await make('open', { clientId: clientB.id, code: 'ITR', period: '2025-26', dueDate: day(3), ...theirs });
    await make('later', {
      clientId: clientA.id,
      code: '26Q',
      period: '2026-27 Q3',
      dueDate: day(100),
      ...mine,
    });
    await make('longAgo', {
      clientId: clientB.id,
      code: 'GSTR-3B',
      period: '2026-01',
      dueDate: day(-200),
      ...mine,
    });
    await make('today', {
      clientId: clientA.id,
      code: 'PMT-06',
      period: '2026-10',
      dueDate: today,
      ...theirs,
    });
    await make('trashed', {
      clientId: clientB.id,
      code: 'GSTR-1',
      period: '2026-09',
      dueDate: day(-2),
      ...mine,
    });
    const trash = await app.inject({
      method: 'DELETE',
      url: `/api/tasks/${ids.trashedTask}`,
      headers: headers.admin,
    });
    expect(trash.statusCode, trash.body).toBe(200);

    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const theirClient = await createClient(app, otherAdmin, { name: 'Elsewhere Ltd' });
    ids.elsewhere = (
      await createObligation(app, otherAdmin, other.orgId, {
        clientId: theirClient.id,
        code: 'GSTR-3B',
        period: '2026-10',
        dueDate: day(-1),
      })
    ).itemId;
  });
  afterAll(() => app.close());

  it('lists the items due in the range by due date, with client, form, assignee and status', async () => {
    const { items } = await calendar('admin', range);
    expect(idsOf(items)).toEqual(['late', 'overdue', 'today', 'open', 'filed']);
    const shown = Object.fromEntries(items.map((item) => [idsOf([item])[0], item]));
    expect(shown.overdue).toMatchObject({
      taskId: ids.overdueTask,
      clientId: clientA.id,
      clientName: 'Aarav Traders',
      code: 'GSTR-3B',
      title: 'GSTR-3B – Oct 2026',
      period: '2026-10',
      periodLabel: 'Oct 2026',
      dueDate: day(-5),
      originalDueDate: day(-5),
      extensionNote: null,
      status: 'overdue',
      filedOn: null,
      arn: null,
      hasAcknowledgement: false,
      assigneeId: practice.member.id,
      assigneeName: practice.member.name,
    });
    expect(shown.filed).toMatchObject({ status: 'filed', filedOn: today, arn: 'AA271026123456Z' });
    expect(shown.late).toMatchObject({ status: 'filed-late', filedOn: day(-15) });
    expect(shown.open).toMatchObject({ status: 'open', assigneeName: 'Zoya Member' });
    expect(shown.today).toMatchObject({ status: 'open' });
  });

  it('counts overdue at any time, unfiled items due this week and filings this month', async () => {
    const { counts } = await calendar('admin', `from=${today}&to=${today}`);
    const week = dueBounds('thisWeek', today);
    const inWeek = (offset: number) => day(offset) >= (week.from ?? '') && day(offset) <= (week.to ?? '');
    // Unfiled: overdue (-5), open (+3), later (+100), longAgo (-200), today (0); the trashed one is gone.
    const dueThisWeek = [-5, 3, 100, -200, 0].filter(inWeek).length;
    const month = dueBounds('thisMonth', today);
    // Filed: 'filed' today, 'late' 15 days ago (this month or the last).
    const filedThisMonth = [0, -15].filter((offset) => day(offset) >= (month.from ?? '')).length;
    expect(counts).toEqual({ overdue: 2, dueThisWeek, filedThisMonth });
  });

  it('filters by client, form, status and assignee', async () => {
    expect(idsOf((await calendar('admin', `${range}&clientId=${clientB.id}`)).items)).toEqual([
      'late',
      'open',
    ]);
    expect(idsOf((await calendar('admin', `${range}&code=GSTR-1`)).items)).toEqual(['filed']);
    expect(idsOf((await calendar('admin', `${range}&status=open`)).items)).toEqual(['today', 'open']);
    expect(idsOf((await calendar('admin', `${range}&status=filed-late`)).items)).toEqual(['late']);
    expect(idsOf((await calendar('admin', `from=${day(-300)}&to=${day(30)}&status=overdue`)).items)).toEqual([
      'longAgo',
      'overdue',
    ]);
    expect(idsOf((await calendar('admin', `${range}&assigneeId=${otherMember.id}`)).items)).toEqual([
      'today',
      'open',
      'filed',
    ]);
  });

  it('shows a team leader the items they lead or are allotted, a team member only their own', async () => {
    expect(idsOf((await calendar('leader', range)).items)).toEqual(['overdue', 'filed']);
    expect(idsOf((await calendar('otherLeader', range)).items)).toEqual(['late', 'today', 'open']);
    expect(idsOf((await calendar('member', range)).items)).toEqual(['late', 'overdue']);
    const { items, counts } = await calendar('otherMember', range);
    expect(idsOf(items)).toEqual(['today', 'open', 'filed']);
    expect(counts.overdue).toBe(0);
    expect(counts.filedThisMonth).toBe(1); // 'filed', today
  });

  it('leaves out items whose task is in the Trash, and brings them back with it', async () => {
    const before = await calendar('admin', `${range}&code=GSTR-1`);
    expect(idsOf(before.items)).not.toContain('trashed');
    const restore = await app.inject({
      method: 'POST',
      url: '/api/tasks/restore',
      headers: headers.admin,
      payload: { ids: [ids.trashedTask] },
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect(idsOf((await calendar('admin', `${range}&code=GSTR-1`)).items)).toEqual(['trashed', 'filed']);
    await app.inject({ method: 'DELETE', url: `/api/tasks/${ids.trashedTask}`, headers: headers.admin });
  });

  it('shows nothing of another practice, even asked for its client', async () => {
    const { items } = await calendar('admin', range);
    expect(items.map((item) => item.id)).not.toContain(ids.elsewhere);
  });

  it('shows the Admin an item whose task was deleted for good, without a task', async () => {
    const orphan = await insertItem(app, practice.orgId, {
      clientId: clientA.id,
      taskId: null,
      code: 'DPT-3',
      period: '2025-26',
      dueDate: day(1),
    });
    const { items } = await calendar('admin', `from=${day(1)}&to=${day(1)}`);
    expect(items).toEqual([
      expect.objectContaining({ id: orphan, taskId: null, assigneeId: null, status: 'open' }),
    ]);
    expect((await calendar('leader', `from=${day(1)}&to=${day(1)}`)).items).toEqual([]);
  });

  it('refuses a range that ends before it starts, or is longer than a year', async () => {
    for (const query of [
      `from=${day(1)}&to=${day(0)}`,
      `from=${day(-400)}&to=${day(0)}`,
      'from=2026-13-01&to=x',
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/compliance/calendar?${query}`,
        headers: headers.admin,
      });
      expect(res.statusCode, query).toBe(400);
    }
    const backwards = await app.inject({
      method: 'GET',
      url: `/api/compliance/calendar?from=${day(1)}&to=${day(0)}`,
      headers: headers.admin,
    });
    expect(backwards.json().message).toBe('The end of the range must be on or after its start');
  });
});
