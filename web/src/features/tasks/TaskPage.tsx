// My Tasks, My Team Tasks and All Tasks: one screen, three scopes (spec §2 "Task screen").
// Toolbar, chips, quick tabs, the grid, its footer, the modals and the page's shortcuts.
import { Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  ERRORS,
  LIMITS,
  SUCCESS,
  TASK_MESSAGES,
  type TaskRow,
  type TaskScope,
} from '@practice-desk/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ImportReportModal } from '../../components/ImportReportModal';
import { useTimerStore } from '../../components/timer/states/timer-store';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';
import { bulkApi } from './api/bulk-api';
import { prefetchFirstPage } from './api/first-page';
import type { TaskPatch } from './api/tasks-api';
import type { TaskAction } from './grid/ActionsCell';
import { type GridRow, isDraft, rowKey } from './grid/row-id';
import { tickAllLoaded } from './grid/SelectionCells';
import { TaskGrid, type TaskGridHandle } from './grid/TaskGrid';
import { reportSaveFailure } from './hooks/save-problem';
import { showUndoToast } from './hooks/undo-toast';
import { useLookups } from './hooks/use-lookups';
import { useTaskCounts } from './hooks/use-task-counts';
import { useTaskCommands } from './hooks/use-task-shortcuts';
import { useTaskTransfer } from './hooks/use-task-transfer';
import { useTaskViewUrl } from './hooks/use-task-view-url';
import { currentSelection, tickedTaskIds, useClearSelectionOnViewChange } from './hooks/use-view-selection';
import { TaskImportModal } from './import/TaskImportModal';
import { useNewRowsStore } from './states/new-rows-store';
import { useSelectionStore } from './states/selection-store';
import { taskQuery } from './states/task-view';
import { useTaskViewStore } from './states/task-view-store';
import { type Dialog, TaskDialogs } from './TaskDialogs';
import { FilterBar } from './toolbar/FilterBar';
import { FilteredEmptyNotice } from './toolbar/FilteredEmptyNotice';
import { GridFooter } from './toolbar/GridFooter';
import { MobileBar } from './toolbar/MobileBar';
import { QUICK_TABS, QuickTabs } from './toolbar/QuickTabs';
import { SelectionBar } from './toolbar/SelectionBar';
import { TaskToolbar } from './toolbar/TaskToolbar';

const TITLES: Record<TaskScope, string> = { my: 'My Tasks', team: 'My Team Tasks', all: 'All Tasks' };

