// The status of a compliance item, from its dates alone: filed on or before its due date, filed
// after it, not filed and past it (overdue by the one rule of overdue.ts), or not yet due.
import { isWorkOverdue } from '../overdue';
import type { ComplianceStatus } from './api';

export interface ItemDates {
  /** YYYY-MM-DD in force (after any extension). */
  dueDate: string;
  filedOn: string | null;
}

export function complianceStatus(item: ItemDates, today: string): ComplianceStatus {
  if (item.filedOn !== null) return item.filedOn <= item.dueDate ? 'filed' : 'filed-late';
  return isWorkOverdue({ dueDate: item.dueDate, done: false }, today) ? 'overdue' : 'open';
}
