// The open typed cell editor (minutes, due date) or pick list, so that leaving it by a click
// anywhere else can first ask whether its text is valid (a valid edit is saved, an invalid one
// keeps the editor), and so that characters typed on a cell while its editor is still opening
// reach that editor and no other.
import type { Column, IRowNode } from 'ag-grid-community';

export interface OpenEditor {
  /** The cell it edits, from `cellKey`. */
  cell: string;
  /** Shows the message when the text is invalid; true when it may be saved. */
  check(): boolean;
  /** The editor's own element: clicks inside it are not leaving. */
  element(): HTMLElement | null;
  /** Adds characters typed before its box had focus. */
  type(text: string): void;
}

export function cellKey(node: IRowNode, column: Column): string {
  return `${node.rowPinned ?? ''}:${node.id ?? ''}:${column.getColId()}`;
}

let open: OpenEditor | null = null;
// Characters typed on a cell after the key that opened its editor but before the editor was
// mounted: which cell, and when the last one came (an editor mounting later than that, or on
// another cell, is not the one they were for).
let early = { cell: '', text: '', at: 0 };
const EARLY_FOR_MS = 1000;

export const editGuard = {
  set(editor: OpenEditor | null) {
    open = editor;
  },
  release(editor: OpenEditor) {
    if (open === editor) open = null;
  },
  current(): OpenEditor | null {
    return open;
  },
  /** A character that reached a cell while its editor was opening: it belongs in that editor. */
  typedEarly(char: string, cell: string) {
    // The editor being left (Tab from one popup editor to the next) may still be registered.
    if (open?.cell === cell) {
      open.type(char);
      return;
    }
    const text = early.cell === cell ? early.text + char : char;
    early = { cell, text, at: Date.now() };
  },
  /** What was typed on this cell while its editor was opening, once. */
  takeEarly(cell: string): string {
    const fresh = early.cell === cell && Date.now() - early.at <= EARLY_FOR_MS;
    const text = fresh ? early.text : '';
    early = { cell: '', text: '', at: 0 };
    return text;
  },
};
