// The scheduled jobs every API process shares: one row per job, claimed with FOR UPDATE SKIP
// LOCKED and held by a lease (locked_by, locked_until), so a job runs in one process at a time and
// a process that died mid-run is taken over once its lease has passed. Not a practice's data.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  lastError: text('last_error'),
  lastDurationMs: integer('last_duration_ms'),
  /** Failed runs in a row (0 after a good one); sets the retry's delay. */
  attempts: integer('attempts').notNull().default(0),
  /** The process running it, and until when its claim holds. */
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
