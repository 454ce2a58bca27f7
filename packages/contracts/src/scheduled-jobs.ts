// The scheduled jobs as the Admin sees them (Configurations → Scheduled jobs): what each does, how
// often, its last run and the next, and the message of a failed run.
import * as v from 'valibot';

export const JOB_STATUSES = ['ok', 'failed', 'running'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JobNameParams = v.strictObject({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/, 'Unknown scheduled job')),
});
export type JobNameParams = v.InferOutput<typeof JobNameParams>;

const Moment = v.pipe(v.string(), v.isoTimestamp());

export const ScheduledJobRow = v.strictObject({
  name: v.string(),
  /** The job in words ("Due-date reminders"). */
  title: v.string(),
  description: v.string(),
  everyMinutes: v.pipe(v.number(), v.integer()),
  /** When the last run started; null before the first. */
  lastRunAt: v.nullable(Moment),
  lastDurationMs: v.nullable(v.pipe(v.number(), v.integer())),
  lastStatus: v.nullable(v.picklist(JOB_STATUSES)),
  lastError: v.nullable(v.string()),
  /** Failed runs in a row; 0 after a good one. */
  attempts: v.pipe(v.number(), v.integer()),
  nextRunAt: Moment,
});
export type ScheduledJobRow = v.InferOutput<typeof ScheduledJobRow>;

export const ScheduledJobList = v.strictObject({ jobs: v.array(ScheduledJobRow) });
export type ScheduledJobList = v.InferOutput<typeof ScheduledJobList>;

export const ScheduledJobRunNow = v.strictObject({ job: ScheduledJobRow });
export type ScheduledJobRunNow = v.InferOutput<typeof ScheduledJobRunNow>;

export const JOB_MESSAGES = {
  notFound: 'No scheduled job by that name',
  running: 'This job is running now; run it again once it has finished',
  /** Run now (an Admin's) runs the job for their own practice only. */
  ranForPractice: (title: string) => `${title} ran for your practice`,
  failedForPractice: (title: string, error: string | null) =>
    `${title} failed for your practice${error ? `: ${error}` : ''}`,
  /** A job with no practice to run for (the database's upkeep): the operator's command runs it. */
  operatorOnly: (name: string) =>
    `This job works on the whole server, not one practice: the server's operator runs it with npm run jobs -- run ${name}`,
  timedOut: (limit: string) => `Stopped waiting for it: it ran past its time limit of ${limit}`,
  neverRun: 'Not run yet',
} as const;

/** A run's time limit in words: "10 minutes", "25 seconds", "50 ms". */
export function jobTimeLimit(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return ms === 60_000 ? '1 minute' : `${ms / 60_000} minutes`;
  if (ms >= 1000 && ms % 1000 === 0) return ms === 1000 ? '1 second' : `${ms / 1000} seconds`;
  return `${ms} ms`;
}

/** "every hour", "every day", "every 15 minutes". */
export function jobInterval(everyMinutes: number): string {
  if (everyMinutes % 1440 === 0)
    return everyMinutes === 1440 ? 'every day' : `every ${everyMinutes / 1440} days`;
  if (everyMinutes % 60 === 0) return everyMinutes === 60 ? 'every hour' : `every ${everyMinutes / 60} hours`;
  return everyMinutes === 1 ? 'every minute' : `every ${everyMinutes} minutes`;
}
