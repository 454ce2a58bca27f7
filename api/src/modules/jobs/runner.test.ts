// The shared scheduled-jobs runner: a due job runs once across processes, a failure is recorded
// and retried with backoff, an expired lease is taken over, and stopping waits for a run.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { scheduledJobs } from '../../db/schema';
import { forEachPractice } from '../../lib/each-practice';
import { buildTestApp, type TestApp, testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { createPractice } from '../../test/factories';
import { claimDueJob, recordRun } from './claims';
import { practiceFailures, type ScheduledJob } from './job';
import { createJobRunner } from './runner';

const onPostgres = Boolean(process.env.PD_TEST_DATABASE_URL);
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job only this test knows (other test files share the PostgreSQL table). */
function testJob(run: ScheduledJob['run'], everyMinutes = 60): ScheduledJob {
  return {
    name: `test-${randomUUID().slice(0, 8)}`,
    title: 'Test job',
    description: 'For a test.',
    everyMinutes,
    run,
  };
}

describe('scheduled jobs runner', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const rowOf = async (name: string) =>
    (await app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0];

  /** A runner on the test app's database whose clock the test moves. */
  function runnerAt(job: ScheduledJob, start: Date, owner = 'runner-a') {
    let now = start;
    const runner = createJobRunner({
      db: app.database.db,
      jobs: [job],
      log: app.log,
      owner,
      clock: () => now,
    });
    return {
      runner,
      at(moment: Date) {
        now = moment;
      },
    };
  }

  it('runs a due job, records the run and sets the next one an interval later', async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs += 1;
      return { failedPractices: 0 };
    }, 60);
    const t0 = new Date(Date.now() + 1000);
    const { runner, at } = runnerAt(job, t0);
    await runner.seed();
    expect(await runner.tick()).toEqual([job.name]);
    expect(runs).toBe(1);
    const row = await rowOf(job.name);
    expect(row).toMatchObject({ lastStatus: 'ok', lastError: null, attempts: 0, lockedBy: null });
    expect(row?.lastRunAt?.toISOString()).toBe(t0.toISOString());
    expect(row?.nextRunAt.getTime()).toBe(t0.getTime() + 60 * MINUTE);
    at(new Date(t0.getTime() + 59 * MINUTE));
    expect(await runner.tick()).toEqual([]);
    at(new Date(t0.getTime() + 61 * MINUTE));
    expect(await runner.tick()).toEqual([job.name]);
    expect(runs).toBe(2);
  });

  it('records a job that throws as failed with its message, and retries it later with attempts + 1', async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs += 1;
      if (runs <= 2) throw new Error('SMTP server refused the connection');
      return { failedPractices: 0 };
    }, 60);
    const t0 = new Date(Date.now() + 1000);
    const { runner, at } = runnerAt(job, t0);
    await runner.seed();
    await runner.tick();
    let row = await rowOf(job.name);
    expect(row).toMatchObject({
      lastStatus: 'failed',
      lastError: 'SMTP server refused the connection',
      attempts: 1,
      lockedBy: null,
    });
    expect(row?.nextRunAt.getTime()).toBe(t0.getTime() + 1 * MINUTE);

    at(new Date(t0.getTime() + 30_000));
    expect(await runner.tick()).toEqual([]);
    const t1 = new Date(t0.getTime() + MINUTE + 1000);
    at(t1);
    expect(await runner.tick()).toEqual([job.name]);
    row = await rowOf(job.name);
    expect(row).toMatchObject({ lastStatus: 'failed', attempts: 2 });
    expect(row?.nextRunAt.getTime()).toBe(t1.getTime() + 5 * MINUTE);

    const t2 = new Date(t1.getTime() + 5 * MINUTE);
    at(t2);
    expect(await runner.tick()).toEqual([job.name]);
    row = await rowOf(job.name);
    expect(row).toMatchObject({ lastStatus: 'ok', lastError: null, attempts: 0 });
    expect(row?.nextRunAt.getTime()).toBe(t2.getTime() + 60 * MINUTE);
    expect(runs).toBe(3);
  });

  it('goes on with the other practices when one fails, and reports the failure with counts', async () => {
    const practices = [await createPractice(app), await createPractice(app)];
    const failing = practices[0]?.orgId as string;
    const done: string[] = [];
    const job = testJob(async () => {
      const f = practiceFailures(() => {});
      const run = await forEachPractice(
        app.database.db,
        practices.map((p) => p.orgId),
        f.onError,
        async (org) => {
          if (org.id === failing) throw new Error('Mail server is down');
          done.push(org.id);
          return true;
        },
      );
      return f.report(run.practices + run.skipped);
    });
    const { runner } = runnerAt(job, new Date(Date.now() + 1000));
    await runner.seed();
    await runner.tick();
    expect(done).toEqual([practices[1]?.orgId]);
    expect(await rowOf(job.name)).toMatchObject({
      lastStatus: 'failed',
      lastError: '1 of 2 practices failed',
      attempts: 1,
    });
  });

  it('takes over a job whose process stopped mid-run once its lease has passed', async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs += 1;
      return { failedPractices: 0 };
    });
    const t0 = new Date(Date.now() + 1000);
    const { runner, at } = runnerAt(job, t0, 'runner-b');
    await runner.seed();
    // Another process claims the job with a one-minute lease, then dies without recording it.
    const claimed = await claimDueJob(app.database.db, [job.name], 'crashed-process', t0, MINUTE);
    expect(claimed?.name).toBe(job.name);
    expect(await rowOf(job.name)).toMatchObject({ lastStatus: 'running', lockedBy: 'crashed-process' });

    at(new Date(t0.getTime() + 30_000));
    expect(await runner.tick()).toEqual([]);
    at(new Date(t0.getTime() + MINUTE + 1000));
    expect(await runner.tick()).toEqual([job.name]);
    expect(runs).toBe(1);
    expect(await rowOf(job.name)).toMatchObject({ lastStatus: 'ok', lockedBy: null, attempts: 0 });
    // The dead process's late record (had it only been slow) does not overwrite the new run's.
    const late = await recordRun(
      app.database.db,
      claimed as NonNullable<typeof claimed>,
      'crashed-process',
      t0,
      new Date(),
      {
        ok: false,
        error: 'late',
      },
    );
    expect(late).toBe(false);
    expect((await rowOf(job.name))?.lastError).toBeNull();
  });

  /** A job that takes `ms`, and what it has done so far. */
  function slowJob(ms = 300) {
    const state = { entered: false, finished: false };
    const job = testJob(async () => {
      state.entered = true;
      await sleep(ms);
      state.finished = true;
      return { failedPractices: 0 };
    });
    return { job, state };
  }

  it('waits for a run in progress when stopped', async () => {
    const { job, state } = slowJob();
    const runner = createJobRunner({ db: app.database.db, jobs: [job], log: app.log, pollMs: 50 });
    await runner.start();
    while (!state.entered) await sleep(10);
    await runner.stop();
    expect(state.finished).toBe(true);
    expect(await rowOf(job.name)).toMatchObject({ lastStatus: 'ok', lockedBy: null });
  });

  it('closing the app waits for a scheduled run in progress', async () => {
    const { job, state } = slowJob();
    const second = await buildApp({
      config: testConfig(),
      database: app.database,
      logger: false,
      scheduledJobs: () => [job],
    });
    await second.scheduledJobs.start();
    while (!state.entered) await sleep(10);
    await second.close();
    expect(state.finished).toBe(true);
    expect(await rowOf(job.name)).toMatchObject({ lastStatus: 'ok' });
  });

  it('keeps its claim while a long run goes on: the lease is renewed, so no one takes over', async () => {
    const { job: slow, state } = slowJob(1000);
    const owner = createJobRunner({
      db: app.database.db,
      jobs: [slow],
      log: app.log,
      owner: 'long-run',
      leaseMs: 300,
    });
    const other = createJobRunner({
      db: app.database.db,
      jobs: [slow],
      log: app.log,
      owner: 'other',
      leaseMs: 300,
    });
    await owner.seed();
    const running = owner.tick();
    while (!state.entered) await sleep(10);
    // Past the first lease (300 ms): only its renewals keep the job from being taken.
    await sleep(600);
    expect(await other.tick()).toEqual([]);
    expect(await running).toEqual([slow.name]);
    expect(await rowOf(slow.name)).toMatchObject({ lastStatus: 'ok', lockedBy: null });
  });

  it.runIf(onPostgres)(
    'runs a due job exactly once when two app instances on one database claim it together',
    async () => {
      let runs = 0;
      const job = testJob(async () => {
        runs += 1;
        await sleep(50);
        return { failedPractices: 0 };
      });
      const otherDatabase = await openTestDatabase();
      const first = await buildApp({
        config: testConfig(),
        database: app.database,
        logger: false,
        scheduledJobs: () => [job],
      });
      const second = await buildApp({
        config: testConfig(),
        database: otherDatabase,
        logger: false,
        scheduledJobs: () => [job],
      });
      try {
        for (let round = 1; round <= 10; round += 1) {
          await app.database.db
            .update(scheduledJobs)
            .set({ nextRunAt: new Date(Date.now() - 1000) })
            .where(eq(scheduledJobs.name, job.name));
          const [a, b] = await Promise.all([first.scheduledJobs.tick(), second.scheduledJobs.tick()]);
          expect([...a, ...b]).toEqual([job.name]);
          expect(runs).toBe(round);
        }
      } finally {
        await first.close();
        await second.close();
        await otherDatabase.close();
      }
    },
  );
});
