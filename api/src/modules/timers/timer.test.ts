import { TIMER_MESSAGES, type TimerQuestion } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayEnds, tasks, timeEntries } from '../../db/schema';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';

// The running timer, on a clock the test sets: 12:00 in India on 10 March 2026 to start with.
describe('a running timer on a task', () => {
  let app: TestApp;
  let practice: TestPractice;
  let now = new Date('2026-03-10T06:30:00Z');
  const later = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  beforeAll(async () => {
    app = await buildTestApp({ clock: () => now });
    practice = await createPractice(app);
  });
  afterAll(() => app.close());

  /** A fresh person with a task of their own, so each test's timer is its own. */
  const person = async () => {
    const user = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const headers = (await loginAs(app, user)).headers;
    const task = async (name: string) =>
      (await app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { task: name } })).json().data
        .task.id as string;
    return { user, headers, task };
  };
  const start = (headers: AuthHeaders, taskId: string) =>
    app.inject({ method: 'POST', url: `/api/tasks/${taskId}/timer/start`, headers });
  const stop = (headers: AuthHeaders, payload: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/timer/stop', headers, payload });
  const running = async (headers: AuthHeaders, on = app) =>
    (await on.inject({ method: 'GET', url: '/api/timer', headers })).json().data.timer;
  const entriesOf = (taskId: string) =>
    app.database.db
      .select({ date: timeEntries.date, minutes: timeEntries.minutes, note: timeEntries.note })
      .from(timeEntries)
      .where(eq(timeEntries.taskId, taskId))
      .orderBy(timeEntries.date);
  const ttOf = async (taskId: string) =>
    (await app.database.db.select({ tt: tasks.tt }).from(tasks).where(eq(tasks.id, taskId)))[0]?.tt;

  it('starts, shows while running (to another instance too, as after a restart) and stops writing the minutes', async () => {
    const { headers, task } = await person();
    const taskId = await task('GST Returns');
    const started = await start(headers, taskId);
    expect(started.statusCode).toBe(201);
    expect(started.json().data.timer).toMatchObject({
      taskId,
      task: 'GST Returns',
      startedAt: now.toISOString(),
      startedOn: '2026-03-10',
    });
    const second = await buildSecondInstance(app, { clock: () => now });
    expect(await running(headers, second)).toMatchObject({ taskId, startedAt: now.toISOString() });
    await second.close();
    later(25 * 60 + 10);
    const stopped = await stop(headers);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toEqual({ taskId, written: [{ date: '2026-03-10', minutes: 25 }] });
    expect(await entriesOf(taskId)).toEqual([{ date: '2026-03-10', minutes: 25, note: 'Timer' }]);
    expect(await ttOf(taskId)).toBe(25);
    expect(await running(headers)).toBeNull();
  });

  it('rounds to the nearest minute: 29 s writes nothing, 30 s one minute, 89 s one, 90 s two', async () => {
    const { headers, task } = await person();
    for (const [seconds, minutes] of [
      [29, 0],
      [30, 1],
      [89, 1],
      [90, 2],
    ] as const) {
      const taskId = await task(`Rounding ${seconds}`);
      await start(headers, taskId);
      later(seconds);
      const res = await stop(headers);
      expect(res.statusCode).toBe(200);
      expect(await ttOf(taskId), `${seconds} s`).toBe(minutes);
      if (minutes === 0) expect(res.json().message).toBe(TIMER_MESSAGES.tooShort);
    }
  });

  it('keeps one running per person: starting another stops the first, writing its time', async () => {
    const { headers, task } = await person();
    const first = await task('TDS');
    const second = await task('Audit');
    await start(headers, first);
    later(10 * 60);
    const res = await start(headers, second);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.stopped).toEqual({
      taskId: first,
      written: [{ date: '2026-03-10', minutes: 10 }],
    });
    expect(res.json().data.timer.taskId).toBe(second);
    expect(await ttOf(first)).toBe(10);
    // Starting the running one again keeps it as it is.
    const startedAt = (await running(headers)).startedAt;
    later(60);
    await start(headers, second);
    expect((await running(headers)).startedAt).toBe(startedAt);
    await stop(headers, { choice: 'discard' });
  });

  it('answers "No timer is running" to a stop with none, and refuses a task the person cannot log time on', async () => {
    const { headers } = await person();
    const res = await stop(headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TIMER_MESSAGES.none);
    const adminTask = (
      await app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: (await loginAs(app, practice.admin)).headers,
        payload: { task: 'Admin only' },
      })
    ).json().data.task.id;
    expect((await start(headers, adminTask)).statusCode).toBe(404);
  });

  describe('past the practice’s midnight', () => {
    // 23:30 in India on 10 March; stopped at 00:45 on 11 March.
    const runPastMidnight = async () => {
      const { headers, task } = await person();
      const taskId = await task('Late filing');
      now = new Date('2026-03-10T18:00:00Z');
      await start(headers, taskId);
      now = new Date('2026-03-10T19:15:00Z');
      return { headers, taskId };
    };

    it('asks before writing, with the two days’ split, and keeps the timer running', async () => {
      const { headers, taskId } = await runPastMidnight();
      const res = await stop(headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TIMER_MESSAGES.pastMidnight);
      const question: TimerQuestion = res.json().question;
      expect(question).toEqual({
        startedOn: '2026-03-10',
        stoppedOn: '2026-03-11',
        totalMinutes: 75,
        split: [
          { date: '2026-03-10', minutes: 30 },
          { date: '2026-03-11', minutes: 45 },
        ],
      });
      expect(await entriesOf(taskId)).toEqual([]);
      expect((await running(headers)).taskId).toBe(taskId);
      // Starting another task asks the same.
      const other = (
        await app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { task: 'Other' } })
      ).json().data.task.id;
      expect((await start(headers, other)).statusCode).toBe(409);
    });

    it('books each day’s part on its date when told to split', async () => {
      const { headers, taskId } = await runPastMidnight();
      expect((await stop(headers, { choice: 'split' })).statusCode).toBe(200);
      expect(await entriesOf(taskId)).toEqual([
        { date: '2026-03-10', minutes: 30, note: 'Timer' },
        { date: '2026-03-11', minutes: 45, note: 'Timer' },
      ]);
      expect(await running(headers)).toBeNull();
    });

    it('books it all on the start day, or the minutes typed, or nothing', async () => {
      const whole = await runPastMidnight();
      await stop(whole.headers, { choice: 'startDay' });
      expect(await entriesOf(whole.taskId)).toEqual([{ date: '2026-03-10', minutes: 75, note: 'Timer' }]);

      const typed = await runPastMidnight();
      const missing = await stop(typed.headers, { choice: 'minutes' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe(TIMER_MESSAGES.minutesRequired);
      await stop(typed.headers, { choice: 'minutes', minutes: 40 });
      expect(await entriesOf(typed.taskId)).toEqual([{ date: '2026-03-10', minutes: 40, note: 'Timer' }]);

      const dropped = await runPastMidnight();
      const res = await stop(dropped.headers, { choice: 'discard' });
      expect(res.json()).toMatchObject({ message: 'Timer discarded', data: { written: [] } });
      expect(await entriesOf(dropped.taskId)).toEqual([]);
      expect(await running(dropped.headers)).toBeNull();
    });

    it('refuses to book more than a day’s minutes on the start day', async () => {
      const { headers } = await runPastMidnight();
      now = new Date('2026-03-12T19:15:00Z');
      const question = (await stop(headers)).json().question as TimerQuestion;
      expect(question.split.map((d) => d.date)).toEqual([
        '2026-03-10',
        '2026-03-11',
        '2026-03-12',
        '2026-03-13',
      ]);
      expect(question.split.map((d) => d.minutes)).toEqual([30, 1440, 1440, 45]);
      const res = await stop(headers, { choice: 'startDay' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(TIMER_MESSAGES.dayTooLong);
    });
  });

  describe('on an approved (locked) day', () => {
    const approve = (orgId: string, userId: string, date: string) =>
      app.database.db.insert(dayEnds).values({ orgId, userId, date, totalMinutes: 0, status: 'approved' });

    it('refuses to start the timer on a day that is approved, and nothing runs', async () => {
      now = new Date('2026-04-06T06:30:00Z');
      const { user, headers, task } = await person();
      const taskId = await task('Locked day');
      await approve(practice.orgId, user.id, '2026-04-06');
      const res = await start(headers, taskId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(TIMER_MESSAGES.todayLocked);
      expect(await running(headers)).toBeNull();
    });

    it('answers a stop into a day approved meanwhile with "locked", and lets the time be discarded', async () => {
      now = new Date('2026-04-07T06:30:00Z');
      const { user, headers, task } = await person();
      const taskId = await task('Approved while running');
      expect((await start(headers, taskId)).statusCode).toBe(201);
      await approve(practice.orgId, user.id, '2026-04-07');
      later(20 * 60);
      const refused = await stop(headers);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: TIMER_MESSAGES.stopLocked, locked: true });
      expect(await running(headers)).not.toBeNull();
      const discarded = await stop(headers, { choice: 'discard' });
      expect(discarded.statusCode).toBe(200);
      expect(await running(headers)).toBeNull();
      expect(await entriesOf(taskId)).toEqual([]);
    });
  });
});
