// The scheduled jobs every API process shares: one row per job, claimed with FOR UPDATE SKIP
// LOCKED and held by a lease (locked_by, locked_until), so a job runs in one process at a time and
// a process that died mid-run is taken over once its lease has passed. Not a practice's data.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

export const scheduledJobs = pgTable('scheduled_jobs', {
  /** The job's key in code (modules/jobs/catalogue.ts). */
  name: text('name').primaryKey(),
  /** How often it runs when it succeeds. */
  everyMinutes: integer('every_minutes').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the last run started. */
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** ok, failed, or running. Null until the first run. */
  lastStatus: text('last_status'),
  /** A failure of the whole run; for practices that failed, only how many (their messages are in
   * scheduled_job_failures, each for its own practice's Admin). */
  lastError: text('last_error'),
  /** Practices whose part of the last run failed (0 when the run failed as a whole or went well). */
  failedPractices: integer('failed_practices').notNull().default(0),
  lastDurationMs: integer('last_duration_ms'),
  /** Failed runs in a row (0 after a good one); sets the retry's delay. */
  attempts: integer('attempts').notNull().default(0),
  /** The process running it, and until when its claim holds. */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Each practice's part of a job's last run that failed, with its message: a practice's Admin sees
 * only their own practice's failure, never another's (the jobs table is the whole app's). Replaced
 * by every run of the job. */
export const scheduledJobFailures = pgTable(
  'scheduled_job_failures',
  {
    job: text('job').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.orgId] })],
);

/** A practice's own last run of a job, started by its Admin (Run now runs a job for their practice
 * only); shown to that practice when it is newer than the shared run. */
export const scheduledJobPracticeRuns = pgTable(
  'scheduled_job_practice_runs',
  {
    job: text('job').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** ok or failed. */
    status: text('status').notNull(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.orgId] })],
);
