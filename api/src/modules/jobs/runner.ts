// Runs the scheduled jobs from every API process on one shared table: every few seconds it claims
// a due job (claims.ts), runs it, records the run and its next one, and goes on while jobs are due.
// Every run has a time limit: past it the run is recorded as failed and the runner goes on (the
// work itself cannot be cut off mid-statement; each practice's part runs under its own lock, so a
// later run does not do it twice). `stop` waits for a run in progress. Tests drive `tick` with a
// clock they set.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { JOB_MESSAGES, jobTimeLimit } from '@practice-desk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  type ClaimedJob,
  claimDueJob,
  claimNamedJob,
  extendLease,
  type RunResult,
  recordRun,
  seedJobs,
} from './claims';
import { failureLine, type JobScope, messageOf, type ScheduledJob } from './job';

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
  /** A run's time limit for a job that sets none of its own. */
  timeLimitMs?: number;
}

/** Ten minutes: the longest a job of the catalogue has been seen to need is seconds. */
export const DEFAULT_JOB_TIME_LIMIT_MS = 10 * 60_000;

/** The operator's run of one job for every practice, as recorded. */
export interface NamedRun {
  result: RunResult;
  durationMs: number;
}

export interface JobRunner {
  jobs: ScheduledJob[];
  /** Adds the known jobs to the table (idempotent). */
  seed(): Promise<void>;
  /** Runs every due job this process can claim, one after another; the names run. The first
   * tick adds the known jobs' rows; a database that is away makes it fail, and the next one tries. */
  tick(): Promise<string[]>;
  /** One run of `job` for `scope`, within its time limit, recorded nowhere (an Admin's Run now
   * records it for their practice). */
  runOnce(job: ScheduledJob, scope: JobScope, limitMs?: number): Promise<RunResult>;
  /** Claims the job `name` whether due or not, runs it for every practice and records the run
   * (the operator's command); null while another process's run holds it. */
  runNamed(name: string): Promise<NamedRun | null>;
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
  timeLimitMs = DEFAULT_JOB_TIME_LIMIT_MS,
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

  async function runWork(job: ScheduledJob, scope?: JobScope): Promise<RunResult> {
    try {
      const report = await job.run(clock(), scope);
      return report.failedPractices > 0
        ? { ok: false, error: failureLine(report), failures: report.failures ?? [] }
        : { ok: true, nextRunAt: report.nextRunAt };
    } catch (err) {
      log.error({ err, job: job.name }, 'scheduled job failed; it is tried again later');
      return { ok: false, error: messageOf(err) };
    }
  }

  /** The run, or a failure once its time limit passes (whichever comes first). */
  async function runOne(job: ScheduledJob, scope?: JobScope, limitMs?: number): Promise<RunResult> {
    const limit = Math.min(job.timeLimitMs ?? timeLimitMs, limitMs ?? Number.POSITIVE_INFINITY);
    let timer: NodeJS.Timeout | undefined;
    const overtime = new Promise<RunResult>((resolve) => {
      timer = setTimeout(() => {
        log.error({ job: job.name, limitMs: limit }, 'scheduled job ran past its time limit; marked failed');
        resolve({ ok: false, error: JOB_MESSAGES.timedOut(jobTimeLimit(limit)) });
      }, limit);
    });
    try {
      return await Promise.race([runWork(job, scope), overtime]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs a claimed job with its lease kept alive, and records the run. */
  async function runClaimed(claimed: ClaimedJob, started: Date): Promise<RunResult> {
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
      return result;
    } finally {
      clearInterval(renew);
    }
  }

  async function claimAndRun(): Promise<string | null> {
    const started = clock();
    const claimed = await claimDueJob(db, names, owner, started, leaseMs);
    if (!claimed) return null;
    await runClaimed(claimed, started);
    return claimed.name;
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
    runOnce: (job, scope, limitMs) => runOne(job, scope, limitMs),
    async runNamed(name) {
      if (!byName.has(name)) throw new Error(`No scheduled job is named ${name}`);
      if (!seeded) await seed();
      const started = clock();
      const at = performance.now();
      const claimed = await claimNamedJob(db, name, owner, started, leaseMs);
      if (!claimed) return null;
      const result = await runClaimed(claimed, started);
      return { result, durationMs: Math.round(performance.now() - at) };
    },
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
