// A changed value as people read it: people and records by name, money in rupees, yes and no,
// dates in the practice's date format and moments on its clock, each date also kept as a date
// for the spreadsheet.
import {
  formatIndianPaise,
  formatPracticeDate,
  type Preferences,
  wallClockIn,
} from '@practice-desk/contracts';
import type { DateCell } from '../reports/workbook';

/** How the practice shows dates and times. */
export interface PracticeStyle {
  timeZone: string;
  dateFormat: Preferences['dateFormat'];
}

export type RecordKind = 'person' | 'status' | 'priority' | 'client' | 'task' | 'invoice';

/** Columns that hold another record's id, and what that record is. */
export const REFERENCES: Record<string, RecordKind> = {
  allotted_to: 'person',
  team_leader: 'person',
  help_required_user: 'person',
  created_by: 'person',
  deleted_by: 'person',
  user_id: 'person',
  default_assignee_id: 'person',
  status_id: 'status',
  priority_id: 'priority',
  default_priority_id: 'priority',
  client_id: 'client',
  task_id: 'task',
  invoice_id: 'invoice',
};

/** Record names by id. */
export type Names = Map<string, string>;

// A date column is written by to_jsonb as 2026-11-26; a timestamp as 2026-11-26T10:00:00+00:00.
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A date cell in the practice's style. */
export function dateText(cell: DateCell, style: PracticeStyle): string {
  const day = formatPracticeDate(cell.date, style.dateFormat);
  if (cell.minutes === undefined) return day;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(Math.floor(cell.minutes / 60))}:${pad(cell.minutes % 60)}`;
}

/** A moment as a date cell on the practice's clock. */
export function momentCell(at: Date, style: PracticeStyle): DateCell {
  return wallClockIn(at, style.timeZone);
}

export function describeValue(
  field: string,
  value: unknown,
  names: Names,
  style: PracticeStyle,
): { text: string; date: DateCell | null } {
  const text = (shown: string) => ({ text: shown, date: null });
  if (value === null || value === undefined) return text('');
  if (typeof value === 'boolean') return text(value ? 'Yes' : 'No');
  if (typeof value === 'number') {
    if (field.endsWith('_paise')) return text(`₹${formatIndianPaise(value)}`);
    if (field.endsWith('_bp')) return text(`${value / 100}%`);
    return text(String(value));
  }
  if (typeof value === 'string') {
    if (REFERENCES[field]) return text(names.get(value) ?? value);
    const date = DATE.test(value)
      ? { date: value }
      : TIMESTAMP.test(value)
        ? momentCell(new Date(value), style)
        : null;
    return date ? { text: dateText(date, style), date } : text(value);
  }
  const json = JSON.stringify(value);
  return text(json.length > 300 ? `${json.slice(0, 297)}...` : json);
}
