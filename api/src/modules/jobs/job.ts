// What a scheduled job is: a name, what it does in words, how often, and its run. A run that walks
// the practices reports how many failed (the others went on); the runner records that as a failure
// with the counts, so it is retried and shown on the Admin's page.

export interface JobReport {
  /** Practices the run walked, when the job counts them. */
  practices?: number;
  /** Practices whose work failed this run (their work is tried again by the next run). */
  failedPractices: number;
  firstError?: string;
}

export interface ScheduledJob {
  name: string;
  /** The job in words, as the Admin's page names it. */
  title: string;
  description: string;
  everyMinutes: number;
  /** One run as of `now` (tests set it). */
  run(now: Date): Promise<JobReport>;
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The line the Admin reads for a run some of whose practices failed. */
export function failureLine(report: JobReport): string {
  const n = report.failedPractices;
  const counted = report.practices === undefined ? `${n}` : `${n} of ${report.practices + n}`;
  const first = report.firstError ? `: ${report.firstError}` : '';
  return `${counted} ${n === 1 && report.practices === undefined ? 'practice' : 'practices'} failed${first}`;
}

/** Collects the failures of one run's practices: `onError` goes to the job, `report` to the runner. */
export function practiceFailures(onLog: (err: unknown, orgId: string) => void) {
  const failed = new Set<string>();
  let firstError: string | undefined;
  return {
    onError(err: unknown, orgId: string) {
      failed.add(orgId);
      firstError ??= messageOf(err);
      onLog(err, orgId);
    },
    report(practices?: number): JobReport {
      return { practices, failedPractices: failed.size, firstError };
    },
  };
}
