// How a compliance status reads and looks: the same words and colours in the calendar, the list
// and the status board, where a cell always says its status in words (never colour alone).
import { type BoardCell, type BoardCellStatus, waitingOnClientLabel } from '@practice-desk/contracts';
import dayjs from 'dayjs';

export interface StatusLook {
  label: string;
  color: string;
}

export const STATUS_LOOK: Record<BoardCellStatus, StatusLook> = {
  open: { label: 'Open', color: 'blue' },
  overdue: { label: 'Overdue', color: 'red' },
  filed: { label: 'Filed', color: 'green' },
  'filed-late': { label: 'Filed late', color: 'orange' },
  // A past period the profile gives with no item generated: not counted as overdue anywhere.
  'not-generated': { label: 'Not generated', color: 'yellow' },
  'not-applicable': { label: 'Not applicable', color: 'gray' },
};

/** A status board cell's text: 'Filed 12 Nov', 'Filed late', 'Open', 'Overdue', 'Not generated'
 * or '—'. */
export function boardCellText(cell: BoardCell | undefined): string {
  if (!cell || cell.status === 'not-applicable') return '—';
  if (cell.status === 'filed' && cell.filedOn) return `Filed ${dayjs(cell.filedOn).format('D MMM')}`;
  return STATUS_LOOK[cell.status].label;
}

/** What a screen reader (and a hover) hears for a cell: the text above with its dates. */
export function boardCellDescription(cell: BoardCell | undefined, periodLabel: string): string {
  if (!cell || cell.status === 'not-applicable') return `${periodLabel}: not applicable`;
  const due = cell.dueDate ? `, due ${dayjs(cell.dueDate).format('D MMM YYYY')}` : '';
  const filed = cell.filedOn ? `, filed ${dayjs(cell.filedOn).format('D MMM YYYY')}` : '';
  // The name starts with what the cell shows, in its order ("Filed 12 Nov 0/3"), as axe's
  // label-content-name-mismatch asks; the dates follow.
  const waiting = cell.waitingOnClient
    ? ` ${cell.waitingOnClient.received}/${cell.waitingOnClient.total} (${waitingOnClientLabel(cell.waitingOnClient)})`
    : '';
  return `${periodLabel}: ${boardCellText(cell)}${waiting}${due}${filed}`;
}
