// The scheduled jobs for the Admin: each known job with its row of the shared table, and "run now"
// (due at once; a runner of any process picks it up within seconds).
import { JOB_MESSAGES, type ScheduledJobRow } from '@practice-desk/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobs } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { seedJobs } from './claims';
import type { ScheduledJob } from './job';

type Row = typeof scheduledJobs.$inferSelect;

function jobRow(job: ScheduledJob, row: Row): ScheduledJobRow {
  return {
    name: job.name,
    title: job.title,
    description: job.description,
    everyMinutes: row.everyMinutes,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastDurationMs: row.lastDurationMs,
    lastStatus: row.lastStatus as ScheduledJobRow['lastStatus'],
    lastError: row.lastError,
    attempts: row.attempts,
    nextRunAt: row.nextRunAt.toISOString(),
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

/** The known jobs in the catalogue's order; a job no runner has added yet is added here. */
export async function listJobs(db: Db, jobs: ScheduledJob[]): Promise<ScheduledJobRow[]> {
  if (jobs.length === 0) return [];
  let rows = await rowsOf(db, jobs);
  if (rows.length < jobs.length) {
    const present = new Set(rows.map((row) => row.name));
    await seedJobs(
      db,
      jobs.filter((job) => !present.has(job.name)),
    );
    rows = await rowsOf(db, jobs);
  }
  const byName = new Map(rows.map((row) => [row.name, row]));
  return jobs.flatMap((job) => {
    const row = byName.get(job.name);
    return row ? [jobRow(job, row)] : [];
  });
}

/** Makes the job due now; refused while a run holds it, which would set its next run afterwards. */
export async function runJobNow(
  db: Db,
  jobs: ScheduledJob[],
  name: string,
  now: Date,
): Promise<ScheduledJobRow> {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new NotFound(JOB_MESSAGES.notFound);
  await seedJobs(db, [job]);
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) throw new NotFound(JOB_MESSAGES.notFound);
  if (row.lockedUntil && row.lockedUntil > now) throw new Conflict(JOB_MESSAGES.running);
  const [updated] = await db
    .update(scheduledJobs)
    .set({ nextRunAt: now })
    .where(eq(scheduledJobs.name, name))
    .returning();
  return jobRow(job, updated as Row);
}
