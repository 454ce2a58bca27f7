// Completing a Monthly, Quarterly or Yearly task creates its next occurrence, exactly once; a name
// or sub-task ending in a period ('GSTR-3B – Oct 2026') moves on with it ('GSTR-3B – Nov 2026').
import { nextPeriodTitle } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { findStatusByKey } from './lookups';

const STEP = { Monthly: [1, 'month'], Quarterly: [3, 'month'], Yearly: [1, 'year'] } as const;

type Frequency = keyof typeof STEP;
// How many of the name's periods one occurrence moves: a monthly label by the months of the step,
// a quarter label by quarters; a label longer than the step ('FY 2025-26' on a monthly task) stays.
const LABEL_STEPS: Record<Frequency, { month: number; quarter: number; year: number }> = {
  Monthly: { month: 1, quarter: 0, year: 0 },
  Quarterly: { month: 3, quarter: 1, year: 0 },
  Yearly: { month: 12, quarter: 4, year: 1 },
};
const QUARTER_LABEL = /(^|\s)Q[1-4] \d{4}-\d{2}$/;
const YEAR_LABEL = /(^|\s)FY \d{4}-\d{2}$/;

/** The next occurrence's name: its period label moved on by the frequency, else the same name. */
export function nextOccurrenceName(name: string, frequency: Frequency): string {
  if (nextPeriodTitle(name) === null) return name;
  const kind = QUARTER_LABEL.test(name) ? 'quarter' : YEAR_LABEL.test(name) ? 'year' : 'month';
  let next = name;
  for (let i = 0; i < LABEL_STEPS[frequency][kind]; i++) next = nextPeriodTitle(next) ?? next;
  return next;
}

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
      task: nextOccurrenceName(done.task, done.frequency),
      subTask: nextOccurrenceName(done.subTask, done.frequency),
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
