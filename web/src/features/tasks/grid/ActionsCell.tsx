// The actions column: comments, time entry, start/stop timer, quotation (Admin, Team Leader), delete (Admin);
// an unsaved row offers only to cancel it. Plain buttons: this renders on every visible row.
import {
  IconClock,
  IconMessage,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconReceipt,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { ReactNode } from 'react';
import { useTimerStore } from '../../../components/timer/states/timer-store';
import { type GridRow, isDraft } from './row-id';
import classes from './TaskGrid.module.css';

export type TaskAction = 'comment' | 'time' | 'timer' | 'history' | 'quotation' | 'delete' | 'cancel';

export interface ActionsContext {
  canQuote: boolean;
  canDelete: boolean;
  onAction(action: TaskAction, row: GridRow): void;
}

function Action({
  label,
  onClick,
  children,
  danger,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? `${classes.action} ${classes.danger}` : classes.action}
      aria-label={label}
      title={label}
      tabIndex={-1}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Start or stop the timer on the row's task; shows which while it runs. */
function TimerAction({ taskId, onClick }: { taskId: string; onClick(): void }) {
  const running = useTimerStore((s) => s.timer?.taskId === taskId);
  return (
    <Action label={running ? 'Stop timer' : 'Start timer'} danger={running} onClick={onClick}>
      {running ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
    </Action>
  );
}

export function ActionsCell(props: CustomCellRendererProps<GridRow, unknown, ActionsContext>) {
  const row = props.data;
  if (!row) return null;
  const { onAction, canQuote, canDelete } = props.context;
  if (isDraft(row) && !row.savedId) {
    return (
      <div className={classes.actions}>
        <Action label="Cancel new row" danger onClick={() => onAction('cancel', row)}>
          <IconX size={14} />
        </Action>
      </div>
    );
  }
  return (
    <div className={classes.actions}>
      <Action label="Comments" onClick={() => onAction('comment', row)}>
        <IconMessage size={14} />
      </Action>
      <Action label="Time entry" onClick={() => onAction('time', row)}>
        <IconClock size={14} />
      </Action>
      <TimerAction
        taskId={isDraft(row) ? (row.savedId ?? '') : row.id}
        onClick={() => onAction('timer', row)}
      />
      {canQuote && (
        <Action label="Create Quotation" onClick={() => onAction('quotation', row)}>
          <IconReceipt size={14} />
        </Action>
      )}
      {canDelete && (
        <Action label="Delete task" danger onClick={() => onAction('delete', row)}>
          <IconTrash size={14} />
        </Action>
      )}
    </div>
  );
}
