import { DAY_APPROVED_PAGE, DAY_END_MESSAGES, type DayApprovedItem } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayEnds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

describe('The leaders’ list of approved days', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let otherLeader: AuthHeaders;
  let taskId: string;

  const call = (method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const approvedList = async (headers: AuthHeaders, query = '') => {
    const res = await call('GET', `/day-ends/approved${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { days: DayApprovedItem[]; nextCursor: string | null };
  };
  /** The member logs `minutes` on `date`, submits it and the leader approves it. */
  const approvedDay = async (date: string, minutes: number) => {
    await call('POST', `/tasks/${taskId}/time-entries`, member, { date, minutes, note: `work on ${date}` });
    const id = (await call('POST', '/day-ends', member, { date })).json().data.dayEnd.id as string;
    expect((await call('POST', '/day-ends/approve', leader, { ids: [id] })).statusCode).toBe(200);
    return id;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    otherLeader = (await loginAs(app, await createUser(app, practice.orgId, 'TEAM_LEADER'))).headers;
    const created = await call('POST', '/tasks', admin, {
      task: 'GST Returns',
      subTask: 'GSTR-1',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    taskId = created.json().data.task.id;
  });
  afterAll(() => app.close());

  it('lists approved days newest first with their entries, totals and who approved them when', async () => {
    const older = await approvedDay('2026-04-01', 30);
    const newer = await approvedDay('2026-04-02', 45);
    await call('POST', `/tasks/${taskId}/time-entries`, member, { date: '2026-04-03', minutes: 10 });
    const waiting = (await call('POST', '/day-ends', member, { date: '2026-04-03' })).json().data.dayEnd.id;

    const { days } = await approvedList(leader, '?from=2026-04-01&to=2026-04-30');
    expect(days.map((d) => d.id)).toEqual([newer, older]);
    expect(days.map((d) => d.id)).not.toContain(waiting);
    expect(days[0]).toMatchObject({
      date: '2026-04-02',
      user: { id: practice.member.id, name: practice.member.name },
      totalMinutes: 45,
      approvedBy: { id: practice.leader.id, name: practice.leader.name },
      entries: [expect.objectContaining({ task: 'GST Returns', subTask: 'GSTR-1', minutes: 45 })],
    });
    expect(Math.abs(dayjs(days[0]?.approvedAt).diff(dayjs(), 'minute'))).toBeLessThan(5);
  });

  it('shows a Team Leader only the days of people they lead, an Admin everyone’s, and refuses a member', async () => {
    const id = await approvedDay('2026-04-06', 20);
    expect((await approvedList(leader)).days.map((d) => d.id)).toContain(id);
    expect((await approvedList(admin)).days.map((d) => d.id)).toContain(id);
    expect((await approvedList(otherLeader)).days.map((d) => d.id)).not.toContain(id);
    const refused = await call('GET', '/day-ends/approved', member);
    expect(refused.statusCode).toBe(403);
    // Another practice's Admin never sees it.
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    expect((await approvedList(otherAdmin)).days.map((d) => d.id)).not.toContain(id);
  });

  it('filters by person and by dates, and refuses a range that ends before it starts', async () => {
    const inRange = await approvedDay('2026-04-08', 15);
    const outside = await approvedDay('2026-04-20', 15);
    const byDates = await approvedList(leader, '?from=2026-04-07&to=2026-04-09');
    expect(byDates.days.map((d) => d.id)).toEqual([inRange]);
    const byPerson = await approvedList(admin, `?userId=${practice.member.id}&from=2026-04-20&to=2026-04-20`);
    expect(byPerson.days.map((d) => d.id)).toEqual([outside]);
    const nobody = await approvedList(admin, `?userId=${practice.leader.id}&from=2026-04-01&to=2026-04-30`);
    expect(nobody.days).toEqual([]);
    const backwards = await call('GET', '/day-ends/approved?from=2026-04-09&to=2026-04-07', leader);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(DAY_END_MESSAGES.badRange);
    expect((await call('GET', '/day-ends/approved?cursor=abc', leader)).statusCode).toBe(400);
  });

  it('pages through many approved days by cursor, each once, newest first', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER', { name: 'Ravi Kumar' });
    await call('POST', '/tasks', admin, {
      task: 'Audit',
      allottedTo: person.id,
      teamLeader: practice.leader.id,
    });
    // A year of approved days, written straight to the table: the list only reads them.
    const count = DAY_APPROVED_PAGE + 7;
    await app.database.db.insert(dayEnds).values(
      Array.from({ length: count }, (_, i) => ({
        orgId: practice.orgId,
        userId: person.id,
        date: dayjs('2025-01-01').add(i, 'day').format('YYYY-MM-DD'),
        totalMinutes: 0,
        status: 'approved' as const,
        decidedBy: practice.leader.id,
        decidedAt: new Date(),
      })),
    );
    const query = `?userId=${person.id}`;
    const first = await approvedList(leader, query);
    expect(first.days).toHaveLength(DAY_APPROVED_PAGE);
    expect(first.nextCursor).not.toBeNull();
    const second = await approvedList(leader, `${query}&cursor=${first.nextCursor}`);
    expect(second.days).toHaveLength(7);
    expect(second.nextCursor).toBeNull();
    const dates = [...first.days, ...second.days].map((d) => d.date);
    expect(new Set(dates).size).toBe(count);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.at(-1)).toBe('2025-01-01');
  });

  it('drops a reopened day from the list, and its time can be written again', async () => {
    const id = await approvedDay('2026-04-10', 25);
    const reopened = await call('POST', `/day-ends/${id}/reopen`, leader, {
      comment: 'Split the GSTR-1 time',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await approvedList(leader)).days.map((d) => d.id)).not.toContain(id);
    const again = await call('POST', `/tasks/${taskId}/time-entries`, member, {
      date: '2026-04-10',
      minutes: 5,
    });
    expect(again.statusCode).toBe(201);
  });
});
