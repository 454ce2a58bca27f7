// Background jobs walk every practice from every API process: each practice's work runs in one
// transaction under a Postgres advisory lock (another process holding it is doing the same work,
// so this one skips the practice), and one practice failing never stops the others.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organisations } from '../db/schema';
import { scoped, type TenantDb } from '../db/scoped';

export interface Practice {
  id: string;
  timeZone: string;
}

/** How a walk over the practices went. */
export interface PracticeRun {
  practices: number;
  skipped: number;
  failed: number;
}

/** `work` for one practice in a practice-scoped transaction holding the job's lock (released at its
 * end), or null when another process holds that lock. `lockKey` names the job. */
export function withPracticeLock<T>(
  db: Db,
  lockKey: number,
  orgId: string,
  work: (tx: TenantDb) => Promise<T>,
): Promise<T | null> {
  return scoped(db, orgId).transaction(async (tx) => {
    const [lock] = await tx
      .select({
        locked: sql<boolean>`pg_try_advisory_xact_lock(${lockKey}, hashtext(${organisations.id}::text))`,
      })
      .from(organisations)
      .where(eq(organisations.id, orgId));
    return lock?.locked ? work(tx) : null;
  });
}

/** Runs `each` for every practice (or only `practiceIds`), one after another. `each` answers false
 * when it skipped the practice; a practice that throws goes to `onError` and the next run tries it
 * again. */
export async function forEachPractice(
  db: Db,
  practiceIds: string[] | undefined,
  onError: (err: unknown, orgId: string) => void,
  each: (org: Practice) => Promise<boolean>,
): Promise<PracticeRun> {
  const practices = await db
    .select({ id: organisations.id, timeZone: organisations.timeZone })
    .from(organisations)
    .where(practiceIds ? inArray(organisations.id, practiceIds) : undefined);
  const run: PracticeRun = { practices: 0, skipped: 0, failed: 0 };
  for (const org of practices) {
    try {
      if (await each(org)) run.practices += 1;
      else run.skipped += 1;
    } catch (err) {
      run.failed += 1;
      onError(err, org.id);
    }
  }
  return run;
}
