// The task spreadsheet: AG Grid Community's Infinite Row Model over GET /tasks (the server
// pages, sorts and filters; the browser never holds the whole table), unsaved rows pinned on
// top, 24 px rows, and the spec's keys: arrows, Tab/Shift+Tab, Enter edits and Enter saves and
// moves down, Escape cancels, Space ticks the row, typing starts an edit.
import { useMediaQuery } from '@mantine/hooks';
import type { Role, TaskScope } from '@practice-desk/contracts';
import {
  AllCommunityModule,
  type CellKeyDownEvent,
  type CellPosition,
  type ColDef,
  type GetRowIdParams,
  type GridApi,
  type IDatasource,
  ModuleRegistry,
  type SortChangedEvent,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useEditingKeys } from '../../../components/grid/editing-keys';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { BLOCK_SIZE, firstBlockQuery, forgetPrefetch, takeOrFetch } from '../api/first-page';
import { reportSaveFailure } from '../hooks/save-problem';
import { useTaskEdits } from '../hooks/use-task-edits';
import { useNewRowsStore } from '../states/new-rows-store';
import { useSelectionStore } from '../states/selection-store';
import type { TaskView } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';
import type { ActionsContext } from './ActionsCell';
import { buildColumns, HIDEABLE_COLUMNS, type Lookups } from './columns';
import { RowActionsMenu, type RowMenuState } from './RowActionsMenu';
import { type GridRow, rowKey } from './row-id';
import classes from './TaskGrid.module.css';

ModuleRegistry.registerModules([AllCommunityModule]);

const theme = themeQuartz.withParams({
  rowHeight: 24,
  headerHeight: 30,
  fontSize: 12,
  spacing: 4,
  cellHorizontalPadding: 6,
  wrapperBorderRadius: 4,
});

export interface TaskGridHandle {
  refresh(): void;
  focusFirstDraft(): void;
  api(): GridApi<GridRow> | null;
}

export interface TaskGridProps {
  scope: TaskScope;
  me: { id: string; role: Role };
  lookups: Lookups;
  actions: ActionsContext;
  /** The first block of a fresh query was asked for: time to recount chips, tabs and totals. */
  onFirstBlock(): void;
  onSaved(): void;
}

