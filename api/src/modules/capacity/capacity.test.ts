import { type CapacityAnswer, DEFAULT_TIME_ZONE, todayIn, weekStart } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statuses, tasks, taskTemplates } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
  type TestUser,
} from '../../test/factories';

const ISO = 'YYYY-MM-DD';

describe('capacity', () => {
  let app: TestApp;
  let practice: TestPractice;
  let colleague: TestUser;
  let otherLeader: TestUser;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let otherAdmin: AuthHeaders;
  let clientId: string;
  const today = todayIn(DEFAULT_TIME_ZONE);
  const M = dayjs(weekStart(today)).add(7, 'day');
  const day = (n: number) => M.add(n, 'day').format(ISO);
  const ids: Record<string, string> = {};

  const newTask = async (fields: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: {
        client: clientId,
        task: 'Bookkeeping',
        allottedTo: practice.member.id,
        teamLeader: practice.leader.id,
        ...fields,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.task.id as string;
  };
  const capacityOf = async (query: string, headers = admin) => {
    const res = await app.inject({ method: 'GET', url: `/api/capacity?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CapacityAnswer;
  };
  const personIn = (answer: CapacityAnswer, id: string) => {
    const found = answer.people.find((p) => p.id === id);
    if (!found) throw new Error(`no ${id} in ${answer.people.map((p) => p.name).join(', ')}`);
    return found;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    colleague = await createUser(app, practice.orgId, 'TEAM_MEMBER', { name: 'Zoya Colleague' });
    otherLeader = await createUser(app, practice.orgId, 'TEAM_LEADER', { name: 'Om Other' });
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const other = await createPractice(app);
    otherAdmin = (await loginAs(app, other.admin)).headers;
    clientId = (await createClient(app, admin, { name: 'Capacity Traders' })).id;
    await app.database.db
      .insert(taskTemplates)
      .values({ orgId: practice.orgId, name: 'GST Return', defaultEstimatedMinutes: 300 });

    ids.due = await newTask({ et: 600, dueDate: day(2) });
    ids.noEstimate = await newTask({ task: 'GST Return', et: 0, dueDate: day(9) });
    ids.overrun = await newTask({ et: 60, dueDate: day(10) });
    await app.database.db.update(tasks).set({ tt: 90 }).where(eq(tasks.id, ids.overrun));
    ids.undated = await newTask({ et: 120 });
    await app.database.db.update(tasks).set({ dueDate: null }).where(eq(tasks.id, ids.undated));
    ids.finished = await newTask({ et: 999, dueDate: day(2) });
    const [completed] = await app.database.db
      .select({ id: statuses.id })
      .from(statuses)
      .where(and(eq(statuses.orgId, practice.orgId), eq(statuses.systemKey, 'COMPLETED')));
    await app.database.db
      .update(tasks)
      .set({ statusId: completed?.id as string })
      .where(eq(tasks.id, ids.finished));
    ids.trashed = await newTask({ et: 999, dueDate: day(2) });
    await app.database.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, ids.trashed));
    // The colleague is in the other leader's team only.
    ids.colleague = await newTask({
      et: 240,
      dueDate: day(3),
      allottedTo: colleague.id,
      teamLeader: otherLeader.id,
    });

    const holiday = await app.inject({
      method: 'POST',
      url: '/api/holidays',
      headers: admin,
      payload: { day: day(1), name: 'Guru Nanak Jayanti' },
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    for (const payload of [
      { userId: practice.member.id, from: day(3), to: day(3) },
      { userId: practice.member.id, from: day(4), to: day(4), half: true },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/leave', headers: member, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => app.close());

  it('works out available, planned, unestimated and undated work as the hand-worked table says', async () => {
    const answer = await capacityOf(`from=${day(0)}&to=${day(13)}`);
    expect(answer.weeks.map((w) => w.start)).toEqual([day(0), day(7)]);
    const person = personIn(answer, practice.member.id);
    expect(person.weeks).toEqual([
      { available: 1680, planned: 600, taken: 0, unestimated: 0, tasks: 1 },
      { available: 2880, planned: 300, taken: 0, unestimated: 1, tasks: 2 },
    ]);
    expect([person.undated, person.undatedMinutes]).toEqual([1, 120]);
    expect(person.teams).toEqual([practice.leader.id]);
    // The holiday is everyone's; the leave only the member's.
    expect(personIn(answer, colleague.id).weeks[0]).toMatchObject({ available: 2400, planned: 240 });
  });

  it('counts a part week only from the range’s first day, and overdue work and time taken in this week', async () => {
    const overdue = await newTask({ et: 200, dueDate: dayjs(today).subtract(20, 'day').format(ISO) });
    const log = await app.inject({
      method: 'POST',
      url: `/api/tasks/${overdue}/time-entries`,
      headers: member,
      payload: { minutes: 45 },
    });
    expect(log.statusCode, log.body).toBeLessThan(300);
    const answer = await capacityOf(`from=${today}&to=${dayjs(today).add(6, 'day').format(ISO)}`);
    const thisWeek = personIn(answer, practice.member.id).weeks[0];
    expect(answer.weeks[0]).toMatchObject({ start: weekStart(today), from: today });
    expect(thisWeek).toMatchObject({ planned: 155, taken: 45, tasks: 1 });
    // Days before today are not in the week's available minutes.
    const daysLeft = dayjs(weekStart(today)).add(5, 'day').diff(dayjs(today), 'day') + 1;
    expect(thisWeek?.available).toBe(Math.max(0, daysLeft) * 480);
    // The cell lists the overdue task; the one with no due date is in no week's cell.
    const cell = await app.inject({
      method: 'GET',
      url: `/api/capacity/tasks?userId=${practice.member.id}&week=${weekStart(today)}`,
      headers: admin,
    });
    expect(cell.json().data.tasks.map((t: { id: string }) => t.id)).toEqual([overdue]);
    await app.database.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, overdue));
  });

  it('follows a person’s own working week once an Admin sets it, and the practice’s again when cleared', async () => {
    const url = `/api/users/${practice.member.id}/working-week`;
    const set = await app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { minutes: [300, 300, 300, 0, 0, 0, 0] },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Monday 300 + (Tuesday a holiday) + Wednesday 300; Thursday and Friday's leave fall on days off.
    expect(
      personIn(await capacityOf(`from=${day(0)}&to=${day(6)}`), practice.member.id).weeks[0]?.available,
    ).toBe(600);
    for (const minutes of [[300, 300], [300, 300, 300, 300, 300, 300, 1441], 'eight hours'])
      expect([400, 422]).toContain(
        (await app.inject({ method: 'PUT', url, headers: admin, payload: { minutes } })).statusCode,
      );
    expect(
      (await app.inject({ method: 'PUT', url, headers: leader, payload: { minutes: null } })).statusCode,
    ).toBe(403);
    await app.inject({ method: 'PUT', url, headers: admin, payload: { minutes: null } });
    expect(
      personIn(await capacityOf(`from=${day(0)}&to=${day(6)}`), practice.member.id).weeks[0]?.available,
    ).toBe(1680);
  });

  it('shows a Team Member only themselves, a Team Leader their team, an Admin anyone', async () => {
    const range = `from=${day(0)}&to=${day(6)}`;
    expect((await capacityOf(range, member)).people.map((p) => p.id)).toEqual([practice.member.id]);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/capacity?${range}&teamId=${practice.leader.id}`,
          headers: member,
        })
      ).statusCode,
    ).toBe(403);
    const team = (await capacityOf(range, leader)).people.map((p) => p.id);
    expect(team).toContain(practice.member.id);
    expect(team).toContain(practice.leader.id);
    expect(team).not.toContain(colleague.id);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/capacity?${range}&teamId=${otherLeader.id}`,
          headers: leader,
        })
      ).statusCode,
    ).toBe(403);
    const otherTeam = await capacityOf(`${range}&teamId=${otherLeader.id}`);
    expect(otherTeam.people.map((p) => p.id).sort()).toEqual([colleague.id, otherLeader.id].sort());
    expect((await capacityOf(range)).teams.map((t) => t.id).sort()).toEqual(
      [practice.leader.id, otherLeader.id].sort(),
    );
    // Another practice sees none of these people, even naming this practice's team.
    const elsewhere = await capacityOf(`${range}&teamId=${practice.leader.id}`, otherAdmin);
    expect(elsewhere.people).toEqual([]);
  });

  it('refuses a range backwards or longer than 26 weeks, and a date that is not one', async () => {
    for (const query of [
      `from=${day(7)}&to=${day(0)}`,
      `from=${day(0)}&to=${day(7 * 26)}`,
      'from=2026-02-30',
    ])
      expect(
        (await app.inject({ method: 'GET', url: `/api/capacity?${query}`, headers: admin })).statusCode,
      ).toBe(400);
  });

  it('lists a cell’s tasks, counting those of another team the caller may not open', async () => {
    const own = await newTask({ et: 100, dueDate: day(5), teamLeader: otherLeader.id });
    const res = await app.inject({
      method: 'GET',
      url: `/api/capacity/tasks?userId=${practice.member.id}&week=${day(0)}`,
      headers: leader,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cell = res.json().data;
    expect(cell.tasks.map((t: { id: string }) => t.id)).toEqual([ids.due]);
    expect(cell.tasks[0]).toMatchObject({ remaining: 600, canMove: true, unestimated: false });
    expect([cell.hidden, cell.hiddenMinutes]).toEqual([1, 100]);
    const forbidden = await app.inject({
      method: 'GET',
      url: `/api/capacity/tasks?userId=${colleague.id}&week=${day(0)}`,
      headers: leader,
    });
    expect(forbidden.statusCode).toBe(403);
    await app.database.db.update(tasks).set({ deletedAt: new Date() }).where(eq(tasks.id, own));
  });
});
