// The actions column: comments, time entry, start/stop timer, quotation (Admin, Team Leader), delete (Admin);
// an unsaved row offers only to cancel it. A plain DOM cell renderer, not a React component: it
// draws five buttons on every visible row, and opening the grid would otherwise mount them all in React.
import type { ICellRendererParams } from 'ag-grid-community';
import { useTimerStore } from '../../../components/timer/states/timer-store';
import { DomCell } from './dom-cell';
import { type RowActionIcon, rowActionIcon } from './row-action-icons';
import { type GridRow, isDraft } from './row-id';
import classes from './TaskGrid.module.css';

export type TaskAction = 'comment' | 'time' | 'timer' | 'history' | 'quotation' | 'delete' | 'cancel';

export interface ActionsContext {
  canQuote: boolean;
  canDelete: boolean;
  onAction(action: TaskAction, row: GridRow): void;
  /** Opens a client's page (/clients/:id) in the app. */
  openClient(clientId: string): void;
}

type Params = ICellRendererParams<GridRow, unknown, ActionsContext>;

export class ActionsCell extends DomCell<Params> {
  protected readonly gui = document.createElement('div');
  private params: Params | null = null;
  private timer: HTMLButtonElement | null = null;
  private timerTask = '';
  private unsubscribe: (() => void) | null = null;

  override init(params: Params) {
    this.gui.className = classes.actions ?? '';
    super.init(params);
  }

  destroy() {
    this.unsubscribe?.();
  }

  protected show(params: Params) {
    this.params = params;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.timer = null;
    const row = params.data;
    if (!row) {
      this.gui.replaceChildren();
      return;
    }
    const { canQuote, canDelete } = params.context;
    if (isDraft(row) && !row.savedId) {
      this.gui.replaceChildren(this.button('Cancel new row', 'x', 'cancel', true));
      return;
    }
    this.timerTask = isDraft(row) ? (row.savedId ?? '') : row.id;
    this.timer = this.button('Start timer', 'player-play-filled', 'timer');
    this.gui.replaceChildren(
      ...[
        this.button('Comments', 'message', 'comment'),
        this.button('Time entry', 'clock', 'time'),
        this.timer,
        canQuote ? this.button('Create Quotation', 'receipt', 'quotation') : null,
        canDelete ? this.button('Delete task', 'trash', 'delete', true) : null,
      ].filter((b) => b !== null),
    );
    // Start or stop: the button shows which while the timer runs on this row's task.
    this.showTimer();
    this.unsubscribe = useTimerStore.subscribe((s, before) => {
      if (s.timer?.taskId !== before.timer?.taskId) this.showTimer();
    });
  }

  private showTimer() {
    const button = this.timer;
    if (!button) return;
    const running = useTimerStore.getState().timer?.taskId === this.timerTask;
    const label = running ? 'Stop timer' : 'Start timer';
    button.setAttribute('aria-label', label);
    button.title = label;
    button.className = running ? `${classes.action} ${classes.danger}` : (classes.action ?? '');
    button.replaceChildren(rowActionIcon(running ? 'player-stop-filled' : 'player-play-filled'));
  }

  private button(label: string, icon: RowActionIcon, action: TaskAction, danger = false) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = danger ? `${classes.action} ${classes.danger}` : (classes.action ?? '');
    button.setAttribute('aria-label', label);
    button.title = label;
    button.tabIndex = -1;
    button.append(rowActionIcon(icon));
    button.addEventListener('click', () => {
      const params = this.params;
      // The screen's handlers as they are now, not as they were when the row was drawn.
      const context: ActionsContext | undefined = params?.api.getGridOption('context');
      if (params?.data && context) context.onAction(action, params.data);
    });
    return button;
  }
}
