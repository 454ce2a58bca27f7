// Saving grid edits. A saved task: the change shows at once, is sent as a partial update, and
// is undone with the server's message when refused. An unsaved row: created on its first real
// value (one create at a time per row, guard released after 1 s), later edits update that task.
import { DURATION_INPUT_MESSAGE, LIMITS, SUCCESS, type TaskRow } from '@practice-desk/contracts';
import type { CellEditRequestEvent, GridApi, IRowNode } from 'ag-grid-community';
import { useCallback, useRef } from 'react';
import { askForFiling } from '../../../lib/filing-request/filing-request-store';
import { filingToAsk } from '../../../lib/filing-request/task-compliance';
import { toast } from '../../../lib/toast';
import { type TaskPatch, tasksApi } from '../api/tasks-api';
import {
  applyPatch,
  type EditableField,
  isMeaningful,
  type NameLookups,
  patchFor,
} from '../grid/cell-values';
import type { Lookups } from '../grid/lookups';
import { type GridRow, isDraft } from '../grid/row-id';
import { createBody, laterChanges } from '../states/draft-body';
import { type DraftRow, useNewRowsStore } from '../states/new-rows-store';
import { completionOverrideFor } from './completion-override';
import { reportSaveFailure } from './save-problem';

export function nameLookups(lookups: Lookups): NameLookups {
  return {
    clientName: (id) => lookups.clients.find((c) => c.id === id)?.name,
    personName: (id) => lookups.people.find((p) => p.id === id)?.name,
    statusKey: (name) => lookups.statuses.find((s) => s.name === name)?.systemKey ?? null,
  };
}

export function useTaskEdits(options: { lookups: Lookups; onSaved(): void }) {
  const latest = useRef(options);
  latest.current = options;
  const creating = useRef(new Set<string>());

  const saveTask = useCallback(
    async (api: GridApi, node: IRowNode<GridRow>, row: TaskRow, patch: TaskPatch) => {
      const names = nameLookups(latest.current.lookups);
      node.setData(applyPatch(row, patch, names));
      try {
        const saved = await tasksApi.update(row.id, patch);
        if (!api.isDestroyed()) node.setData(saved);
        latest.current.onSaved();
      } catch (err) {
        const reason = await completionOverrideFor(err);
        if (reason) return saveTask(api, node, row, { ...patch, completionOverrideReason: reason });
        if (!api.isDestroyed()) node.setData(row);
        await reportSaveFailure(err, 'Failed to update task');
      }
    },
    [],
  );

  const showSaved = useCallback(async (api: GridApi, node: IRowNode<GridRow>, id: string) => {
    try {
      const saved = await tasksApi.get(id);
      if (!api.isDestroyed()) node.setData(saved);
      latest.current.onSaved();
    } catch (err) {
      await reportSaveFailure(err, 'Failed to load the task');
    }
  }, []);

  const createDraft = useCallback(async (draftId: string) => {
    const store = useNewRowsStore.getState();
    const draft = store.rows.find((r) => r.draftId === draftId);
    if (!draft || draft.savedId || creating.current.has(draftId)) return;
    creating.current.add(draftId);
    try {
      const saved = await tasksApi.create(createBody(draft));
      const local = useNewRowsStore.getState().rows.find((r) => r.draftId === draftId) ?? draft;
      useNewRowsStore.getState().change(draftId, { ...saved, draftId, savedId: saved.id });
      toast.success(SUCCESS.taskCreated);
      latest.current.onSaved();
      const later = laterChanges(local, saved);
      if (Object.keys(later).length) {
        const updated = await tasksApi.update(saved.id, later);
        useNewRowsStore.getState().change(draftId, { ...updated, draftId, savedId: saved.id });
      }
    } catch (err) {
      await reportSaveFailure(err, 'Failed to create task');
    } finally {
      setTimeout(() => creating.current.delete(draftId), LIMITS.createGuardReleaseMs);
    }
  }, []);

  const saveDraft = useCallback(
    async (draft: DraftRow, patch: TaskPatch) => {
      const names = nameLookups(latest.current.lookups);
      const store = useNewRowsStore.getState();
      const local = applyPatch(draft, patch, names) as DraftRow;
      store.change(draft.draftId, local);
      if (draft.savedId) {
        try {
          const saved = await tasksApi.update(draft.savedId, patch);
          useNewRowsStore
            .getState()
            .change(draft.draftId, { ...saved, draftId: draft.draftId, savedId: saved.id });
          latest.current.onSaved();
        } catch (err) {
          useNewRowsStore.getState().change(draft.draftId, draft);
          await reportSaveFailure(err, 'Failed to update task');
        }
        return;
      }
      if (isMeaningful(patch) || local.client || local.task || local.subTask)
        await createDraft(draft.draftId);
    },
    [createDraft],
  );

  const onCellEditRequest = useCallback(
    (event: CellEditRequestEvent<GridRow>) => {
      const row = event.data;
      const field = event.column.getColId() as EditableField;
      if (!row) return;
      const current = isDraft(row)
        ? (useNewRowsStore.getState().rows.find((r) => r.draftId === row.draftId) ?? row)
        : row;
      const patch = patchFor(current, field, event.newValue);
      if (patch === 'invalid') {
        toast.error(`${field === 'et' ? 'ET' : 'TT'}: ${DURATION_INPUT_MESSAGE}`);
        return;
      }
      if (!patch) return;
      if (isDraft(current)) return void saveDraft(current, patch);
      // Completing a generated task asks for its filing first; recording the filing completes the
      // task on the server, and the row then shows the task as it is there.
      const statusKey = patch.status ? nameLookups(latest.current.lookups).statusKey(patch.status) : null;
      const filing = filingToAsk(current, statusKey);
      if (filing)
        askForFiling({ target: filing, onFiled: () => void showSaved(event.api, event.node, current.id) });
      else void saveTask(event.api, event.node, current, patch);
    },
    [saveDraft, saveTask, showSaved],
  );

  return { onCellEditRequest };
}
