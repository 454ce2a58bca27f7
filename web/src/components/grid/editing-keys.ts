// The grid's keys beyond AG Grid's own: Space ticks a row; Enter in an unsaved row saves and
// moves right, staying in that row (moving down would land in a saved task, where the next
// typing would overwrite it); the context-menu key or Shift+F10 opens the row-actions menu; and a
// click outside the grid while a cell is being edited saves that edit first, or keeps an
// invalid typed value in its editor with its message.
import type { CellPosition, GridApi, SuppressKeyboardEventParams } from 'ag-grid-community';
import { type RefObject, useCallback, useEffect } from 'react';
import { cellKey, editGuard } from './edit-guard';

// Generic over the row: the keys read only the grid's columns and cells, never a row's fields.
export function useEditingKeys<Row>(
  gridApi: RefObject<GridApi<Row> | null>,
  box: RefObject<HTMLDivElement | null>,
  onRowMenu: (cell: CellPosition) => void,
) {
  const suppressKeyboardEvent = useCallback(
    (params: SuppressKeyboardEventParams<Row>) => {
      const { event, editing, api, node, column } = params;
      if (event.type !== 'keydown') return false;
      if (!editing && event.key === ' ') {
        // Not the browser's page scroll (the grid's key events reach us too late to stop it).
        event.preventDefault();
        return true;
      }
      if (!editing && (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) {
        event.preventDefault();
        onRowMenu({ rowIndex: node.rowIndex ?? 0, column, rowPinned: node.rowPinned ?? null });
        return true;
      }
      // Keys typed on the cell while its popup editor is still opening would be lost (or each
      // start the edit again), and an Enter or Tab there would end the edit before the editor had
      // its text: they wait for the editor. AG Grid reports the cell as editing only once the
      // editor is there, so the key that opens it is handled (and remembered) here.
      const target = event.target as HTMLElement | null;
      if (
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey &&
        target?.getAttribute('role') === 'gridcell' &&
        column.getColDef().cellEditorPopup === true
      ) {
        const cell = cellKey(node, column);
        const key = event.key;
        if (editing || editGuard.isOpening(cell)) {
          if (key.length === 1) {
            event.preventDefault();
            editGuard.typedEarly(key, cell);
            return true;
          }
          if (key === 'Enter' || key === 'Tab') {
            event.preventDefault();
            const open = editGuard.current();
            // The editor is there but the cell still has focus: the key acts in the editor's box
            // before the next key arrives (once the grid is done with this one), so what is typed
            // after a Tab goes to the next cell, not into this one.
            const press = { key, shiftKey: event.shiftKey } as const;
            if (open?.cell === cell) queueMicrotask(() => open.press(press));
            else editGuard.pressedEarly(press, cell);
            return true;
          }
          if (key === 'Escape') editGuard.forget(cell);
        } else if ((key === 'Enter' || key === 'F2' || key.length === 1) && column.isCellEditable(node)) {
          // This key opens the editor (a character also goes into it, as its eventKey). Opened
          // here rather than left to the grid, which could drop it while rows reload, so that the
          // keys that follow are sure to have an editor to wait for.
          event.preventDefault();
          editGuard.startOpening(cell);
          api.startEditingCell({
            rowIndex: node.rowIndex ?? 0,
            colKey: column,
            rowPinned: node.rowPinned ?? undefined,
            key: key.length === 1 ? key : undefined,
          });
          return true;
        }
      }
      if (editing && event.key === 'Enter' && node.rowPinned === 'top' && !event.shiftKey) {
        event.preventDefault();
        api.stopEditing();
        api.tabToNextCell();
        return true;
      }
      return false;
    },
    [onRowMenu],
  );

  useEffect(() => {
    // 'keep': the click must not act (the editor stays with its message); 'replay': the click
    // acts once the grid has handed over the edit (AG Grid finishes a React editor's edit a tick
    // later, and a page change in between would drop it).
    let pending: { mode: 'keep' | 'replay'; target: HTMLElement; at: number } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      const api = gridApi.current;
      const target = event.target as HTMLElement | null;
      if (!api || api.isDestroyed() || !api.getEditingCells().length || !target) return;
      const open = editGuard.current();
      if (open?.element()?.contains(target)) return;
      if (open && !open.check()) {
        event.preventDefault();
        pending = { mode: 'keep', target, at: Date.now() };
        return;
      }
      if (box.current?.contains(target) || target.closest?.('.ag-popup')) return;
      api.stopEditing();
      pending = { mode: 'replay', target, at: Date.now() };
    };
    const onMouseDown = (event: MouseEvent) => {
      if (pending?.mode === 'keep') event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      // Only the click of that same press (a press dragged away never clicks).
      if (!pending || Date.now() - pending.at > 1500) return;
      const { mode, target } = pending;
      pending = null;
      event.preventDefault();
      event.stopPropagation();
      if (mode === 'replay') setTimeout(() => target.click(), 30);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [gridApi, box]);

  return { suppressKeyboardEvent };
}
