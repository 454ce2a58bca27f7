// The task view in the address bar: quick tab, chip, priority, search, sort and column filters
// as search params, so a link or a reload shows the same view. Anything odd in a link is dropped,
// never an error page.
import { DUE_PRESETS, STATUS_CHIP_KEYS, TASK_SORT_FIELDS } from '@practice-desk/contracts';
import * as v from 'valibot';
import { type ColumnFilterField, DEFAULT_VIEW, type TaskView } from './task-view';

export const COLUMN_FILTER_FIELDS: ColumnFilterField[] = [
  'client',
  'task',
  'subTask',
  'allottedTo',
  'teamLeader',
  'priorityIn',
  'statusIn',
  'frequency',
  'clientGroup',
  'waitingOnClient',
  'queue',
];

const optional = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);
const values = optional(v.pipe(v.array(v.pipe(v.unknown(), v.toString())), v.maxLength(200)));

export const taskViewSearchSchema = v.object({
  tab: optional(v.picklist(DUE_PRESETS)),
  chip: optional(v.picklist(STATUS_CHIP_KEYS)),
  priority: optional(v.pipe(v.unknown(), v.toString())),
  q: optional(v.pipe(v.unknown(), v.toString())),
  sort: optional(v.picklist(TASK_SORT_FIELDS)),
  order: optional(v.picklist(['asc', 'desc'])),
  ...(Object.fromEntries(COLUMN_FILTER_FIELDS.map((field) => [field, values])) as Record<
    ColumnFilterField,
    typeof values
  >),
});

export type TaskViewSearch = v.InferOutput<typeof taskViewSearchSchema>;

/** The route's search validator: whatever a link holds becomes a clean view search. */
export function validateTaskViewSearch(search: Record<string, unknown>): TaskViewSearch {
  const parsed = v.parse(taskViewSearchSchema, search);
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined));
}

export function hasViewParams(search: TaskViewSearch): boolean {
  return Object.values(search).some((value) => value !== undefined);
}

/** Only what differs from the default view goes into the address. */
export function viewToSearch(view: TaskView): TaskViewSearch {
  const search: TaskViewSearch = {};
  if (view.due !== 'all') search.tab = view.due;
  if (view.chip) search.chip = view.chip;
  if (view.priority) search.priority = view.priority;
  if (view.search) search.q = view.search;
  if (view.sortBy !== DEFAULT_VIEW.sortBy || view.sortOrder !== DEFAULT_VIEW.sortOrder) {
    search.sort = view.sortBy;
    search.order = view.sortOrder;
  }
  for (const field of COLUMN_FILTER_FIELDS) {
    const picked = view.columnFilters[field];
    if (picked?.length) search[field] = picked;
  }
  return search;
}

/** The view a link describes; what a link cannot say (hidden columns) comes from `base`. */
export function searchToView(search: TaskViewSearch, base: TaskView): TaskView {
  const columnFilters: TaskView['columnFilters'] = {};
  for (const field of COLUMN_FILTER_FIELDS) {
    const picked = search[field];
    if (picked?.length) columnFilters[field] = picked;
  }
  return {
    ...DEFAULT_VIEW,
    hiddenColumns: base.hiddenColumns,
    due: search.tab ?? 'all',
    chip: search.chip ?? null,
    priority: search.chip ? null : (search.priority ?? null),
    search: search.q ?? '',
    sortBy: search.sort ?? DEFAULT_VIEW.sortBy,
    sortOrder: search.order ?? DEFAULT_VIEW.sortOrder,
    columnFilters,
  };
}

/** Two views show the same rows in the same order (hidden columns aside). */
export function sameSearch(a: TaskViewSearch, b: TaskViewSearch): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

function normalise(search: TaskViewSearch) {
  return Object.entries(search)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
}
