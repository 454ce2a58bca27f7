// Registers shortcuts while the calling component is mounted; handlers always see fresh props.
import { useEffect, useRef } from 'react';
import { type Shortcut, useShortcutStore } from './shortcut-store';

export function useShortcuts(shortcuts: Shortcut[]) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  const ids = shortcuts.map((s) => s.id).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-register only when the set of ids changes; handlers come from the ref.
  useEffect(() => {
    const list = latest.current.map((s) => ({
      ...s,
      run: () => latest.current.find((x) => x.id === s.id)?.run(),
    }));
    useShortcutStore.getState().register(list);
    return () => useShortcutStore.getState().unregister(list.map((s) => s.id));
  }, [ids]);
}
