// A search box over a list for the grid's popup editors: arrows move the highlight, typing
// narrows, Enter is left to the grid (save and move down) unless `onEnter` takes it, a click picks.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  editGuard,
  heldForNextCell,
  type OpenEditor,
  pressIn,
  replayKey,
} from '../../../components/grid/edit-guard';
import classes from '../../../components/grid/OptionEditor.module.css';
import { matchOptions, type PickOption, startIndex } from './option-match';

export interface PickListProps {
  options: PickOption[];
  /** The cell it edits, from `cellKey`. */
  cell: string;
  current: string | null | undefined;
  initialTyped?: string;
  freeText?: boolean;
  /** Highlight (and so answer) the first option at once, e.g. for a second step. */
  eager?: boolean;
  placeholder: string;
  emptyText: string;
  label: string;
  /** The highlighted option once the person has typed or moved; undefined before that. */
  onHighlight(option: PickOption | undefined): void;
  onPick(option: PickOption): void;
  /** Return true to keep Enter from the grid (e.g. to open a second step). */
  onEnter?(option: PickOption | undefined): boolean;
}

export function PickList(props: PickListProps) {
  const { options, cell, current, initialTyped = '', freeText = false, onHighlight } = props;
  const [typed, setTyped] = useState(initialTyped);
  const [touched, setTouched] = useState(Boolean(initialTyped) || Boolean(props.eager));
  const shown = useMemo(() => matchOptions(options, typed, freeText), [options, typed, freeText]);
  const [active, setActive] = useState(() => startIndex(shown, current, initialTyped));
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef({ shown, active, onEnter: props.onEnter });
  latest.current = { shown, active, onEnter: props.onEnter };

  useEffect(() => {
    if (touched) onHighlight(shown[active]);
  }, [touched, active, shown, onHighlight]);

  // As soon as the editor is in the page: focus, so that fast typing lands here; become the open
  // editor (always valid: a pick or the value as it was; a click elsewhere saves it first); take
  // the keys that reached the cell while it was opening (here, not while rendering: a render
  // React throws away and starts again would lose them), and act on an early Enter or Tab once
  // the highlight has followed them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount only.
  useLayoutEffect(() => {
    const box = input.current;
    box?.focus();
    const editor: OpenEditor = {
      cell,
      check: () => true,
      element: () => root.current,
      type: (chars) => {
        setTyped((current) => current + chars);
        setTouched(true);
        setActive(0);
        box?.focus();
      },
      press: (key) => pressIn(box, key),
    };
    editGuard.set(editor);
    const early = editGuard.takeEarly(cell);
    if (early.text) editor.type(early.text);
    replayKey(box, early.press);
    return () => editGuard.release(editor);
  }, []);

  useEffect(() => {
    const element = root.current;
    // Native listener: it runs before the grid's own key handling on the popup.
    const onKey = (event: KeyboardEvent) => {
      if (heldForNextCell(event)) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        event.stopPropagation();
        setTouched(true);
        const last = latest.current.shown.length - 1;
        setActive((i) => Math.min(last, Math.max(0, i + (event.key === 'ArrowDown' ? 1 : -1))));
      } else if (event.key === 'Enter') {
        const { shown: list, active: at, onEnter } = latest.current;
        if (onEnter?.(list[at])) {
          event.preventDefault();
          event.stopPropagation();
        }
      }
    };
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    root.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  return (
    <div ref={root} className={classes.editor}>
      <input
        ref={input}
        className={classes.search}
        value={typed}
        placeholder={props.placeholder}
        aria-label={props.placeholder}
        onChange={(event) => {
          setTyped(event.target.value);
          setTouched(true);
          setActive(0);
        }}
      />
      <div className={classes.list} role="listbox" aria-label={props.label}>
        {shown.length === 0 && <div className={classes.empty}>{props.emptyText}</div>}
        {shown.map((option, index) => (
          <div
            key={`${option.value}-${option.label}`}
            role="option"
            tabIndex={-1}
            data-index={index}
            aria-selected={index === active}
            className={classes.option}
            onMouseEnter={() => setActive(index)}
            onMouseDown={(event) => {
              event.preventDefault();
              props.onPick(option);
            }}
          >
            {option.color && <span className={classes.dot} style={{ background: option.color }} />}
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
