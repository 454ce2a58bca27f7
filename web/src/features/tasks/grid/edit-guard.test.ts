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

describe('keys typed while a cell editor opens', () => {
  afterEach(() => {
    editGuard.takeEarly('');
    vi.useRealTimers();
  });

  it('keeps them for the editor of that cell, opened by Enter or Tab as well as by a letter', () => {
    editGuard.typedEarly('4', 'r1:et');
    editGuard.typedEarly('5', 'r1:et');
    expect(editGuard.takeEarly('r1:et')).toBe('45');
    expect(editGuard.takeEarly('r1:et')).toBe('');
  });

  it('does not hand them to the editor being left on another cell', () => {
    const leaving = editorOn('r1:subTask');
    editGuard.set(leaving);
    editGuard.typedEarly('4', 'r1:et');
    expect(leaving.typed).toBe('');
    expect(editGuard.takeEarly('r1:et')).toBe('4');
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

  it('drops them for another cell or after a second', () => {
    vi.useFakeTimers();
    editGuard.typedEarly('x', 'r1:et');
    expect(editGuard.takeEarly('r2:et')).toBe('');
    editGuard.typedEarly('x', 'r1:et');
    vi.advanceTimersByTime(1500);
    expect(editGuard.takeEarly('r1:et')).toBe('');
  });
});
