// The open typed cell editor (minutes, due date) or pick list, so that leaving it by a click
// anywhere else can first ask whether its text is valid (a valid edit is saved, an invalid one
// keeps the editor), and what was typed on a cell while its popup editor was still opening:
// characters, and an Enter or Tab that came before the editor was there to take it. The editor
// starts from those characters, then acts on that key as if it had been pressed in it; keys typed
// after that key wait for the editor the grid opens next.
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
  /** Acts on an Enter or Tab that reached the cell while the editor was there but its box had no
   * focus yet, at once, as if pressed in the box (the grid, given it on the cell, could drop it). */
  press(key: EarlyKey): void;
}

/** An Enter or Tab pressed on a cell before its editor was there. */
export interface EarlyKey {
  key: 'Enter' | 'Tab';
  shiftKey: boolean;
}

export interface Early {
  text: string;
  /** The key to act on once the text is in. */
  press: EarlyKey | null;
}

export function cellKey(node: IRowNode, column: Column): string {
  return `${node.rowPinned ?? ''}:${node.id ?? ''}:${column.getColId()}`;
}

/** Whatever cell opens next: keys typed after an early Enter or Tab belong to it. */
const NEXT_CELL = '*';
/** An editor mounting later than this after the last early key is not the one it was for. */
const EARLY_FOR_MS = 1000;

let open: OpenEditor | null = null;
// The cell whose editor a key has asked for and the grid has not put in the page yet (AG Grid
// reports the cell as editing only once its React editor is there).
let opening = { cell: '', at: 0 };
let early: { cell: string; items: (string | EarlyKey)[]; at: number } = { cell: '', items: [], at: 0 };

function remember(item: string | EarlyKey, cell: string) {
  const fresh = Date.now() - early.at <= EARLY_FOR_MS;
  const same = fresh && (early.cell === cell || early.cell === NEXT_CELL);
  const items = same ? [...early.items, item] : [item];
  early = { cell, items, at: Date.now() };
}

export const editGuard = {
  set(editor: OpenEditor | null) {
    open = editor;
    if (editor && editor.cell === opening.cell) opening = { cell: '', at: 0 };
  },
  /** A key on this cell is opening its editor. */
  startOpening(cell: string) {
    opening = { cell, at: Date.now() };
  },
  /** Whether this cell's editor has been asked for and is not in the page yet. */
  isOpening(cell: string): boolean {
    return opening.cell === cell && Date.now() - opening.at <= EARLY_FOR_MS;
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
    if (open?.cell === cell && !(early.cell === cell && early.items.length)) open.type(char);
    else remember(char, cell);
  },
  /** Enter or Tab on a cell whose editor is not there yet: acted on once it is. */
  pressedEarly(key: EarlyKey, cell: string) {
    remember(key, cell);
  },
  /** Drops what was typed on a cell (its edit was cancelled). */
  forget(cell: string) {
    if (early.cell === cell) early = { cell: '', items: [], at: 0 };
    if (opening.cell === cell) opening = { cell: '', at: 0 };
  },
  /** What was typed on this cell (or after an early key on the cell before) while its editor was
   * opening, once: the characters up to the first Enter or Tab, and that key. */
  takeEarly(cell: string): Early {
    const fresh = Date.now() - early.at <= EARLY_FOR_MS;
    const mine = fresh && (early.cell === cell || early.cell === NEXT_CELL);
    const items = mine ? early.items : [];
    early = { cell: '', items: [], at: 0 };
    let text = '';
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as string | EarlyKey;
      if (typeof item === 'string') {
        text += item;
        continue;
      }
      const rest = items.slice(i + 1);
      if (rest.length) early = { cell: NEXT_CELL, items: rest, at: Date.now() };
      return { text, press: item };
    }
    return { text, press: null };
  },
};

/** Acts on an Enter or Tab in the editor's box, as if pressed there: the editor's own check and
 * the grid's move both see it. */
export function pressIn(box: HTMLElement | null, key: EarlyKey) {
  if (!box) return;
  box.focus();
  box.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: key.key,
      code: key.key,
      shiftKey: key.shiftKey,
      bubbles: true,
      cancelable: true,
    }),
  );
}

/** An early Tab waits to be acted on in an editor's box (see replayKey). */
let replayingTab = false;

/** Acts on an early Enter or Tab in the editor's box once the editor has taken its text. */
export function replayKey(box: HTMLElement | null, key: EarlyKey | null) {
  if (!box || !key) return;
  replayingTab = key.key === 'Tab';
  setTimeout(() => {
    replayingTab = false;
    pressIn(box, key);
  }, 0);
}

/** A key pressed in an editor's box while an early Tab waits to be acted on there came after that
 * Tab (the browser can hand over the next key before the waiting one's turn): it is kept for the
 * editor the Tab opens rather than typed into this one. True when kept. */
export function heldForNextCell(event: KeyboardEvent): boolean {
  if (!replayingTab || event.ctrlKey || event.metaKey || event.altKey) return false;
  const { key } = event;
  if (key.length !== 1 && key !== 'Enter' && key !== 'Tab') return false;
  event.preventDefault();
  event.stopPropagation();
  remember(key.length === 1 ? key : { key: key as EarlyKey['key'], shiftKey: event.shiftKey }, NEXT_CELL);
  return true;
}
