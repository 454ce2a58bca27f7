// What the task screen's buttons, menus and rows do: add and save rows, delete ticked rows, bulk
// changes, a row's action; and which modal is open. The toolbar, the shortcuts, the phone's bar
// and the grid all call these, so each action is written once.
import {
  ERRORS,
  FILING_FROM_TASKS_MESSAGES,
  SUCCESS,
  TASK_MESSAGES,
  type TaskScope,
} from '@practice-desk/contracts';
import { type RefObject, useCallback, useState } from 'react';
import { useTimerStore } from '../../../components/timer/states/timer-store';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { askForFilings } from '../../../lib/filing-request/filing-request-store';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { toast } from '../../../lib/toast';
import { bulkApi } from '../api/bulk-api';
import type { TaskPatch } from '../api/tasks-api';
import type { TaskAction } from '../grid/ActionsCell';
import { type GridRow, isDraft } from '../grid/row-id';
import type { TaskGridHandle } from '../grid/TaskGrid';
import type { Dialog } from '../modals/TaskDialogs';
import { useNewRowsStore } from '../states/new-rows-store';
import { useSelectionStore } from '../states/selection-store';
import { reportSaveFailure } from './save-problem';
import { showUndoToast } from './undo-toast';
import { currentSelection, tickedTaskIds } from './use-view-selection';

export function useTaskActions(scope: TaskScope, grid: RefObject<TaskGridHandle | null>) {
  const user = useAuthStore((s) => s.user);
  const canDelete = user?.role === 'ADMIN';
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = useCallback(() => grid.current?.refresh(), [grid]);

  const addRow = useCallback(() => {
    if (!user) return;
    const added = useNewRowsStore
      .getState()
      .add({ id: user.id, name: user.name, leads: user.role !== 'TEAM_MEMBER', today: practiceToday() });
    if (!added) return toast.error(TASK_MESSAGES.maxNewRows);
    toast.success('New task row added');
    setTimeout(() => grid.current?.focusFirstDraft(), 50);
  }, [user, grid]);

  const saveAll = useCallback(() => {
    const store = useNewRowsStore.getState();
    store.remove(store.rows.filter((r) => r.savedId).map((r) => r.draftId));
    refresh();
    toast.success('All changes saved!');
  }, [refresh]);

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

  // The ticked tasks' compliance items, filed at once in the calendar's dialog; tasks without one
  // (or filed, or not the person's) are left out and the dialog says so.
  const markFiled = async () => {
    const selection = currentSelection(scope);
    if ('ids' in selection && !selection.ids.length) return toast.info('No tasks selected');
    try {
      const { targets, skipped } = await bulkApi.filingTargets(selection);
      const notice = FILING_FROM_TASKS_MESSAGES.skipped(skipped);
      if (!targets.length)
        return toast.error([FILING_FROM_TASKS_MESSAGES.noneToFile, notice].filter(Boolean).join('. '));
      askForFilings({
        targets: targets.map(({ itemId, code, title, clientName, dueDate }) => ({
          itemId,
          code,
          title,
          clientName,
          dueDate,
        })),
        notice,
        onFiled: () => {
          useSelectionStore.getState().clear();
          refresh();
        },
      });
    } catch (err) {
      await reportSaveFailure(err, 'Failed to find the compliance items of the selected tasks');
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

  /** Refresh asked for by the person (button or shortcut), as opposed to one after a change. */
  const refreshAsked = useCallback(() => {
    refresh();
    toast.success('Tasks refreshed');
  }, [refresh]);

  return {
    dialog,
    setDialog,
    refresh,
    refreshAsked,
    addRow,
    saveAll,
    deleteNew,
    askBulkDelete,
    bulkUpdate,
    markFiled,
    onAction,
  };
}

export type TaskActions = ReturnType<typeof useTaskActions>;
