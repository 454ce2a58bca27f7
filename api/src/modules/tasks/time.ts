// Time taken is the sum of time entries; every change of TT is an entry.
import { and, eq, sql } from 'drizzle-orm';
import { tasks, timeEntries } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { assertDayOpen } from '../day-ends/lock';
import { tellBudgetReached } from './budget';

export interface NewTimeEntry {
  orgId: string;
  taskId: string;
  userId: string;
  date: string;
  minutes: number;
  note?: string | null;
}

/** Records an entry, moves the task's TT by the same minutes and keeps its last worked date, and
 * tells the people on the task when TT reaches a threshold of its estimate; call inside a
 * transaction. Refused (409) on a day of the person's that is approved. */
export async function addTimeEntry(tx: TenantDb, entry: NewTimeEntry): Promise<void> {
  if (entry.minutes === 0) return;
  await assertDayOpen(tx, entry.userId, entry.date);
  await tx.insert(timeEntries).values(entry);
  const [task] = await tx
    .update(tasks)
    .set({
      tt: sql`${tasks.tt} + ${entry.minutes}`,
      lastWorkedOn: sql`greatest(${tasks.lastWorkedOn}, ${entry.date}::date)`,
      updatedAt: new Date(),
    })
    .where(and(eq(tasks.orgId, entry.orgId), eq(tasks.id, entry.taskId)))
    .returning({ tt: tasks.tt, et: tasks.et, budgetAlerted: tasks.budgetAlerted });
  if (task && entry.minutes > 0) await tellBudgetReached(tx, entry.orgId, entry.taskId, task);
}
