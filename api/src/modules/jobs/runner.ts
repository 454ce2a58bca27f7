// Runs the scheduled jobs from every API process on one shared table: every few seconds it claims
// a due job (claims.ts), runs it, records the run and its next one, and goes on while jobs are due.
// `stop` waits for a run in progress. Tests drive `tick` with a clock they set.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimDueJob, extendLease, type RunResult, recordRun, seedJobs } from './claims';
import { failureLine, messageOf, type ScheduledJob } from './job';

export interface RunnerOptions {
  db: Db;
  jobs: ScheduledJob[];
  log: FastifyBaseLogger;
  /** This process's name in `locked_by`. */
  owner?: string;
  clock?: () => Date;
  pollMs?: number;
  /** How long a claim holds without being renewed; a run renews it every third of that. */
  leaseMs?: number;
}

export interface JobRunner {
  jobs: ScheduledJob[];
  /** Adds the known jobs to the table (idempotent). */
  seed(): Promise<void>;
  /** Runs every due job this process can claim, one after another; the names run. The first
   * tick adds the known jobs' rows; a database that is away makes it fail, and the next one tries. */
  tick(): Promise<string[]>;
  /** Ticks now and every `pollMs` until `stop` (the first tick adds the rows). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createJobRunner({
  db,
  jobs,
  log,
  owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  clock = () => new Date(),
  pollMs = 5_000,
  leaseMs = 10 * 60_000,
}: RunnerOptions): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const names = jobs.map((job) => job.name);
  let ticking: Promise<string[]> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let seeded = false;
  const seed = async () => {
    await seedJobs(db, jobs, clock());
    seeded = true;
  };

  async function runOne(job: ScheduledJob): Promise<RunResult> {
    try {
      const report = await job.run(clock());
      return report.failedPractices > 0
        ? { ok: false, error: failureLine(report), failures: report.failures ?? [] }
        : { ok: true, nextRunAt: report.nextRunAt };
    } catch (err) {
      log.error({ err, job: job.name }, 'scheduled job failed; it is tried again later');
      return { ok: false, error: messageOf(err) };
    }
  }

  async function claimAndRun(): Promise<string | null> {
    const started = clock();
    const claimed = await claimDueJob(db, names, owner, started, leaseMs);
    if (!claimed) return null;
    const job = byName.get(claimed.name) as ScheduledJob;
    if (claimed.takenOver) log.warn({ job: job.name }, 'scheduled job taken over after its lease ran out');
    const renew = setInterval(() => {
      extendLease(db, job.name, owner, clock(), leaseMs).catch((err) =>
        log.error({ err, job: job.name }, 'could not renew a scheduled job’s lease'),
      );
    }, leaseMs / 3);
    renew.unref();
    try {
      const result = await runOne(job);
      const recorded = await recordRun(db, claimed, owner, started, clock(), result);
      if (!recorded) log.warn({ job: job.name }, 'scheduled job was taken over while it ran');
    } finally {
      clearInterval(renew);
    }
    return job.name;
  }

  async function runDue(): Promise<string[]> {
    const ran: string[] = [];
    if (!seeded) await seed();
    while (!stopped) {
      const name = await claimAndRun();
      if (!name) break;
      ran.push(name);
    }
    return ran;
  }

  const tick = () => {
    ticking ??= runDue().finally(() => {
      ticking = null;
    });
    return ticking;
  };

  return {
    jobs,
    seed,
    tick,
    async start() {
      const poll = () =>
        tick().catch((err) => log.error({ err }, 'could not claim scheduled jobs; trying again shortly'));
      timer = setInterval(poll, pollMs);
      timer.unref();
      void poll();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await ticking?.catch(() => {});
    },
  };
}
