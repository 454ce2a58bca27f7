// My Tasks, My Team Tasks and All Tasks: one screen, three scopes (spec §2 "Task screen").
// The layout: heading and search, toolbar, chips, quick tabs, the grid, its footer and the modals.
// What the buttons do is in hooks/use-task-actions, the shortcuts in hooks/use-page-commands.
import { Group, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LIMITS, type TaskRow, type TaskScope } from '@practice-desk/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTimerStore } from '../../components/timer/states/timer-store';
import { useAuthStore } from '../../lib/auth/auth-store';
import { rowKey } from './grid/row-id';
import { TaskGrid, type TaskGridHandle } from './grid/TaskGrid';
import { useLookups } from './hooks/use-lookups';
import { useOpenView } from './hooks/use-open-view';
import { usePageCommands } from './hooks/use-page-commands';
import { useRefocusAfterRowDialog } from './hooks/use-refocus-after-row-dialog';
import { useTaskActions } from './hooks/use-task-actions';
import { useTaskCounts } from './hooks/use-task-counts';
import { useTaskTransfer } from './hooks/use-task-transfer';
import { useClearSelectionOnViewChange } from './hooks/use-view-selection';
import { CompletionOverrideModal } from './modals/CompletionOverrideModal';
import { lazyModal } from './modals/lazy-modal';
import { useSelectionStore } from './states/selection-store';
import { taskQuery } from './states/task-view';
import { useTaskViewStore } from './states/task-view-store';
import { FilterBar } from './toolbar/FilterBar';
import { FilteredEmptyNotice } from './toolbar/FilteredEmptyNotice';
import { GridFooter } from './toolbar/GridFooter';
import { MobileBar } from './toolbar/MobileBar';
import { QuickTabs } from './toolbar/QuickTabs';
import { SelectionBar } from './toolbar/SelectionBar';
import { TaskSearch } from './toolbar/TaskSearch';
import { TaskToolbar } from './toolbar/TaskToolbar';
import { TriageChips } from './toolbar/TriageChips';

const TITLES: Record<TaskScope, string> = { my: 'My Tasks', team: 'My Team Tasks', all: 'All Tasks' };

const TaskDialogs = lazyModal(() => import('./modals/TaskDialogs').then((m) => m.TaskDialogs), {
  dialog: null,
});
const TaskImportModal = lazyModal(() => import('./import/TaskImportModal').then((m) => m.TaskImportModal), {
  opened: false,
});
const ImportReportModal = lazyModal(
  () => import('../../components/ImportReportModal').then((m) => m.ImportReportModal),
  { report: null },
);

export function TaskPage({ scope }: { scope: TaskScope }) {
  const user = useAuthStore((s) => s.user);
  const me = useMemo(() => ({ id: user?.id ?? '', role: user?.role ?? 'TEAM_MEMBER' }) as const, [user]);
  const viewReady = useOpenView(scope);
  const { lookups, reload: reloadLookups } = useLookups();
  const grid = useRef<TaskGridHandle>(null);
  const [importOpen, setImportOpen] = useState(false);
  const ticked = useSelectionStore((s) => s.ids.size);
  const allInView = useSelectionStore((s) => s.allInView);
  // Known at the first render: a value settled in an effect re-rendered the whole page on opening.
  const isMobile = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const canQuote = me.role !== 'TEAM_MEMBER';
  const canDelete = me.role === 'ADMIN';

  const { stats, filterCounts, recount, recountSoon } = useTaskCounts(scope);
  useClearSelectionOnViewChange(scope);
  // The bar and the bulk menu show what the next bulk action takes.
  const selectedCount = allInView ? (stats?.count ?? 0) : ticked;

  const actions = useTaskActions(scope, grid);
  const navigate = useNavigate();
  const { dialog, setDialog, refresh } = actions;
  const transfer = useTaskTransfer(scope, refresh);
  usePageCommands(grid, actions, { exportAs: transfer.exportAs, openImport: () => setImportOpen(true) });
  useRefocusAfterRowDialog(dialog, grid);

  // A stopped timer wrote time: TT and the footers change.
  useEffect(() => useTimerStore.subscribe((s, before) => s.writes !== before.writes && refresh()), [refresh]);

  const replaceRow = (task: TaskRow) => {
    const node = grid.current?.api()?.getRowNode(task.id);
    node?.setData(task);
    recountSoon();
  };

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
        <TaskSearch width={isMobile ? 170 : 280} />
      </Group>
      <TaskToolbar
        compact={Boolean(isMobile)}
        canManage={me.role !== 'TEAM_MEMBER'}
        canDelete={canDelete}
        busy={transfer.busy}
        selected={selectedCount}
        lookups={lookups}
        actions={{
          addRow: actions.addRow,
          addTask: () => setDialog({ kind: 'addTask' }),
          addClient: () => setDialog({ kind: 'addClient' }),
          refresh: actions.refreshAsked,
          endDay: () => setDialog({ kind: 'endDay' }),
          estimates: () => setDialog({ kind: 'estimates' }),
          createStatus: () => setDialog({ kind: 'status' }),
          exportAs: (format) => void transfer.exportAs(format),
          importFile: () => setImportOpen(true),
          deleteSelected: actions.askBulkDelete,
          trash: () => setDialog({ kind: 'trash' }),
          bulkUpdate: (updates) => void actions.bulkUpdate(updates),
        }}
      />
      <input
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
      <TriageChips />
      <SelectionBar viewTotal={stats?.count ?? null} onMarkFiled={() => void actions.markFiled()} />
      <FilteredEmptyNotice stats={stats} />
      {viewReady && (
        <TaskGrid
          ref={grid}
          scope={scope}
          me={me}
          lookups={lookups}
          actions={{
            canQuote,
            canDelete,
            onAction: actions.onAction,
            openClient: (id) => void navigate({ to: '/clients/$id', params: { id } }),
          }}
          onFirstBlock={() => void recount()}
          onSaved={recountSoon}
        />
      )}
      <GridFooter stats={stats} />
      {isMobile && <MobileBar onDeleteNew={actions.deleteNew} onRefresh={refresh} onAdd={actions.addRow} />}

      <TaskDialogs
        wanted={dialog !== null}
        dialog={dialog}
        onClose={() => setDialog(null)}
        isAdmin={canDelete}
        estimatesQuery={taskQuery(scope, useTaskViewStore.getState().view)}
        onRowChanged={replaceRow}
        onTaskDeleted={(task) => {
          useSelectionStore.getState().setAll([rowKey(task)], false);
          refresh();
        }}
        onTasksAdded={refresh}
        onListsChanged={() => void reloadLookups()}
      />
      <ImportReportModal
        wanted={transfer.report !== null}
        report={transfer.report}
        onClose={transfer.closeReport}
      />
      <TaskImportModal
        wanted={importOpen}
        opened={importOpen}
        isAdmin={canDelete}
        onClose={() => setImportOpen(false)}
        onImported={refresh}
      />
      {canDelete && <CompletionOverrideModal />}
    </Stack>
  );
}
