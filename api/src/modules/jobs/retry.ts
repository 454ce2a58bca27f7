// When a failed job is tried again: soon at first (a mail server or the database may be back in a
// minute), then less often, and never later than its usual next run.
const MINUTE_MS = 60_000;

/** Delays after the 1st, 2nd and 3rd failure in a row; after that the job's own interval. */
export const RETRY_DELAYS_MS = [1 * MINUTE_MS, 5 * MINUTE_MS, 15 * MINUTE_MS];

export function nextAfterFailure(failedAt: Date, attempts: number, everyMs: number): Date {
  const delay = RETRY_DELAYS_MS[attempts - 1] ?? everyMs;
  return new Date(failedAt.getTime() + Math.min(delay, everyMs));
}
