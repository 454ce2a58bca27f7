// What the task screen is showing: chip, priority, quick tab, search, sort, column filters and
// hidden columns. Only filters, sort and columns persist, per person and page, in the browser
// (spec §4 "Filters and sort persist across sessions").
import type { DuePreset, StatusChip, TaskScope, TaskSortField } from '@practice-desk/contracts';

export type ColumnFilterField =
  | 'client'
  | 'task'
  | 'subTask'
  | 'allottedTo'
  | 'teamLeader'
  | 'priorityIn'
  | 'statusIn'
  | 'frequency'
  /** Not a column: the clients' group (GET /tasks `clientGroup`). */
  | 'clientGroup'
  /** Not a column: ['true'] for tasks waiting on the client's documents (GET /tasks `waitingOnClient`). */
  | 'waitingOnClient'
  /** Not a column: one triage queue, e.g. ['overdue'] (GET /tasks `queue`). */
  | 'queue';

export interface TaskView {
  chip: StatusChip | null;
  priority: string | null;
  due: DuePreset | 'all';
  search: string;
  sortBy: TaskSortField;
  sortOrder: 'asc' | 'desc';
  columnFilters: Partial<Record<ColumnFilterField, string[]>>;
  hiddenColumns: string[];
}

export const DEFAULT_VIEW: TaskView = {
  chip: null,
  priority: null,
  due: 'all',
  search: '',
  sortBy: 'createdAt',
  sortOrder: 'desc',
  columnFilters: {},
  hiddenColumns: [],
};

/** The search box is sent only above one character (spec §9). */
export const SEARCH_MIN_LENGTH = 2;

/** The query of GET /tasks (and export, estimates) for a view; repeated keys for lists. */
export function taskQuery(
  scope: TaskScope,
  view: TaskView,
  extra: Record<string, string | number> = {},
): URLSearchParams {
  const query = new URLSearchParams({ scope, sortBy: view.sortBy, sortOrder: view.sortOrder });
  if (view.chip) query.set('status', view.chip);
  if (view.priority) query.set('priority', view.priority);
  if (view.due !== 'all') query.set('due', view.due);
  const search = view.search.trim();
  if (search.length >= SEARCH_MIN_LENGTH) query.set('search', search);
  for (const [field, values] of Object.entries(view.columnFilters)) {
    for (const value of values ?? []) query.append(field, value);
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return query;
}

export function storageKey(userId: string, scope: TaskScope) {
  return `practice-desk.tasks.${userId}.${scope}`;
}

/** The persisted part of a stored view, whatever the browser kept; anything odd falls back. */
export function readStoredView(raw: string | null): TaskView {
  if (!raw) return DEFAULT_VIEW;
  try {
    const stored = JSON.parse(raw) as Partial<TaskView>;
    return {
      ...DEFAULT_VIEW,
      chip: stored.chip ?? null,
      priority: stored.priority ?? null,
      due: stored.due ?? 'all',
      sortBy: stored.sortBy ?? DEFAULT_VIEW.sortBy,
      sortOrder: stored.sortOrder === 'asc' ? 'asc' : 'desc',
      columnFilters:
        stored.columnFilters && typeof stored.columnFilters === 'object' ? stored.columnFilters : {},
      hiddenColumns: Array.isArray(stored.hiddenColumns) ? stored.hiddenColumns : [],
    };
  } catch {
    return DEFAULT_VIEW;
  }
}

/** Chip and priority exclude each other: choosing one clears the other; choosing it again clears it. */
export function toggleChip(view: TaskView, chip: StatusChip): TaskView {
  return { ...view, chip: view.chip === chip ? null : chip, priority: null };
}
export function togglePriority(view: TaskView, priority: string): TaskView {
  return { ...view, priority: view.priority === priority ? null : priority, chip: null };
}
