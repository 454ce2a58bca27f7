// A row's dialog (comments, time entries, history, quotation, delete) gives focus back to the cell it
// was opened from. The modal does that itself by focusing the element that had focus when it opened,
// but if the grid drew that row again meanwhile (a refresh, a row written back) the element it
// remembers is gone and focus fell to the page: a keyboard user lost their place. Once the modal
// has closed and faded out, focus left on the page goes back to the grid's focused cell.
import { type RefObject, useEffect, useRef } from 'react';
import type { TaskGridHandle } from '../grid/TaskGrid';
import { isRowDialog } from '../modals/row-dialogs';
import type { Dialog } from '../modals/TaskDialogs';

/** After the modal's own return of focus (10 ms after it closes) and its 200 ms fade. */
const AFTER_MODAL_CLOSED_MS = 300;

export function useRefocusAfterRowDialog(dialog: Dialog, grid: RefObject<TaskGridHandle | null>) {
  const before = useRef<Dialog>(null);
  useEffect(() => {
    const was = before.current;
    before.current = dialog;
    if (dialog !== null || !was || !isRowDialog(was.kind)) return;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const api = grid.current?.api();
      const cell = api?.getFocusedCell();
      if (api && cell) api.setFocusedCell(cell.rowIndex, cell.column, cell.rowPinned);
    }, AFTER_MODAL_CLOSED_MS);
    return () => window.clearTimeout(timer);
  }, [dialog, grid]);
}
