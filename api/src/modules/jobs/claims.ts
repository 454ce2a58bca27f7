// The SQL of the shared jobs table: seed the known jobs, claim one that is due (FOR UPDATE SKIP
// LOCKED, so two processes never take the same row; then a lease, so a process that died mid-run
// is taken over once the lease has passed), extend the lease while running, and record the run
// (the shared one, or a practice's own from its Admin's Run now).
import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobFailures, scheduledJobPracticeRuns, scheduledJobs } from '../../db/schema';
import type { PracticeFailure } from './job';
import { nextAfterFailure } from './retry';

export interface JobSchedule {
  name: string;
  everyMinutes: number;
}

export interface ClaimedJob {
  name: string;
  everyMinutes: number;
  attempts: number;
  /** The run before this one was still marked running: its process stopped without finishing. */
  takenOver: boolean;
}

const MINUTE_MS = 60_000;
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Adds the jobs that are not in the table yet (due at `now`, on the runner's clock: the database's
 * now() is microseconds later than a JavaScript Date of the same moment, so a job seeded by it was
 * not yet due to a runner ticking in that millisecond) and keeps their intervals current; a job's
 * runs and next run survive restarts. */
export async function seedJobs(db: Db, jobs: JobSchedule[], now: Date) {
  if (jobs.length === 0) return;
  for (const job of jobs)
    await db
      .insert(scheduledJobs)
      .values({ name: job.name, everyMinutes: job.everyMinutes, nextRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobs.name, set: { everyMinutes: job.everyMinutes } });
}

/** Takes the earliest due job of `names` that no live lease holds, or null when there is none. */
export function claimDueJob(
  db: Db,
  names: string[],
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  return claim(
    db,
    and(inArray(scheduledJobs.name, names), lte(scheduledJobs.nextRunAt, now)),
    owner,
    now,
    leaseMs,
  );
}

/** Takes the job `name` whether due or not (the operator's command), or null while a live lease
 * holds it. */
export function claimNamedJob(
  db: Db,
  name: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  return claim(db, eq(scheduledJobs.name, name), owner, now, leaseMs);
}

function claim(
  db: Db,
  which: SQL | undefined,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledJobs)
      .where(and(which, or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now))))
      .orderBy(asc(scheduledJobs.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx
      .update(scheduledJobs)
      .set({ lastStatus: 'running', lastRunAt: now, lockedBy: owner, lockedUntil: later(now, leaseMs) })
      .where(eq(scheduledJobs.name, row.name));
    return {
      name: row.name,
      everyMinutes: row.everyMinutes,
      attempts: row.attempts,
      takenOver: row.lastStatus === 'running',
    };
  });
}

/** Keeps the claim alive while a long run goes on. */
export async function extendLease(db: Db, name: string, owner: string, now: Date, leaseMs: number) {
  await db
    .update(scheduledJobs)
    .set({ lockedUntil: later(now, leaseMs) })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)));
}

/** How a run went. A run that went through every practice says which failed (none when ok); a run
 * that failed as a whole does not, and the practices' failures recorded before stay. */
export type RunResult =
  | { ok: true; nextRunAt?: Date }
  | { ok: false; error: string; failures?: PracticeFailure[] };

/** Records how the run went and when the next one is due; false when another process took the job
 * over meanwhile (its lease had passed), which then records its own run. */
export async function recordRun(
  db: Db,
  job: ClaimedJob,
  owner: string,
  started: Date,
  finished: Date,
  result: RunResult,
): Promise<boolean> {
  const every = job.everyMinutes * MINUTE_MS;
  const attempts = result.ok ? 0 : job.attempts + 1;
  const failures = result.ok ? [] : result.failures;
  return db.transaction(async (tx) => {
    const done = await tx
      .update(scheduledJobs)
      .set({
        lastStatus: result.ok ? 'ok' : 'failed',
        lastError: result.ok ? null : result.error,
        failedPractices: failures?.length ?? 0,
        lastDurationMs: Math.max(0, finished.getTime() - started.getTime()),
        attempts,
        nextRunAt: result.ok
          ? (result.nextRunAt ?? later(finished, every))
          : nextAfterFailure(finished, attempts, every),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, owner)))
      .returning({ name: scheduledJobs.name });
    if (done.length === 0) return false;
    if (failures) {
      await tx.delete(scheduledJobFailures).where(eq(scheduledJobFailures.job, job.name));
      if (failures.length > 0)
        await tx
          .insert(scheduledJobFailures)
          .values(
            failures.map((f) => ({ job: job.name, orgId: f.orgId, failedAt: finished, message: f.message })),
          );
    }
    return true;
  });
}

/** Records a practice's own run of a job (an Admin's Run now), replacing its last one; the shared
 * row and its next run are the scheduled runs' and stay as they are. */
export async function recordPracticeRun(
  db: Db,
  job: string,
  orgId: string,
  started: Date,
  durationMs: number,
  result: RunResult,
): Promise<void> {
  const run = {
    startedAt: started,
    durationMs: Math.max(0, Math.round(durationMs)),
    status: result.ok ? 'ok' : 'failed',
    error: result.ok ? null : (result.failures?.find((f) => f.orgId === orgId)?.message ?? result.error),
  };
  await db
    .insert(scheduledJobPracticeRuns)
    .values({ job, orgId, ...run })
    .onConflictDoUpdate({ target: [scheduledJobPracticeRuns.job, scheduledJobPracticeRuns.orgId], set: run });
}
