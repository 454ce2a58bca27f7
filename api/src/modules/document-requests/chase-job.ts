// The hourly chase of document requests (jobs/catalogue.ts): for each practice, under its advisory
// lock, raise the requests of compliance items falling due (auto-raise.ts), mail the reminders
// due (reminders.ts) and, from 07:00 on the practice's clock, the day's digest of overdue requests
// (overdue-digest.ts). Each step writes what it did, so a rerun adds nothing.
import { todayIn } from '@practice-desk/contracts';
import type { Db } from '../../db/client';
import { forEachPractice, type PracticeRun, withPracticeLock } from '../../lib/each-practice';
import { raiseRequestsAhead } from './auto-raise';
import { type ChaseDeps, chaseSettings } from './chase-settings';
import { notifyOverdueRequests } from './overdue-digest';
import { sendRequestReminders } from './reminders';

/** First key of the two-key advisory lock (other jobs: 730_001, 730_017, 730_029…). */
const CHASE_JOB_LOCK = 730_043;
/** The overdue digest goes on the first run at or after this hour of the practice's day. */
export const OVERDUE_DIGEST_FROM_HOUR = 7;

export interface ChaseRun extends PracticeRun {
  raised: number;
  reminders: number;
  digests: number;
}

export interface ChaseRunOptions {
  now?: Date;
  practiceIds?: string[];
}

const hourIn = (timeZone: string, now: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now));

export async function runDocumentChase(
  db: Db,
  deps: ChaseDeps,
  { now = new Date(), practiceIds }: ChaseRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<ChaseRun> {
  const total = { raised: 0, reminders: 0, digests: 0 };
  const run = await forEachPractice(db, practiceIds, onError, async (org) => {
    const today = todayIn(org.timeZone, now);
    const failed = (err: unknown) => onError(err, org.id);
    const done = await withPracticeLock(db, CHASE_JOB_LOCK, org.id, async (tx) => {
      const settings = await chaseSettings(tx);
      total.raised += await raiseRequestsAhead(tx, deps, settings, today, failed);
      total.reminders += await sendRequestReminders(tx, deps, settings, today, org.timeZone, now, failed);
      if (hourIn(org.timeZone, now) >= OVERDUE_DIGEST_FROM_HOUR)
        total.digests += await notifyOverdueRequests(tx, today, org.timeZone, now);
      return true;
    });
    return done !== null;
  });
  return { ...run, ...total };
}
