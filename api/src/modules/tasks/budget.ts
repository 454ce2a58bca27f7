// The estimate is the task's budget: when a time entry takes TT to 80% or 100% of ET, the team
// leader and the person are told once per threshold. The claim is a conditional update of the
// task's budget_alerted, made after the entry's own update of the task row (which holds its lock
// until the transaction ends), so concurrent entries crossing together tell once.
import { budgetLevel } from '@practice-desk/contracts';
import { and, eq, lt } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { notifyTaskBudget } from '../notifications/task-events';

export async function tellBudgetReached(
  tx: TenantDb,
  orgId: string,
  taskId: string,
  task: { tt: number; et: number; budgetAlerted: number },
): Promise<void> {
  const level = budgetLevel(task.tt, task.et);
  if (level === 0 || level <= task.budgetAlerted) return;
  const [claimed] = await tx
    .update(tasks)
    .set({ budgetAlerted: level })
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId), lt(tasks.budgetAlerted, level)))
    .returning({ id: tasks.id });
  if (claimed) await notifyTaskBudget(tx, orgId, taskId, { level, tt: task.tt, et: task.et });
}
