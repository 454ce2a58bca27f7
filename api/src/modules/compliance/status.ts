// The status of a compliance item comes from contracts (complianceStatus, on the one rule of
// overdue); here, which of two statuses needs attention first.
import type { ComplianceStatus } from '@practice-desk/contracts';

export { complianceStatus, type ItemDates } from '@practice-desk/contracts';

/** Which of two statuses needs attention first (overdue, then open, filed late, filed). */
const URGENCY: Record<ComplianceStatus, number> = { overdue: 0, open: 1, 'filed-late': 2, filed: 3 };

export function moreUrgent(a: ComplianceStatus, b: ComplianceStatus): boolean {
  return URGENCY[a] < URGENCY[b];
}
