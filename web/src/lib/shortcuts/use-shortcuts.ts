// Registers shortcuts while the calling component is mounted; handlers always see fresh props.
//   useShortcuts([{ id: 'tasks.add', name: 'Add row', description: 'Add a new task row',
//     category: 'Tasks', keys: 'mod+alt+n', contextPaths: ['/tasks'], handler: addRow }]);
import { useEffect, useRef } from 'react';
import { type Shortcut, useShortcutStore } from './shortcut-store';

export function useShortcuts(shortcuts: Shortcut[]) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const signature = shortcuts.map((s) => `${s.id}:${s.enabled !== false}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-register only when the set of ids (or their enabled flags) changes; handlers come from the ref.
  useEffect(() => {
    const list = latest.current.map((s) => ({
      ...s,
      handler: () => latest.current.find((x) => x.id === s.id)?.handler(),
    }));
    useShortcutStore.getState().register(list);
    return () => useShortcutStore.getState().unregister(list.map((s) => s.id));
  }, [signature]);
}
