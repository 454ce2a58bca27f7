// The row-actions menu opened from the keyboard: where it shows (the focused cell), for which row,
// and a short guard so the key that opened it does not close it again at once.
import type { CellPosition, GridApi } from 'ag-grid-community';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { RowMenuState } from './RowActionsMenu';
import type { GridRow } from './row-id';

export function useRowMenu(
  gridApi: RefObject<GridApi<GridRow> | null>,
  box: RefObject<HTMLDivElement | null>,
) {
  const [menu, setMenu] = useState<RowMenuState | null>(null);
  const openedAt = useRef(0);
  const closedAt = useRef(0);
  const open = useCallback(
    (cell: CellPosition) => {
      openedAt.current = Date.now();
      const api = gridApi.current;
      const node = cell.rowPinned
        ? api?.getPinnedTopRow(cell.rowIndex)
        : api?.getDisplayedRowAtIndex(cell.rowIndex);
      if (!api || !node?.data) return;
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : box.current;
      setMenu({
        cell,
        row: node.data,
        rect: (focused ?? document.body).getBoundingClientRect(),
        canAskHelp: Boolean(api.getColumn('status')?.isCellEditable(node)),
        openedAt: openedAt.current,
        ignoreCloseUntil: openedAt.current - closedAt.current < 400 ? openedAt.current + 250 : 0,
      });
    },
    [gridApi, box],
  );
  const close = useCallback(() => {
    closedAt.current = Date.now();
    setMenu(null);
  }, []);
  /** The key that opened the menu must not also open the browser's own menu. */
  const justOpened = () => Date.now() - openedAt.current < 1000;
  return { menu, open, close, justOpened };
}
