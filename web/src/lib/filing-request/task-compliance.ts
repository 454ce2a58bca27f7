// A task generated from an obligation carries its compliance item (`compliance` on the task row):
// completing such a task asks for the filing first, unless it was already filed.
import type { TaskRow } from '@practice-desk/contracts';

/** What the filing dialog needs to know about the item it records. */
export interface FilingTarget {
  itemId: string;
  code: string;
  title: string;
  clientName: string;
  dueDate: string | null;
}

/**
 * The item to ask the filing of, when a status change takes a generated, not yet filed task to
 * Completed (`nextStatusKey` is the chosen status's system key); null for every other change.
 */
export function filingToAsk(row: TaskRow, nextStatusKey: string | null): FilingTarget | null {
  const item = row.compliance;
  if (!item || item.filedOn || nextStatusKey !== 'COMPLETED' || row.statusKey === 'COMPLETED') return null;
  return {
    itemId: item.itemId,
    code: item.code,
    title: row.task,
    clientName: row.client?.name ?? '',
    dueDate: row.dueDate,
  };
}
