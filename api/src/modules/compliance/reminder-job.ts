// The daily compliance job: the reminders of compliance items (reminders.ts) and, from 07:00 on the
// practice's clock, the opt-in digests (digest.ts). Like the task due-date job it runs on start and
// every hour from every API process; each practice's reminders are written under a Postgres
// advisory lock, and every reminder and digest is written once per day, so reruns add nothing.

import { todayIn } from '@practice-desk/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { organisations } from '../../db/schema';
import { scoped } from '../../db/scoped';
import { repeatEvery } from '../../lib/repeating';
import { type DigestDeps, sendDigests } from './digest';
import { remindComplianceItems } from './reminders';

/** First key of the two-key advisory lock (the due-date job's is 730_001); the second is the practice. */
const COMPLIANCE_JOB_LOCK = 730_017;
/** Digests go out on the first run at or after this hour of the practice's day. */
export const DIGEST_FROM_HOUR = 7;
const HOUR_MS = 60 * 60 * 1000;

export interface ComplianceRunResult {
  practices: number;
  skipped: number;
  failed: number;
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

async function remindPractice(db: Db, org: { id: string; timeZone: string }, today: string, now: Date) {
  return scoped(db, org.id).transaction(async (tx) => {
    const [lock] = await tx
      .select({
        locked: sql<boolean>`pg_try_advisory_xact_lock(${COMPLIANCE_JOB_LOCK}, hashtext(${organisations.id}::text))`,
      })
      .from(organisations)
      .where(eq(organisations.id, org.id));
    if (!lock?.locked) return null;
    return remindComplianceItems(tx, org.id, today, org.timeZone, now);
  });
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
  const practices = await db
    .select({ id: organisations.id, timeZone: organisations.timeZone })
    .from(organisations)
    .where(practiceIds ? inArray(organisations.id, practiceIds) : undefined);
  const result: ComplianceRunResult = { practices: 0, skipped: 0, failed: 0, reminders: 0, digests: 0 };
  for (const org of practices) {
    try {
      const today = todayIn(org.timeZone, now);
      const reminded = await remindPractice(db, org, today, now);
      if (reminded === null) {
        result.skipped += 1;
        continue;
      }
      result.practices += 1;
      result.reminders += reminded;
      if (hourIn(org.timeZone, now) < DIGEST_FROM_HOUR) continue;
      const digests = await sendDigests(scoped(db, org.id), org.id, today, deps, (err) =>
        onError(err, org.id),
      );
      result.digests += digests.sent;
    } catch (err) {
      result.failed += 1;
      onError(err, org.id);
    }
  }
  return result;
}

export interface ComplianceSchedule {
  stop(): Promise<void>;
}

/** Starts the job with the server: now, then every hour; stopped (a run in progress awaited) on close. */
export function scheduleComplianceJob(
  db: Db,
  deps: DigestDeps,
  log: FastifyBaseLogger,
  { everyMs = HOUR_MS, practiceIds }: { everyMs?: number; practiceIds?: string[] } = {},
): ComplianceSchedule {
  const onError = (err: unknown, orgId: string) =>
    log.error({ err, orgId }, 'compliance reminders of a practice failed; the next run tries again');
  return repeatEvery(everyMs, log, 'compliance reminders', async () => {
    const result = await runComplianceJob(db, deps, { practiceIds }, onError);
    if (result.reminders > 0 || result.digests > 0) log.info(result, 'compliance reminders and digests sent');
  });
}
