import {
  DAY_END_MESSAGES,
  TIMESHEET_MESSAGES,
  type TimesheetWeek,
  todayIn,
  weekStart,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, timeEntries } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { practiceDaysFromToday } from '../../test/practice-today';

// The week timesheet: a person's minutes per task and day, set cell by cell as time entries.
describe('the week timesheet', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let client: { id: string; name: string };
  // Last week: every day of it can be written.
  const week = dayjs(weekStart(todayIn('Asia/Kolkata')))
    .subtract(7, 'day')
    .format('YYYY-MM-DD');
  const day = (i: number) => dayjs(week).add(i, 'day').format('YYYY-MM-DD');

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    client = await createClient(app, admin, { name: 'Kulkarni Textiles' });
  });
  afterAll(() => app.close());

  const newTask = async (headers: AuthHeaders, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/tasks', headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.task.id as string;
  };
  const sheet = (headers: AuthHeaders, query = `week=${week}`) =>
    app.inject({ method: 'GET', url: `/api/timesheets?${query}`, headers });
  const write = (headers: AuthHeaders, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/timesheets/cell', headers, payload });
  const ttAndEntries = async (taskId: string) => {
    const [task] = await app.database.db.select({ tt: tasks.tt }).from(tasks).where(eq(tasks.id, taskId));
    const [sum] = await app.database.db
      .select({ minutes: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
      .from(timeEntries)
      .where(eq(timeEntries.taskId, taskId));
    return { tt: task?.tt, entries: sum?.minutes };
  };

  it('lists the tasks worked that week and the open tasks allotted, with totals per day, task and week', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER', { name: 'Sneha Patil' });
    const headers = (await loginAs(app, person)).headers;
    const gst = await newTask(leader, {
      client: client.id,
      task: 'GST Returns',
      subTask: 'GSTR-3B',
      allottedTo: person.id,
      teamLeader: practice.leader.id,
    });
    const tds = await newTask(leader, {
      client: client.id,
      task: 'TDS',
      subTask: '24Q',
      allottedTo: person.id,
      teamLeader: practice.leader.id,
    });
    const idle = await newTask(leader, {
      task: 'Audit',
      subTask: 'Planning',
      allottedTo: person.id,
      teamLeader: practice.leader.id,
    });
    await newTask(leader, {
      task: 'Closed work',
      allottedTo: person.id,
      teamLeader: practice.leader.id,
      status: 'Completed',
    });
    const finishedWorked = await newTask(leader, {
      task: 'ROC',
      allottedTo: person.id,
      teamLeader: practice.leader.id,
    });
    for (const [taskId, i, minutes] of [
      [gst, 0, 60],
      [gst, 1, 45],
      [tds, 1, 30],
      [finishedWorked, 5, 20],
    ] as const)
      expect((await write(headers, { taskId, date: day(i), minutes })).statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/tasks/${finishedWorked}`,
          headers: leader,
          payload: { status: 'Completed' },
        })
      ).statusCode,
    ).toBe(200);

    const res = await sheet(headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as TimesheetWeek;
    expect(data.days).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(data.user).toEqual({ id: person.id, name: 'Sneha Patil' });
    const byId = new Map(data.rows.map((r) => [r.taskId, r]));
    expect(data.rows.map((r) => r.taskId).sort()).toEqual([gst, tds, idle, finishedWorked].sort());
    expect(byId.get(gst)).toMatchObject({
      client: 'Kulkarni Textiles',
      task: 'GST Returns',
      subTask: 'GSTR-3B',
      minutes: [60, 45, 0, 0, 0, 0, 0],
      total: 105,
      tt: 105,
      canEdit: true,
    });
    expect(byId.get(idle)).toMatchObject({ minutes: [0, 0, 0, 0, 0, 0, 0], total: 0 });
    expect(data.dayTotals).toEqual([60, 75, 0, 0, 0, 20, 0]);
    expect(data.total).toBe(155);
  });

  it('sets a cell up, down and to 0, each time as the difference, keeping TT the sum of entries', async () => {
    const taskId = await newTask(member, { task: 'Income Tax', subTask: 'ITR-3' });
    const cell = { taskId, date: day(2) };
    const upTo90 = await write(member, { ...cell, minutes: 90 });
    expect(upTo90.statusCode).toBe(200);
    expect((upTo90.json().data as TimesheetWeek).rows.find((r) => r.taskId === taskId)?.minutes[2]).toBe(90);
    expect(await ttAndEntries(taskId)).toEqual({ tt: 90, entries: 90 });
    expect((await write(member, { ...cell, minutes: 30 })).statusCode).toBe(200);
    expect(await ttAndEntries(taskId)).toEqual({ tt: 30, entries: 30 });
    const toZero = await write(member, { ...cell, minutes: 0 });
    expect(toZero.statusCode).toBe(200);
    expect(await ttAndEntries(taskId)).toEqual({ tt: 0, entries: 0 });
    const entries = await app.database.db
      .select({
        minutes: timeEntries.minutes,
        note: timeEntries.note,
        userId: timeEntries.userId,
        date: timeEntries.date,
      })
      .from(timeEntries)
      .where(eq(timeEntries.taskId, taskId))
      .orderBy(timeEntries.createdAt);
    expect(entries.map((e) => e.minutes)).toEqual([90, -60, -30]);
    expect(new Set(entries.map((e) => `${e.userId} ${e.date} ${e.note}`))).toEqual(
      new Set([`${practice.member.id} ${day(2)} Timesheet`]),
    );
    // The same value again writes nothing.
    expect((await write(member, { ...cell, minutes: 0 })).statusCode).toBe(200);
    expect(await app.database.db.$count(timeEntries, eq(timeEntries.taskId, taskId))).toBe(3);
  });

  it('keeps another day and another person’s time on the task apart from the cell', async () => {
    const taskId = await newTask(leader, {
      task: 'Bookkeeping',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    expect((await write(leader, { taskId, date: day(1), minutes: 40 })).statusCode).toBe(200);
    expect((await write(member, { taskId, date: day(1), minutes: 25 })).statusCode).toBe(200);
    expect((await write(member, { taskId, date: day(3), minutes: 15 })).statusCode).toBe(200);
    expect(await ttAndEntries(taskId)).toEqual({ tt: 80, entries: 80 });
    const mine = (await sheet(member)).json().data as TimesheetWeek;
    expect(mine.rows.find((r) => r.taskId === taskId)).toMatchObject({
      minutes: [0, 25, 0, 15, 0, 0, 0],
      total: 40,
      tt: 80,
    });
  });

  it('refuses minutes out of range, a day past tomorrow and a week that does not start on Monday', async () => {
    const taskId = await newTask(member, { task: 'Payroll' });
    expect((await write(member, { taskId, date: day(0), minutes: 1441 })).statusCode).toBe(422);
    expect((await write(member, { taskId, date: day(0), minutes: -5 })).statusCode).toBe(422);
    const later = practiceDaysFromToday(5);
    const future = await write(member, { taskId, date: later, minutes: 10 });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe('Time cannot be logged for a future date');
    const tuesday = await sheet(member, `week=${day(1)}`);
    expect(tuesday.statusCode).toBe(400);
    expect(JSON.stringify(tuesday.json())).toContain(TIMESHEET_MESSAGES.notMonday);
  });

  it('shows each submitted day’s state and the leader’s comment, and refuses writing an approved day', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const headers = (await loginAs(app, person)).headers;
    const taskId = await newTask(headers, { task: 'GST', subTask: 'GSTR-1' });
    const ids: string[] = [];
    for (const [i, minutes] of [50, 40, 30].entries()) {
      await write(headers, { taskId, date: day(i), minutes });
      const res = await app.inject({
        method: 'POST',
        url: '/api/day-ends',
        headers,
        payload: { date: day(i) },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.dayEnd.id);
    }
    const decide = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/day-ends${url}`, headers: admin, payload });
    expect((await decide('/approve', { ids: [ids[1]] })).statusCode).toBe(200);
    expect((await decide(`/${ids[2]}/return`, { comment: 'Add the client call' })).statusCode).toBe(200);
    const data = (await sheet(headers)).json().data as TimesheetWeek;
    expect(data.submitted).toEqual([
      { date: day(0), totalMinutes: 50, status: 'submitted', comment: null },
      { date: day(1), totalMinutes: 40, status: 'approved', comment: null },
      { date: day(2), totalMinutes: 30, status: 'returned', comment: 'Add the client call' },
    ]);
    const locked = await write(headers, { taskId, date: day(1), minutes: 55 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(DAY_END_MESSAGES.locked);
    expect((await ttAndEntries(taskId)).entries).toBe(120);
  });

  describe('rights', () => {
    it('lets a member see and write only their own timesheet', async () => {
      expect((await sheet(member, `week=${week}&userId=${practice.leader.id}`)).statusCode).toBe(403);
      const other = await createUser(app, practice.orgId, 'TEAM_MEMBER');
      const res = await sheet(member, `week=${week}&userId=${other.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(TIMESHEET_MESSAGES.notYourTeam);
      const theirs = await newTask(admin, { task: 'Not yours', allottedTo: other.id });
      expect((await write(member, { taskId: theirs, date: day(0), minutes: 10 })).statusCode).toBe(404);
      expect(
        (await write(member, { userId: other.id, taskId: theirs, date: day(0), minutes: 10 })).statusCode,
      ).toBe(403);
    });

    it('lets a leader see their team member’s week with only the tasks they can see, and correct time on tasks they lead', async () => {
      const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
      const headers = (await loginAs(app, person)).headers;
      const stranger = await createUser(app, practice.orgId, 'TEAM_MEMBER');
      expect((await sheet(leader, `week=${week}&userId=${stranger.id}`)).statusCode).toBe(403);

      const led = await newTask(leader, {
        task: 'Led',
        allottedTo: person.id,
        teamLeader: practice.leader.id,
      });
      const otherTeam = await newTask(admin, {
        task: 'Other team',
        allottedTo: person.id,
        teamLeader: practice.admin.id,
      });
      await write(headers, { taskId: otherTeam, date: day(0), minutes: 35 });
      const seen = (await sheet(leader, `week=${week}&userId=${person.id}`)).json().data as TimesheetWeek;
      const people = (
        await app.inject({ method: 'GET', url: '/api/timesheets/people', headers: leader })
      ).json().data.people as { id: string }[];
      expect(people.map((p) => p.id)).toContain(person.id);
      expect(people.map((p) => p.id)).toContain(practice.leader.id);
      expect(people.map((p) => p.id)).not.toContain(stranger.id);
      expect(seen.rows.map((r) => r.taskId)).toEqual([led]);

      const corrected = await write(leader, { userId: person.id, taskId: led, date: day(1), minutes: 20 });
      expect(corrected.statusCode).toBe(200);
      const [entry] = await app.database.db
        .select({ userId: timeEntries.userId, minutes: timeEntries.minutes })
        .from(timeEntries)
        .where(and(eq(timeEntries.taskId, led), eq(timeEntries.date, day(1))));
      expect(entry).toEqual({ userId: person.id, minutes: 20 });
      expect(
        (await write(leader, { userId: person.id, taskId: otherTeam, date: day(1), minutes: 20 })).statusCode,
      ).toBe(404);
    });

    it('lets an Admin see anyone’s week, with every task, and no one another practice’s', async () => {
      const res = await sheet(admin, `week=${week}&userId=${practice.member.id}`);
      expect(res.statusCode).toBe(200);
      expect((res.json().data as TimesheetWeek).rows.length).toBeGreaterThan(0);
      const other = await createPractice(app);
      expect((await sheet(admin, `week=${week}&userId=${other.member.id}`)).statusCode).toBe(404);
    });

    it('offers in the task picker only the open tasks the caller may write for that person', async () => {
      const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
      const headers = (await loginAs(app, person)).headers;
      const open = await newTask(leader, {
        client: client.id,
        task: 'Picker GST',
        allottedTo: person.id,
        teamLeader: practice.leader.id,
      });
      await newTask(leader, {
        task: 'Picker done',
        allottedTo: person.id,
        teamLeader: practice.leader.id,
        status: 'Completed',
      });
      const own = await app.inject({ method: 'GET', url: '/api/timesheets/tasks?search=picker', headers });
      expect(own.json().data.tasks).toEqual([
        { taskId: open, client: 'Kulkarni Textiles', task: 'Picker GST', subTask: '' },
      ]);
      const forLeader = await app.inject({
        method: 'GET',
        url: `/api/timesheets/tasks?userId=${person.id}&search=kulkarni`,
        headers: leader,
      });
      expect(forLeader.json().data.tasks.map((t: { taskId: string }) => t.taskId)).toEqual([open]);
    });
  });
});
