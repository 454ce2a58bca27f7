// The status of a compliance item, from its dates alone: filed on or before its due date, filed
// after it, not filed and past it (in the practice's today), or not filed and not yet due.
import type { ComplianceStatus } from '@practice-desk/contracts';

export interface ItemDates {
  /** YYYY-MM-DD in force (after any extension). */
  dueDate: string;
  filedOn: string | null;
}

export function complianceStatus(item: ItemDates, today: string): ComplianceStatus {
  if (item.filedOn !== null) return item.filedOn <= item.dueDate ? 'filed' : 'filed-late';
  return today > item.dueDate ? 'overdue' : 'open';
}

/** Which of two statuses needs attention first (overdue, then open, filed late, filed). */
const URGENCY: Record<ComplianceStatus, number> = { overdue: 0, open: 1, 'filed-late': 2, filed: 3 };

export function moreUrgent(a: ComplianceStatus, b: ComplianceStatus): boolean {
  return URGENCY[a] < URGENCY[b];
}
