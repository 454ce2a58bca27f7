import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type EarlyKey, editGuard, heldForNextCell, type OpenEditor, replayKey } from './edit-guard';

function editorOn(cell: string): OpenEditor & { typed: string } {
  const editor = {
    cell,
    typed: '',
    check: () => true,
    element: () => null,
    type(text: string) {
      editor.typed += text;
    },
    press() {},
  };
  return editor;
}

const tab = { key: 'Tab', shiftKey: false } as const;

describe('keys typed while a cell editor opens', () => {
  afterEach(() => {
    editGuard.takeEarly('*');
    editGuard.set(null);
    vi.useRealTimers();
  });

  it('keeps them for the editor of that cell, opened by Enter or Tab as well as by a letter', () => {
    editGuard.typedEarly('4', 'r1:et');
    editGuard.typedEarly('5', 'r1:et');
    expect(editGuard.takeEarly('r1:et')).toEqual({ text: '45', press: null });
    expect(editGuard.takeEarly('r1:et')).toEqual({ text: '', press: null });
  });

  it('does not hand them to the editor being left on another cell', () => {
    const leaving = editorOn('r1:subTask');
    editGuard.set(leaving);
    editGuard.typedEarly('4', 'r1:et');
    expect(leaving.typed).toBe('');
    expect(editGuard.takeEarly('r1:et').text).toBe('4');
    editGuard.release(leaving);
  });

  it('types straight into the open editor of that cell', () => {
    const open = editorOn('r1:et');
    editGuard.set(open);
    editGuard.typedEarly('-', 'r1:et');
    expect(open.typed).toBe('-');
    editGuard.release(open);
    expect(editGuard.current()).toBeNull();
  });

  it('holds an early Tab for the editor, and what follows it for the cell the grid opens next', () => {
    for (const char of '75') editGuard.typedEarly(char, 'r1:et');
    editGuard.pressedEarly(tab, 'r1:et');
    // Typed after the Tab, while the grid still edits ET: it belongs to the next cell.
    for (const char of '2') editGuard.typedEarly(char, 'r1:et');
    expect(editGuard.takeEarly('r1:et')).toEqual({ text: '75', press: tab });
    editGuard.typedEarly('0', 'r1:tt');
    editGuard.pressedEarly({ key: 'Enter', shiftKey: false }, 'r1:tt');
    expect(editGuard.takeEarly('r1:tt')).toEqual({ text: '20', press: { key: 'Enter', shiftKey: false } });
  });

  it('drops them for another cell, after a cancelled edit, or after a second', () => {
    vi.useFakeTimers();
    editGuard.typedEarly('x', 'r1:et');
    expect(editGuard.takeEarly('r2:et').text).toBe('');
    editGuard.typedEarly('x', 'r1:et');
    editGuard.forget('r1:et');
    expect(editGuard.takeEarly('r1:et').text).toBe('');
    editGuard.typedEarly('x', 'r1:et');
    vi.advanceTimersByTime(1500);
    expect(editGuard.takeEarly('r1:et').text).toBe('');
  });
});

describe('keys pressed in an editor while its early Tab waits to be acted on', () => {
  const keyDown = (key: string) =>
    ({
      key,
      shiftKey: false,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      preventDefault() {},
      stopPropagation() {},
    }) as unknown as KeyboardEvent;
  /** An editor's box that records the keys acted on in it. */
  const box = () => {
    const pressed: string[] = [];
    const element = {
      pressed,
      focus() {},
      dispatchEvent(event: { key: string }) {
        pressed.push(event.key);
        return true;
      },
    };
    return element as unknown as HTMLElement & { pressed: string[] };
  };
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'KeyboardEvent',
      class {
        constructor(_type: string, init: { key: string }) {
          Object.assign(this, init);
        }
      },
    );
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    editGuard.takeEarly('*');
  });

  it('go to the editor the Tab opens, not into this one', () => {
    const et = box();
    replayKey(et, { key: 'Tab', shiftKey: false } satisfies EarlyKey);
    expect(heldForNextCell(keyDown('2'))).toBe(true);
    expect(heldForNextCell(keyDown('0'))).toBe(true);
    expect(heldForNextCell(keyDown('Enter'))).toBe(true);
    vi.runOnlyPendingTimers();
    expect(et.pressed).toEqual(['Tab']);
    // The Tab acted on, keys type into the box again; the next cell's editor takes the held ones.
    expect(heldForNextCell(keyDown('9'))).toBe(false);
    expect(editGuard.takeEarly('r1:tt')).toEqual({ text: '20', press: { key: 'Enter', shiftKey: false } });
  });

  it('are typed as usual while an early Enter waits', () => {
    replayKey(box(), { key: 'Enter', shiftKey: false });
    expect(heldForNextCell(keyDown('2'))).toBe(false);
  });
});
