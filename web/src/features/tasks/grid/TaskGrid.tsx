// The task spreadsheet: AG Grid Community's Infinite Row Model over GET /tasks (task-datasource),
// unsaved rows pinned on top (use-grid-sync), 24 px rows, and the spec's keys: arrows,
// Tab/Shift+Tab, Enter edits and Enter saves and moves down, Escape cancels, Space ticks the row,
// typing starts an edit; Ctrl+Enter on a client cell opens the client's page.
import { useMediaQuery } from '@mantine/hooks';
import type { Role, TaskScope } from '@practice-desk/contracts';
import {
  type CellKeyDownEvent,
  type ColDef,
  type GetRowIdParams,
  type GridApi,
  type GridReadyEvent,
  type SortChangedEvent,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { useEditingKeys } from '../../../components/grid/editing-keys';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { BLOCK_SIZE } from '../api/first-page';
import { useTaskEdits } from '../hooks/use-task-edits';
import { useNewRowsStore } from '../states/new-rows-store';
import { useSelectionStore } from '../states/selection-store';
import { useTaskViewStore } from '../states/task-view-store';
import type { ActionsContext } from './ActionsCell';
import { buildColumns } from './columns';
import type { Lookups } from './lookups';
import { RowActionsMenu } from './RowActionsMenu';
import { type GridRow, rowKey } from './row-id';
import classes from './TaskGrid.module.css';
import { taskDatasource } from './task-datasource';
import './task-grid-modules';
import { showColumns, useGridSync } from './use-grid-sync';
import { useRowMenu } from './use-row-menu';

const theme = themeQuartz.withParams({
  rowHeight: 24,
  headerHeight: 30,
  fontSize: 12,
  spacing: 4,
  cellHorizontalPadding: 6,
  wrapperBorderRadius: 4,
});

const LOADING = { loadingMessage: 'Loading tasks...' };

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
  const dateFormat = useDateFormat();
  const timeUnit = useTimeUnit();
  // Wide screens keep the row actions in view at the right edge; a phone scrolls to them instead
  // of giving up a third of its width. Read at the first render, not in an effect: a second value
  // would rebuild every column just after the first rows.
  const pinActions = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  // New column definitions make AG Grid rebuild its columns and refresh every cell, so they
  // change only with the person and their formats; the lists are read when needed.
  const columns = useMemo<ColDef<GridRow>[]>(() => {
    // The remembered sort is where the grid starts (initialSort is read once, at creation).
    const { sortBy, sortOrder } = useTaskViewStore.getState().view;
    return buildColumns(() => latest.current.lookups, me, dateFormat, timeUnit).map((c) => {
      const pinned = c.colId === 'actions' && pinActions ? { pinned: 'right' as const } : {};
      return c.colId === sortBy ? { ...c, ...pinned, initialSort: sortOrder } : { ...c, ...pinned };
    });
  }, [me, dateFormat, timeUnit, pinActions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists arrived or changed; only the badges' colours show them.
  useEffect(() => {
    const api = gridApi.current;
    if (api && !api.isDestroyed()) api.refreshCells({ columns: ['priority', 'status'], force: true });
  }, [lookups]);
  const box = useRef<HTMLDivElement>(null);
  const menu = useRowMenu(gridApi, box);
  const { suppressKeyboardEvent } = useEditingKeys(gridApi, box, menu.open);
  const defaultColDef = useMemo<ColDef<GridRow>>(
    () => ({
      sortable: true,
      resizable: true,
      // Ctrl+Enter (Cmd+Enter) on a client cell opens the client's page; Enter still edits it.
      suppressKeyboardEvent: (params) => {
        const { event, editing, column, data } = params;
        const opensClient =
          event.type === 'keydown' &&
          event.key === 'Enter' &&
          (event.ctrlKey || event.metaKey) &&
          !editing &&
          column.getColId() === 'client';
        if (!opensClient) return suppressKeyboardEvent(params);
        event.preventDefault();
        const id = data?.client?.id;
        if (id) latest.current.actions.openClient(id);
        return true;
      },
      suppressHeaderMenuButton: true,
    }),
    [suppressKeyboardEvent],
  );
  const { onCellEditRequest } = useTaskEdits({ lookups, onSaved: () => latest.current.onSaved() });

  const datasource = useMemo(() => taskDatasource(scope, () => latest.current.onFirstBlock()), [scope]);
  const refresh = useGridSync(gridApi);

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

  const onGridReady = useCallback((event: GridReadyEvent<GridRow>) => {
    gridApi.current = event.api;
    showColumns(event.api, useTaskViewStore.getState().view.hiddenColumns);
    event.api.setGridOption('pinnedTopRowData', useNewRowsStore.getState().rows);
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
        if (menu.justOpened()) event.preventDefault();
      }}
    >
      <AgGridReact<GridRow>
        theme={theme}
        columnDefs={columns}
        defaultColDef={defaultColDef}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={20}
        // One placeholder row until the first block comes, not a block's worth: placeholder rows
        // already drawn are thrown away and drawn again as new rows when the block arrives.
        infiniteInitialRowCount={1}
        getRowId={getRowId}
        context={actions}
        readOnlyEdit
        onCellEditRequest={onCellEditRequest}
        singleClickEdit={false}
        enterNavigatesVerticallyAfterEdit
        stopEditingWhenCellsLoseFocus
        onSortChanged={onSortChanged}
        onCellKeyDown={onCellKeyDown}
        onGridReady={onGridReady}
        loadingOverlayComponentParams={LOADING}
        overlayNoRowsTemplate="No tasks found"
        suppressCellFocus={false}
        animateRows={false}
        // Rows drawn past the visible ones (AG Grid's default is 10): each is a dozen cells to draw
        // before the first rows show; scrolling or moving down still finds the next rows ready.
        rowBuffer={4}
      />
      <RowActionsMenu menu={menu.menu} api={gridApi.current} actions={actions} onClose={menu.close} />
    </div>
  );
});

function getRowId(params: GetRowIdParams<GridRow>) {
  return rowKey(params.data);
}
