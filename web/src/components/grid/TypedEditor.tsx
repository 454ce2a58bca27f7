// A cell editor for typed values (ET and TT minutes, due dates): a text box under the cell that
// parses what is typed, and on Enter, Tab or a click elsewhere either saves the value or keeps
// the editor open with its message under the box (nothing is saved then).
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cellKey, editGuard, heldForNextCell, type OpenEditor, pressIn, replayKey } from './edit-guard';
import classes from './OptionEditor.module.css';

export type TypedParse = { ok: true; value: unknown } | { ok: false; message: string };

export interface TypedEditorParams {
  /** The text the box starts from for the cell's value. */
  toText(value: unknown): string;
  parse(text: string): TypedParse;
  placeholder: string;
}

export function TypedEditor(props: CustomCellEditorProps & TypedEditorParams) {
  const { onValueChange, initialValue, parse } = props;
  const cell = cellKey(props.node, props.column);
  // Opened by a character: the box starts from it, as typing over the selected value would.
  const typedKey = props.eventKey?.length === 1 ? props.eventKey : '';
  const [text, setText] = useState(() => typedKey || props.toText(initialValue));
  const [message, setMessage] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef(text);

  // The grid keeps the value last reported: a valid parse, or the cell's own value while invalid
  // (so that a way out we did not catch saves nothing rather than something wrong). Reported as
  // the text changes, not after the render, so an Enter or Tab right behind a key sees it.
  const change = (next: string) => {
    latest.current = next;
    setText(next);
    setMessage(null);
    const result = parse(next);
    onValueChange(result.ok ? result.value : initialValue);
  };
  const current = useRef({ change, parse });
  current.current = { change, parse };

  // Once, as the editor enters the page: it becomes the open editor, takes the keys that reached
  // the cell while it was opening (taken here, not while rendering: a render React throws away
  // and starts again would lose them) and acts on an early Enter or Tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount only; the latest callbacks are read through `current`.
  useLayoutEffect(() => {
    const editor: OpenEditor = {
      cell,
      check: () => {
        const result = current.current.parse(latest.current);
        setMessage(result.ok ? null : result.message);
        return result.ok;
      },
      element: () => root.current,
      type: (chars) => {
        current.current.change(latest.current + chars);
        input.current?.focus();
      },
      press: (key) => pressIn(input.current, key),
    };
    editGuard.set(editor);
    const box = input.current;
    box?.focus();
    const early = editGuard.takeEarly(cell);
    const typed = typedKey + early.text;
    // Nothing typed: the cell's own value, selected, and nothing to report.
    if (typed) current.current.change(typed);
    else box?.select();
    replayKey(box, early.press);
    // Native listener: it runs before the grid's handling of Enter and Tab on the popup.
    const onKey = (event: KeyboardEvent) => {
      if (heldForNextCell(event)) return;
      if ((event.key === 'Enter' || event.key === 'Tab') && !editor.check()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    // When the rows reload under an open editor (a saved new row joining the list), the grid
    // gives focus back to the cell; typing must still land in the box.
    const onBlur = (event: FocusEvent) => {
      const to = event.relatedTarget as HTMLElement | null;
      if (to?.classList.contains('ag-cell-popup-editing')) setTimeout(() => box?.focus(), 0);
    };
    box?.addEventListener('keydown', onKey);
    box?.addEventListener('blur', onBlur);
    return () => {
      box?.removeEventListener('keydown', onKey);
      box?.removeEventListener('blur', onBlur);
      editGuard.release(editor);
    };
  }, []);

  const id = `typed-editor-${props.column.getColId()}`;
  return (
    <div ref={root} className={classes.editor} style={{ width: 200 }}>
      <input
        ref={input}
        className={classes.search}
        value={text}
        placeholder={props.placeholder}
        aria-label={props.colDef?.headerName ?? 'Value'}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? id : undefined}
        onChange={(event) => change(event.target.value)}
      />
      {message && (
        <div id={id} role="alert" className={classes.message}>
          {message}
        </div>
      )}
    </div>
  );
}
