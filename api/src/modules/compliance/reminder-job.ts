// The daily compliance job: the reminders of compliance items (reminders.ts) and, from 07:00 on the
// practice's clock, the opt-in digests (digest.ts). Run hourly by the scheduled jobs
// (jobs/catalogue.ts); each practice's reminders are written under a Postgres
// advisory lock, and every reminder and digest is written once per day, so reruns add nothing.

import { todayIn } from '@practice-desk/contracts';
import type { Db } from '../../db/client';
import { scoped } from '../../db/scoped';
import { forEachPractice, type Practice, type PracticeRun, withPracticeLock } from '../../lib/each-practice';
import { type DigestDeps, sendDigests } from './digest';
import { remindComplianceItems } from './reminders';

/** First key of the two-key advisory lock (the due-date job's is 730_001); the second is the practice. */
const COMPLIANCE_JOB_LOCK = 730_017;
/** Digests go out on the first run at or after this hour of the practice's day. */
export const DIGEST_FROM_HOUR = 7;

export interface ComplianceRunResult extends PracticeRun {
  reminders: number;
  digests: number;
}

export interface ComplianceRunOptions {
  /** The moment the run counts as (tests move it). */
  now?: Date;
  /** Only these practices (tests keep to their own); every practice by default. */
  practiceIds?: string[];
}

const hourIn = (timeZone: string, now: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

async function remindPractice(db: Db, org: Practice, today: string, now: Date) {
  return withPracticeLock(db, COMPLIANCE_JOB_LOCK, org.id, (tx) =>
    remindComplianceItems(tx, org.id, today, org.timeZone, now),
  );
}

/** One run over every practice. A practice that fails is reported to `onError` and retried by the
 * next run; the others go on. */
export async function runComplianceJob(
  db: Db,
  deps: DigestDeps,
  { now = new Date(), practiceIds }: ComplianceRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<ComplianceRunResult> {
  let reminders = 0;
  let digests = 0;
  const run = await forEachPractice(db, practiceIds, onError, async (org) => {
    const today = todayIn(org.timeZone, now);
    const reminded = await remindPractice(db, org, today, now);
    if (reminded === null) return false;
    reminders += reminded;
    if (hourIn(org.timeZone, now) >= DIGEST_FROM_HOUR)
      digests += (await sendDigests(scoped(db, org.id), org.id, today, deps, (err) => onError(err, org.id)))
        .sent;
    return true;
  });
  return { ...run, reminders, digests };
}
