// The task grid's "Mark N filed": the compliance items behind a task selection (ticked ids or the
// whole view, found as every bulk action finds them) that the caller may mark filed, and how many
// selected tasks are left out and why. The filings themselves go through POST /compliance/filings/bulk.
import type { TaskFilingTarget, TaskFilingTargets, TaskSelection } from '@practice-desk/contracts';
import { and, asc, inArray } from 'drizzle-orm';
import { clients, complianceItems } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { resolveSelection } from '../tasks/selection';
import { type ItemRecord, liveItem, selectItems } from './calendar-items';
import { mayFile } from './filing-bulk';

/** Whether the caller may file the item; an item they cannot see counts as not theirs. */
function mayFileSeen(ctx: ServiceContext, item: ItemRecord): boolean {
  try {
    return mayFile(ctx, item);
  } catch (err) {
    if (err instanceof NotFound) return false;
    throw err;
  }
}

export async function filingTargetsOfTasks(
  ctx: ServiceContext,
  selection: TaskSelection,
): Promise<TaskFilingTargets> {
  const taskIds = [...new Set(await resolveSelection(ctx, selection))];
  // Oldest due first, as the calendar lists them; at most BULK_VIEW_MAX tasks.
  const items = await selectItems(ctx.db)
    .where(and(inArray(complianceItems.taskId, taskIds), liveItem()))
    .orderBy(asc(complianceItems.dueDate), asc(clients.name), asc(complianceItems.title));
  const targets: TaskFilingTarget[] = [];
  const skipped = { withoutItem: taskIds.length - items.length, alreadyFiled: 0, notYours: 0 };
  for (const item of items) {
    if (!mayFileSeen(ctx, item)) skipped.notYours += 1;
    else if (item.filedOn) skipped.alreadyFiled += 1;
    else
      targets.push({
        taskId: item.taskId ?? '',
        itemId: item.id,
        code: item.code,
        title: item.title,
        clientName: item.clientName,
        dueDate: item.dueDate,
      });
  }
  return { targets, skipped };
}
