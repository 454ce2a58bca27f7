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
  queued: (title: string) => `${title} will run within a few seconds`,
  neverRun: 'Not run yet',
} as const;

/** "every hour", "every day", "every 15 minutes". */
export function jobInterval(everyMinutes: number): string {
  if (everyMinutes % 1440 === 0)
    return everyMinutes === 1440 ? 'every day' : `every ${everyMinutes / 1440} days`;
  if (everyMinutes % 60 === 0) return everyMinutes === 60 ? 'every hour' : `every ${everyMinutes / 60} hours`;
  return everyMinutes === 1 ? 'every minute' : `every ${everyMinutes} minutes`;
}
