// How a scheduled job's times read on its page: a moment as date and time, a run's length in
// seconds or minutes, and whether it is waiting for a runner to take it.
import type { Preferences, ScheduledJobRow } from '@practice-desk/contracts';
import dayjs from 'dayjs';

/** A moment in the practice's date format, to the second (jobs run seconds apart). */
export const jobMoment = (iso: string, format: Preferences['dateFormat']) =>
  dayjs(iso).format(`${format} HH:mm:ss`);

export function runLength(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** Due and not yet taken: a runner picks it up within seconds. */
export const isQueued = (job: ScheduledJobRow, now = Date.now()) =>
  job.lastStatus !== 'running' && Date.parse(job.nextRunAt) <= now;

/** The page refreshes itself while a job waits for a runner or runs. */
export const needsWatching = (jobs: ScheduledJobRow[]) =>
  jobs.some((job) => job.lastStatus === 'running' || isQueued(job));
