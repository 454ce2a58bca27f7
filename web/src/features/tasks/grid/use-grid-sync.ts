// Keeps the grid in step with the stores: unsaved rows pinned on top, the visible columns, and a
// fresh first block when the view's filters change. Returns the grid's refresh.
import type { GridApi } from 'ag-grid-community';
import { type RefObject, useCallback, useEffect } from 'react';
import { forgetPrefetch } from '../api/first-page';
import { useNewRowsStore } from '../states/new-rows-store';
import { useTaskViewStore } from '../states/task-view-store';
import { HIDEABLE_COLUMNS } from './lookups';
import type { GridRow } from './row-id';

export function useGridSync(gridApi: RefObject<GridApi<GridRow> | null>) {
  const hidden = useTaskViewStore((s) => s.view.hiddenColumns);

  // Unsaved rows: a new set of rows replaces the pinned rows; a change within a row updates
  // that row in place, so an editor open on another cell of it stays open.
  useEffect(
    () =>
      useNewRowsStore.subscribe((state, previous) => {
        const api = gridApi.current;
        if (!api || api.isDestroyed()) return;
        const keys = (rows: typeof state.rows) => rows.map((r) => r.draftId).join('|');
        if (keys(state.rows) !== keys(previous.rows)) {
          api.setGridOption('pinnedTopRowData', state.rows);
          return;
        }
        state.rows.forEach((row, index) => {
          if (row !== previous.rows[index]) api.getPinnedTopRow(index)?.setData(row);
        });
      }),
    [gridApi],
  );

  // Visible columns: the person's choice, applied to the grid's column state.
  useEffect(() => {
    const api = gridApi.current;
    if (api && !api.isDestroyed()) showColumns(api, hidden);
  }, [gridApi, hidden]);

  // Saved new rows leave the pinned list when the list reloads (they are in it from then on), not
  // when the person moves into the list: a reload then would end the edit they are starting.
  const refresh = useCallback(() => {
    const api = gridApi.current;
    if (!api || api.isDestroyed()) return;
    const store = useNewRowsStore.getState();
    const saved = store.rows.filter((r) => r.savedId).map((r) => r.draftId);
    if (saved.length) store.remove(saved);
    forgetPrefetch();
    api.purgeInfiniteCache();
  }, [gridApi]);

  // Filters, chips, tabs and search change the server query: start again from the first block.
  useEffect(
    () =>
      useTaskViewStore.subscribe((state, previous) => {
        // Sort is the grid's own business (it asks again by itself); columns need no rows.
        const { hiddenColumns: _a, sortBy: _c, sortOrder: _e, ...now } = state.view;
        const { hiddenColumns: _b, sortBy: _d, sortOrder: _f, ...before } = previous.view;
        if (JSON.stringify(now) !== JSON.stringify(before)) refresh();
      }),
    [refresh],
  );

  return refresh;
}

export function showColumns(api: GridApi<GridRow>, hidden: string[]) {
  const ids = HIDEABLE_COLUMNS.map((c) => c.id);
  api.setColumnsVisible(
    ids.filter((id) => !hidden.includes(id)),
    true,
  );
  api.setColumnsVisible(
    ids.filter((id) => hidden.includes(id)),
    false,
  );
}
