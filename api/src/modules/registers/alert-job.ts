// The registers' daily alerts: UDINs not yet generated (udin/alerts.ts) and DSCs about to expire
// (dsc/alerts.ts). Run hourly by the scheduled jobs
// (jobs/catalogue.ts); each practice's alerts are written under a Postgres advisory lock, and each alert
// remembers it was sent, so reruns add nothing.
import { todayIn } from '@practice-desk/contracts';
import type { Db } from '../../db/client';
import { forEachPractice, type PracticeRun, withPracticeLock } from '../../lib/each-practice';
import { readPreferences } from '../config/preferences';
import { alertExpiringCertificates } from '../dsc/alerts';
import { alertUdinDocuments } from '../udin/alerts';

/** First key of the two-key advisory lock (compliance's is 730_017); the second is the practice. */
const REGISTER_ALERTS_LOCK = 730_019;

export interface RegisterAlertsResult extends PracticeRun {
  udin: number;
  dsc: number;
}

export interface RegisterAlertsOptions {
  /** The moment the run counts as (tests move it). */
  now?: Date;
  /** Only these practices (tests keep to their own); every practice by default. */
  practiceIds?: string[];
}

export async function runRegisterAlerts(
  db: Db,
  { now = new Date(), practiceIds }: RegisterAlertsOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<RegisterAlertsResult> {
  let udin = 0;
  let dsc = 0;
  const run = await forEachPractice(db, practiceIds, onError, async (org) => {
    const today = todayIn(org.timeZone, now);
    const done = await withPracticeLock(db, REGISTER_ALERTS_LOCK, org.id, async (tx) => {
      const { udinWindowDays = 60 } = await readPreferences({
        db: tx,
        orgId: org.id,
        user: { id: '', orgId: org.id, role: 'ADMIN', name: 'registers job' },
      });
      udin += await alertUdinDocuments(tx, org.id, udinWindowDays, today, now);
      dsc += await alertExpiringCertificates(tx, org.id, today, now);
      return true;
    });
    return done !== null;
  });
  return { ...run, udin, dsc };
}