export const TaskGrid = forwardRef<TaskGridHandle, TaskGridProps>(function TaskGrid(props, ref) {
  const { scope, me, lookups, actions } = props;
  const gridApi = useRef<GridApi<GridRow> | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const hidden = useTaskViewStore((s) => s.view.hiddenColumns);
  const dateFormat = useDateFormat();
  const timeUnit = useTimeUnit();
  // Wide screens keep the row actions in view at the right edge; a phone scrolls to them instead
  // of giving up a third of its width.
  const pinActions = useMediaQuery('(min-width: 62em)') ?? false;
  const columns = useMemo<ColDef<GridRow>[]>(() => {
    // The remembered sort is where the grid starts (initialSort is read once, at creation).
    const { sortBy, sortOrder } = useTaskViewStore.getState().view;
    return buildColumns(lookups, me, dateFormat, timeUnit).map((c) => {
      const pinned = c.colId === 'actions' && pinActions ? { pinned: 'right' as const } : {};
      return c.colId === sortBy ? { ...c, ...pinned, initialSort: sortOrder } : { ...c, ...pinned };
    });
  }, [lookups, me, dateFormat, timeUnit, pinActions]);
  const box = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const menuOpenedAt = useRef(0);
  const menuClosedAt = useRef(0);
  const openRowMenu = useCallback((cell: CellPosition) => {
    menuOpenedAt.current = Date.now();
    const api = gridApi.current;
    const node = cell.rowPinned
      ? api?.getPinnedTopRow(cell.rowIndex)
      : api?.getDisplayedRowAtIndex(cell.rowIndex);
    if (!api || !node?.data) return;
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : box.current;
    setMenu({
      cell,
      row: node.data,
      rect: (focused ?? document.body).getBoundingClientRect(),
      canAskHelp: Boolean(api.getColumn('status')?.isCellEditable(node)),
      openedAt: menuOpenedAt.current,
      ignoreCloseUntil: menuOpenedAt.current - menuClosedAt.current < 400 ? menuOpenedAt.current + 250 : 0,
    });
  }, []);
  const { suppressKeyboardEvent } = useEditingKeys(gridApi, box, openRowMenu);
  const { onCellEditRequest } = useTaskEdits({ lookups, onSaved: () => latest.current.onSaved() });

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: async (params) => {
        // The grid's own sort model is the truth for this block (the stored view only remembers it).
        const sorted = params.sortModel[0];
        const view = {
          ...useTaskViewStore.getState().view,
          sortBy: (sorted?.colId ?? 'createdAt') as TaskView['sortBy'],
          sortOrder: sorted?.sort ?? 'desc',
        };
        const first = params.startRow === 0;
        // Rows never wait for the chip counts: those come from their own call, asked right after.
        const query = firstBlockQuery(scope, view, params.startRow);
        try {
          const rows = takeOrFetch(query);
          if (first) latest.current.onFirstBlock();
          const page = await rows;
          params.successCallback(page.tasks, page.pagination.total);
        } catch (err) {
          params.failCallback();
          await reportSaveFailure(err, 'Failed to fetch tasks');
        }
      },
    }),
    [scope],
  );

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
    [],
  );

  // Visible columns: the person's choice, applied to the grid's column state.
  useEffect(() => {
    const api = gridApi.current;
    if (api && !api.isDestroyed()) showColumns(api, hidden);
  }, [hidden]);

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
  }, []);

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

  useImperativeHandle(ref, () => ({
    refresh,
    api: () => gridApi.current,
    focusFirstDraft: () => {
      const api = gridApi.current;
      if (!api) return;
      api.ensureIndexVisible(0, 'top');
      api.setFocusedCell(0, 'client', 'top');
    },
  }));

  const onSortChanged = useCallback((event: SortChangedEvent<GridRow>) => {
    const sorted = event.api.getColumnState().find((c) => c.sort);
    useTaskViewStore.getState().update((view) => ({
      ...view,
      sortBy: (sorted?.colId as typeof view.sortBy) ?? 'createdAt',
      sortOrder: sorted?.sort ?? 'desc',
    }));
  }, []);

  const onCellKeyDown = useCallback((event: CellKeyDownEvent<GridRow>) => {
    const key = (event.event as KeyboardEvent | undefined)?.key;
    if (key === ' ' && event.data && !event.api.getEditingCells().length) {
      useSelectionStore.getState().toggle(rowKey(event.data));
    }
  }, []);

  return (
    <div
      className={classes.gridBox}
      ref={box}
      // The key that opened the row-actions menu must not also open the browser's own menu.
      onContextMenu={(event) => {
        if (Date.now() - menuOpenedAt.current < 1000) event.preventDefault();
      }}
    >
      <AgGridReact<GridRow>
        theme={theme}
        columnDefs={columns}
        defaultColDef={{
          sortable: true,
          resizable: true,
          suppressKeyboardEvent,
          suppressHeaderMenuButton: true,
        }}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={20}
        infiniteInitialRowCount={BLOCK_SIZE}
        getRowId={getRowId}
        context={actions}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        singleClickEdit={false}
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        onSortChanged={onSortChanged}
        onCellKeyDown={onCellKeyDown}
        onGridReady={(event) => {
          gridApi.current = event.api;
          showColumns(event.api, useTaskViewStore.getState().view.hiddenColumns);
          event.api.setGridOption('pinnedTopRowData', useNewRowsStore.getState().rows);
        }}
        loadingOverlayComponentParams={{ loadingMessage: 'Loading tasks...' }}
        overlayNoRowsTemplate="No tasks found"
        suppressCellFocus={false}
        animateRows={false}
      />
      <RowActionsMenu
        menu={menu}
        api={gridApi.current}
        actions={actions}
        onClose={() => {
          menuClosedAt.current = Date.now();
          setMenu(null);
        }}
      />
    </div>
  );
});

function showColumns(api: GridApi<GridRow>, hidden: string[]) {
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

function getRowId(params: GetRowIdParams<GridRow>) {
  return rowKey(params.data);
}
