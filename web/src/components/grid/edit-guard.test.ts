import { afterEach, describe, expect, it, vi } from 'vitest';
import { editGuard, type OpenEditor } from './edit-guard';

function editorOn(cell: string): OpenEditor & { typed: string } {
  const editor = {
    cell,
    typed: '',
    check: () => true,
    element: () => null,
    type(text: string) {
      editor.typed += text;
    },
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
