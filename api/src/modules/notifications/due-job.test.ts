import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../../test/factories';
import { catalogueJob } from '../../test/jobs';
import { runDueNotifications } from './due-job';

const DAY_MS = 24 * 60 * 60 * 1000;
const onPostgres = Boolean(process.env.PD_TEST_DATABASE_URL);

describe('the daily due-date reminders', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  const now = new Date();
  const day = (offset: number) => dayjs(todayIn('Asia/Kolkata', now)).add(offset, 'day').format('YYYY-MM-DD');
  const ids: Record<string, string> = {};
  /** One run of the job for this practice, `offsetMs` after `now`. */
  const run = (offsetMs = 0) =>
    runDueNotifications(app.database.db, {
      now: new Date(now.getTime() + offsetMs),
      practiceIds: [practice.orgId],
    });

  const createTask = async (name: string, payload: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: name, ...payload },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[name] = res.json().data.task.id;
  };
  /** This practice's reminders as [task name, type, person], in a stable order. */
  const reminders = async () => {
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.orgId, practice.orgId),
          inArray(notifications.type, ['task_due_today', 'task_overdue']),
        ),
      );
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const people = {
      [practice.member.id]: 'member',
      [practice.leader.id]: 'leader',
      [practice.admin.id]: 'admin',
    };
    return rows
      .map((r) => [names[r.taskId ?? ''], r.type, people[r.userId], r.message] as const)
      .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    const member = practice.member.id;
    await createTask('Due today', { allottedTo: member, dueDate: day(0) });
    await createTask('Overdue', { allottedTo: member, dueDate: day(-3), subTask: 'Q1' });
    await createTask('Due tomorrow', { allottedTo: member, dueDate: day(1) });
    await createTask('Finished late', { allottedTo: member, dueDate: day(-2), status: 'Completed' });
    await createTask('No due date', { allottedTo: member, dueDate: null });
    await createTask('Unassigned', { allottedTo: null, teamLeader: practice.leader.id, dueDate: day(0) });
  });
  afterAll(() => app.close());

  it('reminds of open work due today or overdue, the assignee or else the team leader', async () => {
    await run();
    expect(await reminders()).toEqual([
      ['Due today', 'task_due_today', 'member', 'Due today is due today'],
      ['Overdue', 'task_overdue', 'member', `Overdue – Q1 was due on ${dayjs(day(-3)).format('D MMM YYYY')}`],
      ['Unassigned', 'task_due_today', 'leader', 'Unassigned is due today'],
    ]);
  });

  it('runs once a day: a second run or a restart the same day adds nothing, even two at once', async () => {
    const before = await reminders();
    await run();
    await Promise.all([run(60_000), run(60_000)]);
    expect(await reminders()).toEqual(before);
  });

  it('the next day reminds of what became due or overdue, but not again of what was overdue', async () => {
    await run(DAY_MS);
    const added = (await reminders()).map(([task, type]) => `${task}: ${type}`);
    expect(added).toEqual([
      'Due today: task_due_today',
      'Due today: task_overdue',
      'Due tomorrow: task_due_today',
      'Overdue: task_overdue',
      'Unassigned: task_due_today',
      'Unassigned: task_overdue',
    ]);
  });

  it('reminds again when a new due date passes', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/tasks/${ids.Overdue}`,
      headers: admin,
      payload: { dueDate: day(2) },
    });
    expect(res.statusCode).toBe(200);
    await run(3 * DAY_MS);
    const overdue = (await reminders()).filter(
      ([task, type]) => task === 'Overdue' && type === 'task_overdue',
    );
    expect(overdue).toHaveLength(2);
  });

  it('is run by the scheduled job due-reminders, and a second run adds nothing', async () => {
    await createTask('Scheduled', { allottedTo: practice.member.id, dueDate: day(0) });
    const job = catalogueJob(app, 'due-reminders', [practice.orgId]);
    expect(await job.run(new Date())).toEqual({ practices: 1, failedPractices: 0, failures: [] });
    await job.run(new Date());
    const scheduled = (await reminders()).filter(([task]) => task === 'Scheduled');
    expect(scheduled.map(([, type]) => type)).toEqual(['task_due_today']);
  });

  it.runIf(onPostgres)('leaves a practice alone while another process holds its lock', async () => {
    const other = postgres(process.env.PD_TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    try {
      await createTask('Due in five days', { allottedTo: practice.member.id, dueDate: day(5) });
      await other`select pg_advisory_lock(730001, hashtext(${practice.orgId}))`;
      const before = await reminders();
      const result = await run(5 * DAY_MS);
      expect(result.skipped).toBeGreaterThanOrEqual(1);
      expect(await reminders()).toEqual(before);
      await other`select pg_advisory_unlock(730001, hashtext(${practice.orgId}))`;
      await run(5 * DAY_MS);
      const after = await reminders();
      expect(after.filter(([task]) => task === 'Due in five days').map(([, type]) => type)).toEqual([
        'task_due_today',
      ]);
    } finally {
      await other.end();
    }
  });
});
