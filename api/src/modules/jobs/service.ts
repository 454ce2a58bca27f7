// The scheduled jobs for the Admin: each known job with its row of the shared table as their practice
// sees it, and "run now" (due at once; a runner of any process picks it up within seconds). The
// table is the whole app's: where some practices' part of a run failed, an Admin sees their own
// practice's failure and message, or that the run went well for them; never another practice's.
import { JOB_MESSAGES, type ScheduledJobRow } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobFailures, scheduledJobs } from '../../db/schema';
import { Conflict, NotFound } from '../../lib/errors';
import { seedJobs } from './claims';
import type { ScheduledJob } from './job';

type Row = typeof scheduledJobs.$inferSelect;
type Failure = typeof scheduledJobFailures.$inferSelect;

/** The run as one practice sees it: only the practices' part failed, and not theirs, is a good run. */
function asSeenBy(
  row: Row,
  own: Failure | undefined,
): Pick<ScheduledJobRow, 'lastStatus' | 'lastError' | 'attempts'> {
  const status = row.lastStatus as ScheduledJobRow['lastStatus'];
  if (status !== 'failed' || row.failedPractices === 0)
    return { lastStatus: status, lastError: row.lastError, attempts: row.attempts };
  if (own) return { lastStatus: 'failed', lastError: own.message, attempts: row.attempts };
  return { lastStatus: 'ok', lastError: null, attempts: 0 };
}

function jobRow(job: ScheduledJob, row: Row, own?: Failure): ScheduledJobRow {
  return {
    name: job.name,
    title: job.title,
    description: job.description,
    everyMinutes: row.everyMinutes,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastDurationMs: row.lastDurationMs,
    ...asSeenBy(row, own),
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
  const own = new Map(
    (await db.select().from(scheduledJobFailures).where(eq(scheduledJobFailures.orgId, orgId))).map((f) => [
      f.job,
      f,
    ]),
  );
  return jobs.flatMap((job) => {
    const row = byName.get(job.name);
    return row ? [jobRow(job, row, own.get(job.name))] : [];
  });
}

/** Makes the job due now; refused while a run holds it, which would set its next run afterwards. */
export async function runJobNow(
  db: Db,
  jobs: ScheduledJob[],
  name: string,
  now: Date,
  orgId: string,
): Promise<ScheduledJobRow> {
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new NotFound(JOB_MESSAGES.notFound);
  await seedJobs(db, [job], now);
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) throw new NotFound(JOB_MESSAGES.notFound);
  if (row.lockedUntil && row.lockedUntil > now) throw new Conflict(JOB_MESSAGES.running);
  const [updated] = await db
    .update(scheduledJobs)
    .set({ nextRunAt: now })
    .where(eq(scheduledJobs.name, name))
    .returning();
  const [own] = await db
    .select()
    .from(scheduledJobFailures)
    .where(and(eq(scheduledJobFailures.job, name), eq(scheduledJobFailures.orgId, orgId)));
  return jobRow(job, updated as Row, own);
}
