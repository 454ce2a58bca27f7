// The scheduled jobs for the Admin: each known job with its row of the shared table as their practice
// sees it, and "run now", which runs the job at once for their own practice only (running a job for
// every practice is the operator's command, `npm run jobs -- run <name>`). The table is the whole
// app's: where some practices' part of a run failed, an Admin sees their own practice's failure and
// message, or that the run went well for them; never another practice's. Their own Run now shows
// while it is newer than the shared run.
import { JOB_MESSAGES, type ScheduledJobRow } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobFailures, scheduledJobPracticeRuns, scheduledJobs } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { recordPracticeRun, seedJobs } from './claims';
import type { ScheduledJob } from './job';
import type { JobRunner } from './runner';

type Row = typeof scheduledJobs.$inferSelect;
type Failure = typeof scheduledJobFailures.$inferSelect;
type PracticeRun = typeof scheduledJobPracticeRuns.$inferSelect;

type SeenRun = Pick<
  ScheduledJobRow,
  'lastRunAt' | 'lastDurationMs' | 'lastStatus' | 'lastError' | 'attempts'
>;

/** The last run as one practice sees it: their own Run now when it is the newer, else the shared
 * run, of which only the practices' part failed, and not theirs, is a good run. */
function asSeenBy(row: Row, own: Failure | undefined, practiceRun: PracticeRun | undefined): SeenRun {
  if (practiceRun && (!row.lastRunAt || practiceRun.startedAt > row.lastRunAt))
    return {
      lastRunAt: practiceRun.startedAt.toISOString(),
      lastDurationMs: practiceRun.durationMs,
      lastStatus: practiceRun.status as ScheduledJobRow['lastStatus'],
      lastError: practiceRun.error,
      attempts: practiceRun.status === 'failed' ? 1 : 0,
    };
  const ran = { lastRunAt: row.lastRunAt?.toISOString() ?? null, lastDurationMs: row.lastDurationMs };
  return { ...ran, ...sharedRunAsSeenBy(row, own) };
}

function sharedRunAsSeenBy(
  row: Row,
  own: Failure | undefined,
): Pick<ScheduledJobRow, 'lastStatus' | 'lastError' | 'attempts'> {
  const status = row.lastStatus as ScheduledJobRow['lastStatus'];
  if (status !== 'failed' || row.failedPractices === 0)
    return { lastStatus: status, lastError: row.lastError, attempts: row.attempts };
  if (own) return { lastStatus: 'failed', lastError: own.message, attempts: row.attempts };
  return { lastStatus: 'ok', lastError: null, attempts: 0 };
}

function jobRow(job: ScheduledJob, row: Row, own?: Failure, practiceRun?: PracticeRun): ScheduledJobRow {
  return {
    name: job.name,
    title: job.title,
    description: job.description,
    everyMinutes: row.everyMinutes,
    ...asSeenBy(row, own, practiceRun),
    nextRunAt: row.nextRunAt.toISOString(),
  };
}

/** The practice's own failures of shared runs and its own last runs, by job. */
async function practiceRows(db: Db, orgId: string, job?: string) {
  const failures = await db
    .select()
    .from(scheduledJobFailures)
    .where(and(eq(scheduledJobFailures.orgId, orgId), job ? eq(scheduledJobFailures.job, job) : undefined));
  const runs = await db
    .select()
    .from(scheduledJobPracticeRuns)
    .where(
      and(eq(scheduledJobPracticeRuns.orgId, orgId), job ? eq(scheduledJobPracticeRuns.job, job) : undefined),
    );
  return {
    failures: new Map(failures.map((f) => [f.job, f])),
    runs: new Map(runs.map((r) => [r.job, r])),
  };
}

const rowsOf = (db: Db, jobs: ScheduledJob[]) =>
  db
    .select()
    .from(scheduledJobs)
    .where(
      inArray(
        scheduledJobs.name,
        jobs.map((job) => job.name),
      ),
    );

/** The known jobs in the catalogue's order, as `orgId`'s Admin sees them; a job no runner has added
 * yet is added here. */
export async function listJobs(
  db: Db,
  jobs: ScheduledJob[],
  orgId: string,
  now: Date,
): Promise<ScheduledJobRow[]> {
  if (jobs.length === 0) return [];
  let rows = await rowsOf(db, jobs);
  if (rows.length < jobs.length) {
    const present = new Set(rows.map((row) => row.name));
    await seedJobs(
      db,
      jobs.filter((job) => !present.has(job.name)),
      now,
    );
    rows = await rowsOf(db, jobs);
  }
  const byName = new Map(rows.map((row) => [row.name, row]));
  const own = await practiceRows(db, orgId);
  return jobs.flatMap((job) => {
    const row = byName.get(job.name);
    return row ? [jobRow(job, row, own.failures.get(job.name), own.runs.get(job.name))] : [];
  });
}

/** An Admin's Run now: the job runs at once for their practice alone, within its time limit (and
 * within the time a browser waits for an answer), and the run is recorded as their practice's.
 * Refused while a scheduled run holds the job, and for a job that works on the whole server. */
export async function runJobNow(
  db: Db,
  runner: JobRunner,
  name: string,
  now: Date,
  orgId: string,
): Promise<ScheduledJobRow> {
  const job = runner.jobs.find((j) => j.name === name);
  if (!job) throw new NotFound(JOB_MESSAGES.notFound);
  if (job.wholeServer) throw new Conflict(JOB_MESSAGES.operatorOnly(job.name));
  await seedJobs(db, [job], now);
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) throw new NotFound(JOB_MESSAGES.notFound);
  if (row.lockedUntil && row.lockedUntil > now) throw new Conflict(JOB_MESSAGES.running);
  const started = performance.now();
  const result = await runner.runOnce(job, { practiceIds: [orgId] }, RUN_NOW_LIMIT_MS);
  await recordPracticeRun(db, name, orgId, now, performance.now() - started, result);
  const own = await practiceRows(db, orgId, name);
  return jobRow(job, row, own.failures.get(name), own.runs.get(name));
}

/** Run now answers within this, before the web client's 30 s timeout gives up on it. */
export const RUN_NOW_LIMIT_MS = 25_000;
