// The task screen's modals, one open at a time (spec §2 "Modals").
import { TASK_MESSAGES, type TaskRow } from '@practice-desk/contracts';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/toast';
import { ClientFormModal } from '../configurations/clients/ClientFormModal';
import { tasksApi } from './api/tasks-api';
import { AddTaskModal } from './modals/AddTaskModal';
import { CommentModal } from './modals/CommentModal';
import { CreateStatusModal } from './modals/CreateStatusModal';
import { EndDayModal } from './modals/EndDayModal';
import { EstimatesModal } from './modals/EstimatesModal';
import { QuotationModal } from './modals/QuotationModal';
import { TimeEntryModal } from './modals/TimeEntryModal';

export type Dialog =
  | { kind: 'comment' | 'time' | 'quotation' | 'delete'; task: TaskRow }
  | { kind: 'addTask' | 'addClient' | 'status' | 'endDay' | 'estimates' | 'bulkDelete' }
  | null;

export function TaskDialogs({
  dialog,
  onClose,
  isAdmin,
  selectedCount,
  estimatesQuery,
  onRowChanged,
  onTaskDeleted,
  onTasksAdded,
  onListsChanged,
  onBulkDelete,
}: {
  dialog: Dialog;
  onClose(): void;
  isAdmin: boolean;
  selectedCount: number;
  estimatesQuery: URLSearchParams;
  onRowChanged(task: TaskRow): void;
  onTaskDeleted(task: TaskRow): void;
  onTasksAdded(): void;
  /** A client or status was added: the pickers read their lists again. */
  onListsChanged(): void;
  onBulkDelete(): Promise<void>;
}) {
  const taskOf = (kind: 'comment' | 'time' | 'quotation') => (dialog?.kind === kind ? dialog.task : null);
  return (
    <>
      <CommentModal task={taskOf('comment')} onClose={onClose} />
      <TimeEntryModal task={taskOf('time')} onClose={onClose} onLogged={onRowChanged} />
      <QuotationModal task={taskOf('quotation')} onClose={onClose} onSaved={onRowChanged} />
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        message={TASK_MESSAGES.deleteConfirm}
        onClose={onClose}
        onConfirm={async () => {
          if (dialog?.kind !== 'delete') return;
          const res = await tasksApi.remove(dialog.task.id);
          toast.success(res.message ?? 'Task deleted successfully');
          onTaskDeleted(dialog.task);
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'bulkDelete'}
        message={`Delete ${selectedCount} selected task(s)?`}
        onClose={onClose}
        onConfirm={onBulkDelete}
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