export function TaskPage({ scope }: { scope: TaskScope }) {
  const user = useAuthStore((s) => s.user);
  const me = useMemo(() => ({ id: user?.id ?? '', role: user?.role ?? 'TEAM_MEMBER' }) as const, [user]);
  const openView = useTaskViewStore((s) => s.open);
  useTaskViewUrl(scope, user?.id);
  // The stored view must be in place before the grid asks for its first rows.
  const [viewReady, setViewReady] = useState(false);
  useEffect(() => {
    if (!user) return;
    openView(user.id, scope);
    prefetchFirstPage(scope, useTaskViewStore.getState().view);
    useSelectionStore.getState().clear();
    setViewReady(true);
  }, [user, scope, openView]);

  const { lookups, reload: reloadLookups } = useLookups();
  const grid = useRef<TaskGridHandle>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importOpen, setImportOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const ticked = useSelectionStore((s) => s.ids.size);
  const allInView = useSelectionStore((s) => s.allInView);
  const isMobile = useMediaQuery('(max-width: 48em)');
  const canQuote = me.role !== 'TEAM_MEMBER';
  const canDelete = me.role === 'ADMIN';

  const { stats, filterCounts, recount, recountSoon } = useTaskCounts(scope);
  useClearSelectionOnViewChange(scope);
  // The bar and the bulk menu show what the next bulk action takes.
  const selectedCount = allInView ? (stats?.count ?? 0) : ticked;

  const refresh = useCallback(() => grid.current?.refresh(), []);
  const transfer = useTaskTransfer(scope, refresh);

  const addRow = useCallback(() => {
    if (!user) return;
    const added = useNewRowsStore
      .getState()
      .add({ id: user.id, name: user.name, leads: user.role !== 'TEAM_MEMBER' });
    if (!added) return toast.error(TASK_MESSAGES.maxNewRows);
    toast.success('New task row added');
    setTimeout(() => grid.current?.focusFirstDraft(), 50);
  }, [user]);

  const saveAll = useCallback(() => {
    const store = useNewRowsStore.getState();
    store.remove(store.rows.filter((r) => r.savedId).map((r) => r.draftId));
    refresh();
    toast.success('All changes saved!');
  }, [refresh]);

  // A stopped timer wrote time: TT and the footers change.
  useEffect(() => useTimerStore.subscribe((s, before) => s.writes !== before.writes && refresh()), [refresh]);

  const deleteNew = useCallback(() => {
    const ids = useSelectionStore.getState().ids;
    const drafts = useNewRowsStore.getState().rows.filter((r) => ids.has(r.draftId) && !r.savedId);
    if (!drafts.length) return toast.info('No new rows selected');
    useNewRowsStore.getState().remove(drafts.map((d) => d.draftId));
    useSelectionStore.getState().setAll(
      drafts.map((d) => d.draftId),
      false,
    );
    toast.success('Selected new tasks deleted');
  }, []);

  // Ticked unsaved rows are simply dropped; ticked saved tasks are deleted (Admin) after a question.
  const askBulkDelete = useCallback(() => {
    const ticked = useSelectionStore.getState().ids;
    const hasNew = useNewRowsStore.getState().rows.some((r) => ticked.has(r.draftId) && !r.savedId);
    if (hasNew) deleteNew();
    if (!useSelectionStore.getState().allInView && !tickedTaskIds().length) {
      if (!hasNew) toast.info(TASK_MESSAGES.noneSelected);
      return;
    }
    if (!canDelete) return toast.error(ERRORS.forbidden);
    const selection = currentSelection(scope);
    const run = async () => {
      const res = await bulkApi.remove(selection);
      useSelectionStore.getState().clear();
      showUndoToast(res.message ?? `Deleted ${res.data.deleted} selected task(s)`, res.data.ids, refresh);
      refresh();
    };
    setDialog({ kind: 'bulk', action: 'Delete', selection, run });
  }, [canDelete, deleteNew, scope, refresh]);

  const bulkUpdate = async (updates: TaskPatch) => {
    const selection = currentSelection(scope);
    if ('ids' in selection && !selection.ids.length) return toast.info('No tasks selected');
    const run = async () => {
      const res = await bulkApi.update(selection, updates);
      toast.success(res.message ?? SUCCESS.tasksUpdated(res.data.updated));
      refresh();
    };
    // A whole view is confirmed first: the person sees how many and which tasks it takes.
    if ('view' in selection) return setDialog({ kind: 'bulk', action: 'Change', selection, run });
    try {
      await run();
    } catch (err) {
      await reportSaveFailure(err, 'Failed to update tasks');
    }
  };

  const onAction = useCallback((action: TaskAction, row: GridRow) => {
    if (action === 'cancel') {
      if (isDraft(row)) useNewRowsStore.getState().remove([row.draftId]);
      return;
    }
    const task = isDraft(row) ? { ...row, id: row.savedId ?? '' } : row;
    if (!task.id) return;
    if (action === 'timer') return void useTimerStore.getState().toggle(task.id);
    setDialog({ kind: action, task });
  }, []);

  const commands = useTaskCommands((s) => s.set);
  useEffect(() => {
    commands({
      addRow,
      refresh: () => {
        refresh();
        toast.success('Tasks refreshed');
      },
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
      export: () => void transfer.exportAs('xlsx'),
      import: () => setImportOpen(true),
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
  }, [commands, addRow, refresh, saveAll, askBulkDelete, transfer.exportAs, onAction]);

  const search = useTaskViewStore((s) => s.view.search);
  const [typed, setTyped] = useState(search);
  const [debounced] = useDebouncedValue(typed, LIMITS.debounce.clientSearchMs);
  // A search set from elsewhere (a notification opening its task) shows in the box too.
  useEffect(() => setTyped(search), [search]);
  // Only what the person types is sent back: on opening, the view (from the address) comes first.
  const typedOnce = useRef(false);
  useEffect(() => {
    if (!typedOnce.current) {
      typedOnce.current = true;
      return;
    }
    useTaskViewStore
      .getState()
      .update((view) => (view.search === debounced ? view : { ...view, search: debounced }));
  }, [debounced]);

  const closeDialog = () => setDialog(null);
  const replaceRow = (task: TaskRow) => {
    const node = grid.current?.api()?.getRowNode(task.id);
    node?.setData(task);
    recountSoon();
  };
  const estimatesQuery = taskQuery(scope, useTaskViewStore.getState().view);

  return (
    <Stack
      gap={8}
      h="calc(100dvh - 52px - 2 * var(--mantine-spacing-md))"
      pb={isMobile ? 72 : 0}
      style={{ minWidth: 0, overflow: 'hidden' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={1} size="h3" style={{ whiteSpace: 'nowrap' }}>
          {TITLES[scope]}
        </Title>
        <TextInput
          size="xs"
          w={isMobile ? 170 : 280}
          leftSection={<IconSearch size={14} />}
          placeholder="Search client, task, sub-task..."
          aria-label="Search tasks"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      </Group>
      <TaskToolbar
        compact={Boolean(isMobile)}
        canManage={me.role !== 'TEAM_MEMBER'}
        canDelete={canDelete}
        busy={transfer.busy}
        selected={selectedCount}
        lookups={lookups}
        actions={{
          addRow,
          addTask: () => setDialog({ kind: 'addTask' }),
          addClient: () => setDialog({ kind: 'addClient' }),
          refresh: () => {
            refresh();
            toast.success('Tasks refreshed');
          },
          endDay: () => setDialog({ kind: 'endDay' }),
          estimates: () => setDialog({ kind: 'estimates' }),
          createStatus: () => setDialog({ kind: 'status' }),
          exportAs: (format) => void transfer.exportAs(format),
          importFile: () => setImportOpen(true),
          deleteSelected: askBulkDelete,
          trash: () => setDialog({ kind: 'trash' }),
          bulkUpdate: (updates) => void bulkUpdate(updates),
        }}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        data-testid="task-import-input"
        accept={LIMITS.importExtensions.join(',')}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0] ?? null;
          e.currentTarget.value = '';
          void transfer.importFile(file);
        }}
      />
      <FilterBar counts={filterCounts} priorities={lookups.priorities} />
      <QuickTabs counts={filterCounts?.due ?? null} />
      <SelectionBar viewTotal={stats?.count ?? null} />
      <FilteredEmptyNotice stats={stats} />
      {viewReady && (
        <TaskGrid
          ref={grid}
          scope={scope}
          me={me}
          lookups={lookups}
          actions={{ canQuote, canDelete, onAction }}
          onFirstBlock={() => void recount()}
          onSaved={recountSoon}
        />
      )}
      <GridFooter stats={stats} />
      {isMobile && <MobileBar onDeleteNew={deleteNew} onRefresh={refresh} onAdd={addRow} />}

      <TaskDialogs
        dialog={dialog}
        onClose={closeDialog}
        isAdmin={canDelete}
        estimatesQuery={estimatesQuery}
        onRowChanged={replaceRow}
        onTaskDeleted={(task) => {
          useSelectionStore.getState().setAll([rowKey(task)], false);
          refresh();
        }}
        onTasksAdded={refresh}
        onListsChanged={() => void reloadLookups()}
      />
      <ImportReportModal report={transfer.report} onClose={transfer.closeReport} />
      <TaskImportModal
        opened={importOpen}
        isAdmin={canDelete}
        onClose={() => setImportOpen(false)}
        onImported={refresh}
      />
    </Stack>
  );
}
