// What a scheduled job is: a name, what it does in words, how often, and its run. A run that walks
// the practices reports which failed and why (the others went on); the runner records that as a
// failure, so it is retried, and each practice's Admin sees only their own practice's message.

export interface JobReport {
  /** Practices the run walked, when the job counts them. */
  practices?: number;
  /** Practices whose work failed this run (their work is tried again by the next run). */
  failedPractices: number;
  /** Each failed practice's message. */
  failures?: PracticeFailure[];
  /** When the job runs next, for a job kept to a time of day; its interval after this run otherwise. */
  nextRunAt?: Date;
}

export interface PracticeFailure {
  orgId: string;
  message: string;
}

/** Which practices a run is for: every practice when absent (the scheduled runs, and the
 * operator's `npm run jobs -- run`); an Admin's Run now is for their own practice only. */
export interface JobScope {
  practiceIds?: string[];
}

export interface ScheduledJob {
  name: string;
  /** The job in words, as the Admin's page names it. */
  title: string;
  description: string;
  everyMinutes: number;
  /** How long one run may take before it is marked failed; the runner's default when absent. */
  timeLimitMs?: number;
  /** The job works on the whole server, not on practices (the database's upkeep): no Admin runs
   * it for their practice; the operator's command does. */
  wholeServer?: boolean;
  /** One run as of `now` (tests set it), for the practices of `scope`. */
  run(now: Date, scope?: JobScope): Promise<JobReport>;
}

export const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The whole run's line for a run some of whose practices failed: counts only, no practice's
 * message (those are each practice's own). */
export function failureLine(report: JobReport): string {
  const n = report.failedPractices;
  const counted = report.practices === undefined ? `${n}` : `${n} of ${report.practices + n}`;
  return `${counted} ${n === 1 && report.practices === undefined ? 'practice' : 'practices'} failed`;
}

/** Collects the failures of one run's practices: `onError` goes to the job, `report` to the runner. */
export function practiceFailures(onLog: (err: unknown, orgId: string) => void) {
  const failed = new Map<string, string>();
  return {
    onError(err: unknown, orgId: string) {
      if (!failed.has(orgId)) failed.set(orgId, messageOf(err));
      onLog(err, orgId);
    },
    report(practices?: number): JobReport {
      return {
        practices,
        failedPractices: failed.size,
        failures: [...failed].map(([orgId, message]) => ({ orgId, message })),
      };
    },
  };
}
