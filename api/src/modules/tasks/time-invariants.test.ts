import { TASK_MESSAGES, TIME_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks, timeEntries } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';
import { practiceToday } from '../../test/practice-today';

// TT is always the sum of the task's time entries and never below zero, whoever edits it at once.
// The races are real parallel requests: on PostgreSQL (TEST_DB=postgres) they run on separate
// connections.
describe('time taken under concurrent edits', () => {
  let app: TestApp;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let memberId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    memberId = practice.member.id;
  });
  afterAll(() => app.close());

  const newTask = async (tt = 0) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: leader,
      payload: { task: 'GST Returns', subTask: 'GSTR-3B', allottedTo: memberId, tt },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.task.id as string;
  };
  const editTt = (headers: AuthHeaders, id: string, body: Record<string, number>) =>
    app.inject({ method: 'PUT', url: `/api/tasks/${id}`, headers, payload: body });
  const totals = async (id: string) => {
    const [task] = await app.database.db.select({ tt: tasks.tt }).from(tasks).where(eq(tasks.id, id));
    const [entries] = await app.database.db
      .select({ sum: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
      .from(timeEntries)
      .where(eq(timeEntries.taskId, id));
    return { tt: task?.tt, entries: entries?.sum };
  };

  it('keeps both of two edits made at once from the same TT (60 and 90 give 150), 10 tries', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const id = await newTask();
      const answers = await Promise.all([
        editTt(leader, id, { tt: 60, ttFrom: 0 }),
        editTt(member, id, { tt: 90, ttFrom: 0 }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await totals(id)).toEqual({ tt: 150, entries: 150 });
    }
  });

  it('refuses the edits that would take TT below zero: three edits of 100 to 0 leave 0, 6 tries', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const id = await newTask(100);
      const answers = await Promise.all([
        editTt(leader, id, { tt: 0, ttFrom: 100 }),
        editTt(member, id, { tt: 0, ttFrom: 100 }),
        editTt(leader, id, { tt: 0, ttFrom: 100 }),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 422, 422]);
      for (const refused of answers.filter((a) => a.statusCode === 422))
        expect(refused.json().message).toBe(TASK_MESSAGES.ttBelowZero);
      expect(await totals(id)).toEqual({ tt: 0, entries: 0 });
    }
  });

  it('sets TT to the value sent against the current TT when no starting value comes with it', async () => {
    const id = await newTask();
    const answers = await Promise.all([editTt(leader, id, { tt: 60 }), editTt(member, id, { tt: 90 })]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const { tt, entries } = await totals(id);
    expect([60, 90]).toContain(tt);
    expect(entries).toBe(tt);
  });

  it('keeps logged time and TT edits in step when they race', async () => {
    const id = await newTask(30);
    await Promise.all([
      app.inject({
        method: 'POST',
        url: `/api/tasks/${id}/time-entries`,
        headers: member,
        payload: { minutes: 15 },
      }),
      editTt(leader, id, { tt: 45, ttFrom: 30 }),
    ]);
    expect(await totals(id)).toEqual({ tt: 60, entries: 60 });
  });

  it('has the database refuse a negative TT, and the API refuse one with a message', async () => {
    const id = await newTask();
    await expect(app.database.db.update(tasks).set({ tt: -1 }).where(eq(tasks.id, id))).rejects.toThrow();
    expect((await editTt(leader, id, { tt: -5 })).statusCode).toBe(422);
  });
});

describe('time entries', () => {
  let app: TestApp;
  let member: AuthHeaders;
  let taskId: string;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    member = (await loginAs(app, practice.member)).headers;
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: member,
      payload: { task: 'TDS' },
    });
    taskId = res.json().data.task.id;
  });
  afterAll(() => app.close());

  const log = (payload: unknown) =>
    app.inject({
      method: 'POST',
      url: `/api/tasks/${taskId}/time-entries`,
      headers: member,
      payload: payload as object,
    });

  it('refuses impossible and out-of-range dates with a message, never a server error', async () => {
    for (const date of ['2026-02-30', '0000-01-01', '2026-13-01', '9999-12-31']) {
      const res = await log({ minutes: 30, date });
      expect(res.statusCode, date).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    const early = await log({ minutes: 30, date: '1999-12-31' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe(TIME_MESSAGES.tooEarly);
  });

  it('accepts dates from 2000-01-01 to tomorrow, and minutes from 1 to 1440', async () => {
    const today = practiceToday();
    expect((await log({ minutes: 1, date: '2000-01-01' })).statusCode).toBe(201);
    expect(
      (await log({ minutes: 1440, date: dayjs(today).add(1, 'day').format('YYYY-MM-DD') })).statusCode,
    ).toBe(201);
    expect(
      (await log({ minutes: 30, date: dayjs(today).add(3, 'day').format('YYYY-MM-DD') })).statusCode,
    ).toBe(422);
    expect((await log({ minutes: 0 })).statusCode).toBe(422);
    expect((await log({ minutes: 1441 })).statusCode).toBe(422);
  });
});
