// The lock of an approved day: no time entry of that person on that date may be added, changed or
// deleted until the day is reopened. Every write of time entries calls this in its transaction.
import { DAY_END_MESSAGES } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { dayEnds } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { Conflict } from '../../lib/errors';

/** Refuses (409) a write of `userId`'s time on `date` when that day is approved. The row is read
 * FOR SHARE so an approval running at the same time waits for this write, and this write sees
 * an approval that committed first. */
export async function assertDayOpen(tx: TenantDb, userId: string, date: string): Promise<void> {
  if (await dayIsApproved(tx, userId, date)) throw new Conflict(DAY_END_MESSAGES.locked);
}

/** Whether `userId`'s `date` is approved (locked), read FOR SHARE as above. */
export async function dayIsApproved(tx: TenantDb, userId: string, date: string): Promise<boolean> {
  const [day] = await tx
    .select({ status: dayEnds.status })
    .from(dayEnds)
    .where(and(eq(dayEnds.orgId, tx.orgId), eq(dayEnds.userId, userId), eq(dayEnds.date, date)))
    .for('share');
  return day?.status === 'approved';
}
