// The row-actions menu, opened from a focused cell with the context-menu key or Shift+F10: the
// actions column's buttons (comments, time entries, quotation, delete) plus History and asking for help,
// reachable without a mouse, and Open client (the client's page). Escape closes it and puts focus
// back on the cell.
import { Menu } from '@mantine/core';
import {
  IconClock,
  IconHelp,
  IconHistory,
  IconMessage,
  IconPlayerPlayFilled,
  IconPlayerStopFilled,
  IconReceipt,
  IconTrash,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { CellPosition, GridApi } from 'ag-grid-community';
import { useTimerStore } from '../../../components/timer/states/timer-store';
import type { ActionsContext, TaskAction } from './ActionsCell';
import { type GridRow, isDraft } from './row-id';

export interface RowMenuState {
  cell: CellPosition;
  row: GridRow;
  rect: DOMRect;
  /** Whether this person may change the row's status (and so ask for help). */
  canAskHelp: boolean;
  openedAt: number;
  /** Reopened right after a close: that close can still be reported late, and is not this one's. */
  ignoreCloseUntil: number;
}

export function RowActionsMenu({
  menu,
  api,
  actions,
  onClose,
}: {
  menu: RowMenuState | null;
  api: GridApi<GridRow> | null;
  actions: ActionsContext;
  onClose(): void;
}) {
  const backToCell = () => {
    if (menu && api && !api.isDestroyed())
      api.setFocusedCell(menu.cell.rowIndex, menu.cell.column, menu.cell.rowPinned);
  };
  const run = (action: TaskAction) => {
    if (!menu) return;
    const { row } = menu;
    onClose();
    // The cell holds focus while the modal opens, so the modal gives it back when it closes. Only
    // once the menu has closed: while it is open its focus trap can pull focus back to the item,
    // and a modal opened then gave focus back to an item no longer there (seen on a busy machine).
    requestAnimationFrame(() => {
      backToCell();
      actions.onAction(action, row);
    });
  };
  const askHelp = () => {
    if (!menu || !api) return;
    onClose();
    api.setFocusedCell(menu.cell.rowIndex, 'status', menu.cell.rowPinned);
    api.startEditingCell({ rowIndex: menu.cell.rowIndex, colKey: 'status', rowPinned: menu.cell.rowPinned });
  };
  const row = menu?.row;
  const navigate = useNavigate();
  const client = row?.client ?? null;
  const openClient = () => {
    if (!client) return;
    onClose();
    void navigate({ to: '/clients/$id', params: { id: client.id } });
  };
  const timing = useTimerStore((s) =>
    Boolean(row && s.timer && s.timer.taskId === (isDraft(row) ? row.savedId : row.id)),
  );
  const unsaved = isDraft(row) && !row.savedId;
  return (
    <Menu
      opened={Boolean(menu)}
      onChange={(next) => {
        if (!next && Date.now() > (menu?.ignoreCloseUntil ?? 0)) {
          onClose();
          backToCell();
        }
      }}
      position="bottom-start"
      withinPortal
      trapFocus
      returnFocus={false}
      width={210}
    >
      <Menu.Target>
        <div
          aria-hidden
          style={{
            position: 'fixed',
            left: menu?.rect.left ?? 0,
            top: menu?.rect.top ?? 0,
            width: menu?.rect.width ?? 0,
            height: menu?.rect.height ?? 0,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label="Row actions">
        <Menu.Label>Row actions</Menu.Label>
        {unsaved ? (
          <Menu.Item leftSection={<IconX size={14} />} color="red" onClick={() => run('cancel')}>
            Cancel new row
          </Menu.Item>
        ) : (
          <>
            <Menu.Item leftSection={<IconMessage size={14} />} onClick={() => run('comment')}>
              Comments
            </Menu.Item>
            <Menu.Item leftSection={<IconClock size={14} />} onClick={() => run('time')}>
              Time entries
            </Menu.Item>
            <Menu.Item
              leftSection={timing ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
              onClick={() => run('timer')}
            >
              {timing ? 'Stop timer' : 'Start timer'}
            </Menu.Item>
            <Menu.Item leftSection={<IconHistory size={14} />} onClick={() => run('history')}>
              History
            </Menu.Item>
            {actions.canQuote && (
              <Menu.Item leftSection={<IconReceipt size={14} />} onClick={() => run('quotation')}>
                Create Quotation
              </Menu.Item>
            )}
            {menu?.canAskHelp && (
              <Menu.Item leftSection={<IconHelp size={14} />} onClick={askHelp}>
                Help required…
              </Menu.Item>
            )}
            {client && (
              <Menu.Item leftSection={<IconUser size={14} />} onClick={openClient}>
                Open client
              </Menu.Item>
            )}
            {actions.canDelete && (
              <Menu.Item leftSection={<IconTrash size={14} />} color="red" onClick={() => run('delete')}>
                Delete task
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
