import { describe, expect, it, vi } from 'vitest';
import { findShortcut } from './find-shortcut';
import type { Shortcut } from './shortcut-store';

const shortcut = (over: Partial<Shortcut> & Pick<Shortcut, 'id' | 'keys'>): Shortcut => ({
  name: over.id,
  description: '',
  category: 'General',
  handler: vi.fn(),
  ...over,
});
const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});
const at = (path: string, typing = false) => ({ platform: 'windows' as const, path, typing });

describe('finding the shortcut for a key press', () => {
  const help = shortcut({ id: 'help', keys: '?' });
  const addRow = shortcut({
    id: 'tasks.add',
    keys: 'mod+alt+n',
    contextPaths: ['/tasks', '/team-tasks'],
    wrongPageMessage: 'Not on Tasks page',
  });
  const close = shortcut({ id: 'close', keys: 'escape' });
  const all = [help, addRow, close];

  it('ignores shortcuts while typing in a field, except Escape', () => {
    expect(findShortcut(all, key('?', { shiftKey: true }), at('/tasks', true))).toBeNull();
    expect(findShortcut(all, key('Escape'), at('/tasks', true))?.shortcut.id).toBe('close');
  });
  it('runs a page shortcut on its pages, including their tabs', () => {
    expect(findShortcut(all, key('n', { ctrlKey: true, altKey: true }), at('/team-tasks'))).toEqual({
      shortcut: addRow,
      outOfContext: false,
    });
    expect(
      findShortcut(all, key('n', { ctrlKey: true, altKey: true }), at('/tasks/overdue'))?.outOfContext,
    ).toBe(false);
  });
  it('reports a page shortcut pressed elsewhere, so the wrong page can be named', () => {
    expect(findShortcut(all, key('n', { ctrlKey: true, altKey: true }), at('/reports'))).toEqual({
      shortcut: addRow,
      outOfContext: true,
    });
    expect(findShortcut(all, key('n', { ctrlKey: true, altKey: true }), at('/tasksx'))?.outOfContext).toBe(
      true,
    );
  });
  it('skips disabled shortcuts and uses the platform’s own keys', () => {
    const off = shortcut({ id: 'off', keys: '?', enabled: false });
    expect(findShortcut([off], key('?'), at('/'))).toBeNull();
    const save = shortcut({ id: 'save', keys: { mac: 'meta+s', windows: 'ctrl+s' } });
    expect(findShortcut([save], key('s', { ctrlKey: true }), at('/'))?.shortcut.id).toBe('save');
    expect(findShortcut([save], key('s', { metaKey: true }), at('/'))).toBeNull();
  });
});
