// The amounts of the Unbilled tab: what a row bills (the amount typed, else the suggestion), which
// typed amounts differ from the suggestion (sent to the API) and the selection's total, in paise.
import { isMoneyInput, type Money, paiseOf, type UnbilledTask } from '@practice-desk/contracts';

export type AmountEdits = Record<string, string>;

/** The amount text of a row: as typed, else the suggestion, else empty. */
export function amountText(task: UnbilledTask, edits: AmountEdits): string {
  return edits[task.id] ?? task.suggestedAmount ?? '';
}

/** A row's amount in paise, or null when empty or not an amount. */
export function amountPaise(task: UnbilledTask, edits: AmountEdits): number | null {
  const text = amountText(task, edits).trim();
  return text && isMoneyInput(text) ? paiseOf(text) : null;
}

/** The typed amounts of the selected rows that change their suggestion (the API's `amounts`). */
export function changedAmounts(
  tasks: UnbilledTask[],
  selected: string[],
  edits: AmountEdits,
): Record<string, Money> {
  const out: Record<string, Money> = {};
  for (const task of tasks) {
    if (!selected.includes(task.id)) continue;
    const text = edits[task.id]?.trim();
    if (text === undefined || text === (task.suggestedAmount ?? '')) continue;
    out[task.id] = text;
  }
  return out;
}

/** The selected rows lacking a valid amount (they cannot be drafted). */
export function rowsWithoutAmount(
  tasks: UnbilledTask[],
  selected: string[],
  edits: AmountEdits,
): UnbilledTask[] {
  return tasks.filter((t) => selected.includes(t.id) && amountPaise(t, edits) === null);
}

export function selectedTotalPaise(tasks: UnbilledTask[], selected: string[], edits: AmountEdits): number {
  return tasks
    .filter((t) => selected.includes(t.id))
    .reduce((sum, t) => sum + (amountPaise(t, edits) ?? 0), 0);
}
