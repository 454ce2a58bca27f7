// The Admin's scheduled jobs over HTTP: the list with each job's last and next run, "run now" (for
// their own practice), and no one else's access.
import { randomUUID } from 'node:crypto';
import { JOB_MESSAGES, ScheduledJobList, ScheduledJobRunNow } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';
import type { ScheduledJob } from './job';

describe('scheduled jobs API', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let runs = 0;
  const job: ScheduledJob = {
    name: `test-${randomUUID().slice(0, 8)}`,
    title: 'Test reminders',
    description: 'Reminds the test of something.',
    everyMinutes: 60,
    async run() {
      runs += 1;
      return { failedPractices: 0 };
    },
  };

  beforeAll(async () => {
    // Its own job: other test files share the table on PostgreSQL.
    app = await buildTestApp({}, { scheduledJobs: () => [job] });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  const list = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/jobs', headers: admin });
    expect(res.statusCode).toBe(200);
    return v.parse(ScheduledJobList, res.json().data).jobs;
  };

  it('lists each job with what it does, how often, and its last and next run', async () => {
    const [row] = await list();
    expect(row).toMatchObject({
      name: job.name,
      title: 'Test reminders',
      description: 'Reminds the test of something.',
      everyMinutes: 60,
      lastRunAt: null,
      lastStatus: null,
      attempts: 0,
    });
  });

  it('runs a job now for the Admin’s practice: at once, answered with the run, the schedule kept', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await app.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: later })
      .where(eq(scheduledJobs.name, job.name));
    expect(await app.scheduledJobs.tick()).toEqual([]);
    const before = Date.now();
    const res = await app.inject({ method: 'POST', url: `/api/jobs/${job.name}/run`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(runs).toBe(1);
    const { job: ran } = v.parse(ScheduledJobRunNow, res.json().data);
    expect(ran).toMatchObject({ lastStatus: 'ok', lastError: null, nextRunAt: later.toISOString() });
    expect(Date.parse(ran.lastRunAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(ran.lastDurationMs).toBeGreaterThanOrEqual(0);

    // The scheduled run for every practice is not brought forward.
    expect(await app.scheduledJobs.tick()).toEqual([]);
    expect(runs).toBe(1);
    const [row] = await list();
    expect(row).toMatchObject({ lastStatus: 'ok', lastRunAt: ran.lastRunAt, nextRunAt: later.toISOString() });
  });

  it('refuses to queue a job while a run holds it', async () => {
    await app.database.db
      .update(scheduledJobs)
      .set({ lockedBy: 'another-process', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, job.name));
    const res = await app.inject({ method: 'POST', url: `/api/jobs/${job.name}/run`, headers: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(JOB_MESSAGES.running);
    await app.database.db
      .update(scheduledJobs)
      .set({ lockedBy: null, lockedUntil: null })
      .where(eq(scheduledJobs.name, job.name));
  });

  it('answers 404 for a job it does not know', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/jobs/no-such-job/run', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(JOB_MESSAGES.notFound);
  });

  it('refuses team leaders and team members (403) and changes nothing', async () => {
    const [before] = await list();
    for (const headers of [leader, member]) {
      expect((await app.inject({ method: 'GET', url: '/api/jobs', headers })).statusCode).toBe(403);
      const run = await app.inject({ method: 'POST', url: `/api/jobs/${job.name}/run`, headers });
      expect(run.statusCode).toBe(403);
    }
    const [after] = await list();
    expect(after?.nextRunAt).toBe(before?.nextRunAt);
  });
});

describe('the app’s scheduled jobs', () => {
  it('lists every job of the catalogue with what it does and how often', async () => {
    const app = await buildTestApp();
    try {
      const practice = await createPractice(app);
      const res = await app.inject({
        method: 'GET',
        url: '/api/jobs',
        headers: (await loginAs(app, practice.admin)).headers,
      });
      const { jobs } = v.parse(ScheduledJobList, res.json().data);
      expect(jobs.map((j) => [j.name, j.everyMinutes])).toEqual([
        ['due-reminders', 60],
        ['trash-purge', 60],
        ['compliance-generation', 1440],
        ['compliance-reminders', 60],
        ['document-chase', 60],
        ['register-alerts', 60],
        ['unbilled-notices', 60],
        ['retainer-drafts', 60],
        ['invoice-reminders', 60],
        // The built-in database has no autovacuum of its own; a PostgreSQL server has.
        ...(app.database.kind === 'pglite' ? [['database-upkeep', 15]] : []),
      ]);
      expect(jobs.every((j) => j.title.length > 0 && j.description.endsWith('.'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
