// The SQL of the shared jobs table: seed the known jobs, claim one that is due (FOR UPDATE SKIP
// LOCKED, so two processes never take the same row; then a lease, so a process that died mid-run
// is taken over once the lease has passed), extend the lease while running, and record the run.
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobFailures, scheduledJobs } from '../../db/schema';
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
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scheduledJobs)
      .where(
        and(
          inArray(scheduledJobs.name, names),
          lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
        ),
      )
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
