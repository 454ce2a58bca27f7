// The page's part of the task shortcuts (spec §9): what each command does on this screen, put in
// `useTaskCommands` while the page is open and taken away when it closes.
import { type RefObject, useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { tickAllLoaded } from '../grid/SelectionCells';
import type { TaskGridHandle } from '../grid/TaskGrid';
import { useTaskViewStore } from '../states/task-view-store';
import { QUICK_TABS } from '../toolbar/QuickTabs';
import type { TaskActions } from './use-task-actions';
import { useTaskCommands } from './use-task-shortcuts';

export function usePageCommands(
  grid: RefObject<TaskGridHandle | null>,
  actions: TaskActions,
  transfer: { exportAs(format: 'xlsx'): Promise<void> | void; openImport(): void },
) {
  const commands = useTaskCommands((s) => s.set);
  const { addRow, refreshAsked, saveAll, askBulkDelete, onAction, setDialog } = actions;
  const { exportAs, openImport } = transfer;
  useEffect(() => {
    commands({
      addRow,
      refresh: refreshAsked,
      selectAll: () => {
        const api = grid.current?.api();
        if (api) tickAllLoaded(api);
      },
      save: saveAll,
      endDay: () => setDialog({ kind: 'endDay' }),
      timer: () => {
        const api = grid.current?.api();
        const cell = api?.getFocusedCell();
        const node =
          cell &&
          (cell.rowPinned ? api?.getPinnedTopRow(cell.rowIndex) : api?.getDisplayedRowAtIndex(cell.rowIndex));
        if (node?.data) onAction('timer', node.data);
        else toast.info('Move to a task row first');
      },
      deleteSelected: askBulkDelete,
      export: () => void exportAs('xlsx'),
      import: openImport,
      addClient: () => setDialog({ kind: 'addClient' }),
      addStatus: () => setDialog({ kind: 'status' }),
      focusGrid: () => {
        const api = grid.current?.api();
        // The first data column of the first row (an unsaved row when there is one).
        const column = api?.getAllDisplayedColumns().find((c) => c.getColId() !== 'serial');
        if (!api || !column) return;
        api.ensureIndexVisible(0, 'top');
        api.setFocusedCell(0, column, api.getPinnedTopRowCount() ? 'top' : null);
      },
      ...Object.fromEntries(
        QUICK_TABS.slice(0, 4).map((tab, i) => [
          `tab${i + 1}`,
          () => useTaskViewStore.getState().update((view) => ({ ...view, due: tab })),
        ]),
      ),
    });
    return () => commands({});
  }, [
    commands,
    grid,
    addRow,
    refreshAsked,
    saveAll,
    askBulkDelete,
    onAction,
    setDialog,
    exportAs,
    openImport,
  ]);
}
