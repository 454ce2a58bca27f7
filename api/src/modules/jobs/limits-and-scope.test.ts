// A scheduled job's run has a time limit and is marked failed past it; an Admin's Run now runs the
// job for their own practice only; running it for every practice is the operator's command.
import { randomUUID } from 'node:crypto';
import { JOB_MESSAGES, ScheduledJobList, ScheduledJobRunNow } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../../test/factories';
import { jobsCommand } from './command';
import type { JobScope, ScheduledJob } from './job';
import { createJobRunner } from './runner';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs: time limits and who a run is for', () => {
  let app: TestApp;
  let mine: TestPractice;
  let theirs: TestPractice;
  let myAdmin: AuthHeaders;
  let theirAdmin: AuthHeaders;
  /** The scopes each job's runs were given, in order. */
  const scopes = new Map<string, (JobScope | undefined)[]>();
  const job = (overrides: Partial<ScheduledJob> & { takesMs?: number } = {}): ScheduledJob => {
    const name = `test-${randomUUID().slice(0, 8)}`;
    scopes.set(name, []);
    return {
      name,
      title: 'Test reminders',
      description: 'Reminds the test of something.',
      everyMinutes: 60,
      async run(_now, scope) {
        scopes.get(name)?.push(scope);
        if (overrides.takesMs) await sleep(overrides.takesMs);
        return { failedPractices: 0 };
      },
      ...overrides,
    };
  };
  const reminders = job();
  const slow = job({ takesMs: 1500, timeLimitMs: 200 });
  const serverWide = job({ wholeServer: true });

  beforeAll(async () => {
    // Jobs of its own: other test files share the table on PostgreSQL.
    app = await buildTestApp({}, { scheduledJobs: () => [reminders, slow, serverWide] });
    mine = await createPractice(app);
    theirs = await createPractice(app);
    myAdmin = (await loginAs(app, mine.admin)).headers;
    theirAdmin = (await loginAs(app, theirs.admin)).headers;
  });
  afterAll(() => app.close());

  const rowOf = async (name: string) =>
    (await app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];
  const runNow = (name: string, headers: AuthHeaders) =>
    app.inject({ method: 'POST', url: `/api/jobs/${name}/run`, headers });
  const listed = async (headers: AuthHeaders, name: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/jobs', headers });
    expect(res.statusCode).toBe(200);
    return v.parse(ScheduledJobList, res.json().data).jobs.find((j) => j.name === name);
  };

  it('marks a run that passes its time limit failed, says so, frees the job and goes on', async () => {
    const runner = createJobRunner({ db: app.database.db, jobs: [slow], log: app.log, owner: 'limit-test' });
    await runner.seed();
    const started = Date.now();
    expect(await runner.tick()).toEqual([slow.name]);
    expect(Date.now() - started).toBeLessThan(1400);
    const row = await rowOf(slow.name);
    expect(row).toMatchObject({
      lastStatus: 'failed',
      lastError: JOB_MESSAGES.timedOut('200 ms'),
      attempts: 1,
      lockedBy: null,
      lockedUntil: null,
    });
    // Tried again a minute later, as any failure is.
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await sleep(1500);
  });

  it('applies the runner’s limit to a job that sets none', async () => {
    const plain = job({ takesMs: 1000 });
    const runner = createJobRunner({
      db: app.database.db,
      jobs: [plain],
      log: app.log,
      owner: 'limit-test',
      timeLimitMs: 100,
    });
    await runner.seed();
    await runner.tick();
    expect((await rowOf(plain.name))?.lastError).toBe(JOB_MESSAGES.timedOut('100 ms'));
    await sleep(1000);
  });

  it('runs an Admin’s Run now at once for their own practice only, leaving the schedule as it was', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await app.scheduledJobs.seed();
    await app.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: later })
      .where(eq(scheduledJobs.name, reminders.name));

    const res = await runNow(reminders.name, myAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(scopes.get(reminders.name)).toEqual([{ practiceIds: [mine.orgId] }]);
    const { job: ran } = v.parse(ScheduledJobRunNow, res.json().data);
    expect(ran).toMatchObject({ lastStatus: 'ok', lastError: null, nextRunAt: later.toISOString() });
    expect(ran.lastRunAt).not.toBeNull();
    expect(await listed(myAdmin, reminders.name)).toMatchObject({
      lastStatus: 'ok',
      lastRunAt: ran.lastRunAt,
    });

    // The scheduled run for every practice is neither run nor moved; the other practice sees no run.
    expect(await rowOf(reminders.name)).toMatchObject({
      lastRunAt: null,
      lastStatus: null,
      nextRunAt: later,
    });
    expect(await listed(theirAdmin, reminders.name)).toMatchObject({ lastRunAt: null, lastStatus: null });
  });

  it('answers a Run now that passes its time limit as failed, for that practice alone', async () => {
    const res = await runNow(slow.name, theirAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(scopes.get(slow.name)?.at(-1)).toEqual({ practiceIds: [theirs.orgId] });
    expect(res.json().data.job).toMatchObject({
      lastStatus: 'failed',
      lastError: JOB_MESSAGES.timedOut('200 ms'),
    });
    await sleep(1500);
  });

  it('refuses Run now of a job that works on the whole server, and runs nothing', async () => {
    const res = await runNow(serverWide.name, myAdmin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(JOB_MESSAGES.operatorOnly(serverWide.name));
    expect(scopes.get(serverWide.name)).toEqual([]);
  });

  it('leaves running a job for every practice to the operator’s command', async () => {
    const lines: string[] = [];
    const code = await jobsCommand(app.database.db, app.scheduledJobs, ['run', reminders.name], (line) =>
      lines.push(line),
    );
    expect(code).toBe(0);
    expect(scopes.get(reminders.name)?.at(-1)).toBeUndefined();
    expect(lines.at(-1)).toMatch(new RegExp(`^${reminders.name} ran for every practice in \\d+\\.\\d s`));
    const row = await rowOf(reminders.name);
    expect(row?.lastStatus).toBe('ok');
    expect(row?.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

    const listing: string[] = [];
    expect(await jobsCommand(app.database.db, app.scheduledJobs, ['list'], (l) => listing.push(l))).toBe(0);
    expect(listing).toHaveLength(3);
    expect(listing[0]).toMatch(new RegExp(`^${reminders.name} +Test reminders: every hour; last ok at `));
    const unknown: string[] = [];
    expect(
      await jobsCommand(app.database.db, app.scheduledJobs, ['run', 'no-such-job'], (l) => unknown.push(l)),
    ).toBe(2);
    expect(unknown[0]).toMatch(/^No scheduled job is named no-such-job/);
  });
});
