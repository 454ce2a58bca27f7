// The daily compliance generation: every practice keeps its obligations generated from today to
// `compliance_months_ahead` months ahead, as its first Admin would by hand. Safe from several API
// processes: each practice is done under a Postgres advisory lock (another process holding it
// means the practice is being done), and generation itself creates each obligation once.

import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { forEachPractice, type Practice, type PracticeRun, withPracticeLock } from '../../lib/each-practice';
import { monthsAhead } from './follow-profile';
import { generateForClients } from './generate';

/** First key of the two-key advisory lock; the second is the practice. */
export const GENERATION_JOB_LOCK = 730_002;

export interface GenerationRunResult extends PracticeRun {
  created: number;
}

async function firstAdmin(tx: TenantDb) {
  const [admin] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'Active')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return admin;
}

/** One practice's generation: tasks created, or null when another process holds its lock. */
async function generatePractice(db: Db, org: Practice, now: Date) {
  return withPracticeLock(db, GENERATION_JOB_LOCK, org.id, async (tx) => {
    const admin = await firstAdmin(tx);
    if (!admin) return 0;
    const from = todayIn(org.timeZone, now);
    const to = dayjs(from)
      .add(await monthsAhead(tx), 'month')
      .format('YYYY-MM-DD');
    const ctx = {
      db: tx,
      orgId: org.id,
      user: { id: admin.id, orgId: org.id, role: 'ADMIN' as const, name: admin.name },
    };
    return (await generateForClients(ctx, { from, to })).created;
  });
}

export interface GenerationRunOptions {
  /** The moment the run counts as (tests move it). */
  now?: Date;
  /** Only these practices (tests keep to their own); every practice by default. */
  practiceIds?: string[];
}

/** Runs every practice's generation once; a practice that fails goes to `onError` and is tried
 * again by the next run, the others go on. */
export async function runComplianceGeneration(
  db: Db,
  { now = new Date(), practiceIds }: GenerationRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<GenerationRunResult> {
  let created = 0;
  const run = await forEachPractice(db, practiceIds, onError, async (org) => {
    const made = await generatePractice(db, org, now);
    created += made ?? 0;
    return made !== null;
  });
  return { ...run, created };
}
