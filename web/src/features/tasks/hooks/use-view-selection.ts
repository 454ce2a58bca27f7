// Selection belongs to the view: any change of scope, chip, priority, quick tab, column filter or
// search clears it (sort does not change which tasks are in the view). Keyed on the view's filter
// query, so it holds whichever control (or URL) changes the view.
import type { TaskScope } from '@practice-desk/contracts';
import { useEffect, useMemo } from 'react';
import { type BulkSelection, viewFilter } from '../api/view-filter';
import { useNewRowsStore } from '../states/new-rows-store';
import { useSelectionStore } from '../states/selection-store';
import { taskQuery } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';

/** The view's filters only, as the key of "which tasks are in this view". */
export function viewFilterQuery(scope: TaskScope) {
  const query = taskQuery(scope, useTaskViewStore.getState().view);
  query.delete('sortBy');
  query.delete('sortOrder');
  return query;
}

export function useClearSelectionOnViewChange(scope: TaskScope) {
  const view = useTaskViewStore((s) => s.view);
  const key = useMemo(() => {
    const query = taskQuery(scope, view);
    query.delete('sortBy');
    query.delete('sortOrder');
    return query.toString();
  }, [scope, view]);
  useEffect(() => {
    if (key) useSelectionStore.getState().clear();
  }, [key]);
}

/** Ticked saved tasks (unsaved rows are cancelled, not deleted). */
export function tickedTaskIds(): string[] {
  const drafts = useNewRowsStore.getState().rows;
  return [...useSelectionStore.getState().ids].filter((id) => !drafts.some((d) => d.draftId === id));
}

/** What a bulk action sends: the whole view (found by the server) or the ticked ids. */
export function currentSelection(scope: TaskScope): BulkSelection {
  if (useSelectionStore.getState().allInView) return { view: viewFilter(viewFilterQuery(scope)) };
  return { ids: tickedTaskIds() };
}
