// Turning a grid edit into the API's partial update, and showing values in cells (spec §2, §9).
import { parseDurationInput, type TaskRow } from '@practice-desk/contracts';
import { type DateFormat, formatDate } from '../../../lib/preferences/utils/format-date';
import type { TaskPatch } from '../api/tasks-api';

/** Grid due dates in the practice's chosen format (Preferences › Date format), e.g. '05/01/2026'. */
export function formatDueDate(value: string | null | undefined, format: DateFormat): string {
  return value ? formatDate(value.slice(0, 10), format) : '';
}

/** ET and TT typed as whole minutes ('90') or h:mm ('1:30'); blank becomes 0; null for anything else. */
export function parseMinutes(value: unknown): number | null {
  const parsed = parseDurationInput(value);
  return parsed.ok ? parsed.minutes : null;
}

/** What a status cell's editor answers: the status, and who should help when it is Help Required. */
export interface StatusChoice {
  status: string;
  helpRequiredUser: string | null;
}

export type EditableField =
  | 'client'
  | 'task'
  | 'subTask'
  | 'et'
  | 'tt'
  | 'allottedTo'
  | 'teamLeader'
  | 'priority'
  | 'status'
  | 'dueDate'
  | 'frequency';

/** The value an editor starts from for a field of a row. */
export function editValue(row: TaskRow, field: EditableField): unknown {
  switch (field) {
    case 'client':
      return row.client?.id ?? null;
    case 'allottedTo':
    case 'teamLeader':
      return row[field]?.id ?? null;
    case 'status':
      return {
        status: row.status,
        helpRequiredUser: row.helpRequiredUser?.id ?? null,
      } satisfies StatusChoice;
    default:
      return row[field];
  }
}

/**
 * The partial update for an edit, or null when nothing changed (a change is sent only if the
 * value differs) — or 'invalid' for minutes that are not whole numbers ≥ 0.
 */
export function patchFor(row: TaskRow, field: EditableField, next: unknown): TaskPatch | null | 'invalid' {
  switch (field) {
    case 'et':
    case 'tt': {
      const minutes = parseMinutes(next);
      if (minutes === null) return 'invalid';
      if (minutes === row[field]) return null;
      // TT carries the value it was edited from, so the server records the difference even when
      // someone else changed TT meanwhile.
      return field === 'tt' ? { tt: minutes, ttFrom: row.tt } : { et: minutes };
    }
    case 'status': {
      const choice = next as StatusChoice | null;
      if (!choice?.status) return null;
      const help = choice.helpRequiredUser ?? null;
      if (choice.status === row.status && help === (row.helpRequiredUser?.id ?? null)) return null;
      return { status: choice.status, helpRequiredUser: help };
    }
    case 'task':
    case 'subTask': {
      const text = typeof next === 'string' ? next.trim() : '';
      return text === row[field] ? null : { [field]: text };
    }
    case 'dueDate': {
      // A due date is only ever replaced by another date: blank or anything else leaves it.
      const date = typeof next === 'string' ? next.slice(0, 10) : '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
      return date === row.dueDate ? null : { dueDate: date };
    }
    case 'priority':
    case 'frequency':
      return !next || next === row[field] ? null : { [field]: next as never };
    default: {
      const id = typeof next === 'string' && next ? next : null;
      return id === (editValue(row, field) ?? null) ? null : { [field]: id };
    }
  }
}

export interface NameLookups {
  clientName(id: string): string | undefined;
  personName(id: string): string | undefined;
  statusKey(name: string): string | null;
}

/** The row as it will look once the server accepts the patch (shown at once, undone on refusal). */
export function applyPatch(row: TaskRow, patch: TaskPatch, names: NameLookups): TaskRow {
  const person = (id: string | null | undefined) => (id ? { id, name: names.personName(id) ?? '' } : null);
  const next: TaskRow = { ...row };
  if ('client' in patch)
    next.client = patch.client ? { id: patch.client, name: names.clientName(patch.client) ?? '' } : null;
  if (patch.task !== undefined) next.task = patch.task;
  if (patch.subTask !== undefined) next.subTask = patch.subTask;
  // Minutes may be sent as typed text; the server reads a blank as 0, and so does Number.
  if (patch.et !== undefined) next.et = Number(patch.et);
  if (patch.tt !== undefined) next.tt = Number(patch.tt);
  if ('allottedTo' in patch) next.allottedTo = person(patch.allottedTo);
  if ('teamLeader' in patch) next.teamLeader = person(patch.teamLeader);
  if (patch.status !== undefined) {
    next.status = patch.status;
    next.statusKey = names.statusKey(patch.status);
    next.helpRequiredUser = person(patch.helpRequiredUser);
  }
  if (patch.priority !== undefined) next.priority = patch.priority;
  if ('dueDate' in patch) next.dueDate = patch.dueDate ?? null;
  if (patch.frequency !== undefined) next.frequency = patch.frequency;
  return next;
}

/** The status cell's label: 'Help Required - {name}' when someone was asked. */
export function statusLabel(row: Pick<TaskRow, 'status' | 'statusKey' | 'helpRequiredUser'>): string {
  return row.statusKey === 'HELP_REQUIRED' && row.helpRequiredUser
    ? `${row.status} - ${row.helpRequiredUser.name}`
    : row.status;
}

/** A new row is worth creating once a field holds a non-empty, non-zero value. */
export function isMeaningful(patch: TaskPatch): boolean {
  return Object.values(patch).some(
    (value) => value !== null && value !== undefined && value !== '' && value !== 0,
  );
}
