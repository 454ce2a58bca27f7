// The task screen's modals, one open at a time (spec §2 "Modals").
import { SUCCESS, TASK_MESSAGES, type TaskRow } from '@practice-desk/contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ClientFormModal } from '../../../components/clients/ClientFormModal';
import { type BulkSelection, bulkApi } from '../api/bulk-api';
import { showUndoToast } from '../hooks/undo-toast';
import { AddTaskModal } from './AddTaskModal';
import { BulkConfirmModal } from './BulkConfirmModal';
import { CommentModal } from './CommentModal';
import { CreateStatusModal } from './CreateStatusModal';
import { EndDayModal } from './EndDayModal';
import { EstimatesModal } from './EstimatesModal';
import { QuotationModal } from './QuotationModal';
import type { RowDialogKind } from './row-dialogs';
import { TaskHistoryModal } from './TaskHistoryModal';
import { TimeEntryModal } from './TimeEntryModal';
import { TrashModal } from './TrashModal';

export type Dialog =
  | { kind: RowDialogKind; task: TaskRow }
  | { kind: 'addTask' | 'addClient' | 'status' | 'endDay' | 'estimates' | 'trash' }
  | { kind: 'bulk'; action: string; selection: BulkSelection; run(): Promise<void> }
  | null;

export function TaskDialogs({
  dialog,
  onClose,
  isAdmin,
  estimatesQuery,
  onRowChanged,
  onTaskDeleted,
  onTasksAdded,
  onListsChanged,
}: {
  dialog: Dialog;
  onClose(): void;
  isAdmin: boolean;
  estimatesQuery: URLSearchParams;
  onRowChanged(task: TaskRow): void;
  onTaskDeleted(task: TaskRow): void;
  onTasksAdded(): void;
  /** A client or status was added: the pickers read their lists again. */
  onListsChanged(): void;
}) {
  const taskOf = (kind: Exclude<RowDialogKind, 'delete'>) => (dialog?.kind === kind ? dialog.task : null);
  return (
    <>
      <CommentModal task={taskOf('comment')} onClose={onClose} />
      <TimeEntryModal task={taskOf('time')} onClose={onClose} onLogged={onRowChanged} />
      <TaskHistoryModal task={taskOf('history')} onClose={onClose} />
      <QuotationModal task={taskOf('quotation')} onClose={onClose} onSaved={onRowChanged} />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        message={TASK_MESSAGES.deleteConfirm}
        onClose={onClose}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          const res = await bulkApi.removeOne(dialog.task.id);
          showUndoToast(res.message ?? SUCCESS.taskDeleted, res.data.ids, onTasksAdded);
          onTaskDeleted(dialog.task);
        }}
      />
      <BulkConfirmModal
        selection={dialog?.kind === 'bulk' ? dialog.selection : null}
        action={dialog?.kind === 'bulk' ? dialog.action : ''}
        onClose={onClose}
        onConfirm={async () => {
          if (dialog?.kind === 'bulk') await dialog.run();
        }}
      />
      <TrashModal
        opened={dialog?.kind === 'trash'}
        canPurge={isAdmin}
        onClose={onClose}
        onRestored={onTasksAdded}
      />
      <AddTaskModal
        opened={dialog?.kind === 'addTask'}
        onClose={onClose}
        onCreated={onTasksAdded}
        canChooseLeader={isAdmin}
      />
      <ClientFormModal
        opened={dialog?.kind === 'addClient'}
        client={null}
        onClose={onClose}
        onSaved={() => {
          onClose();
          onListsChanged();
        }}
      />
      <CreateStatusModal
        opened={dialog?.kind === 'status'}
        onClose={onClose}
        onCreated={() => {
          onClose();
          onListsChanged();
        }}
      />
      <EndDayModal opened={dialog?.kind === 'endDay'} onClose={onClose} />
      <EstimatesModal opened={dialog?.kind === 'estimates'} onClose={onClose} query={estimatesQuery} />
    </>
  );
}
