// Completing a Monthly, Quarterly or Yearly task creates its next occurrence, exactly once.
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { findStatusByKey } from './lookups';

const STEP = { Monthly: [1, 'month'], Quarterly: [3, 'month'], Yearly: [1, 'year'] } as const;

/** Statuses that mean the work is finished (Pending awaits invoicing). */
export const FINISHED_KEYS = new Set(['COMPLETED', 'PENDING']);

export async function createNextOccurrence(
  tx: TenantDb,
  orgId: string,
  taskId: string,
  today: string,
): Promise<void> {
  const [done] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId)));
  if (!done || done.frequency === 'None') return;
  const [amount, unit] = STEP[done.frequency];
  const due = dayjs(done.dueDate ?? today)
    .add(amount, unit)
    .format('YYYY-MM-DD');
  const todo = await findStatusByKey(tx, orgId, 'TODO');
  // The unique index on previous_occurrence_id makes a second completion a no-op.
  await tx
    .insert(tasks)
    .values({
      orgId,
      clientId: done.clientId,
      task: done.task,
      subTask: done.subTask,
      et: done.et,
      tt: 0,
      allottedTo: done.allottedTo,
      teamLeader: done.teamLeader,
      createdBy: done.createdBy,
      priorityId: done.priorityId,
      statusId: todo.id,
      dueDate: due,
      frequency: done.frequency,
      previousOccurrenceId: done.id,
    })
    .onConflictDoNothing({ target: tasks.previousOccurrenceId });
}
