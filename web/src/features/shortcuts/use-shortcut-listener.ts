// The one keydown listener: finds the registered shortcut for a key press and runs it.
import { useEffect } from 'react';
import { detectPlatform, isTyping, matchesCombo } from './key-combo';
import { useShortcutStore } from './shortcut-store';

export function useShortcutListener() {
  useEffect(() => {
    const platform = detectPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const typing = isTyping(event.target);
      for (const shortcut of Object.values(useShortcutStore.getState().shortcuts)) {
        if (shortcut.enabled === false || (typing && !shortcut.global)) continue;
        if (matchesCombo(event, shortcut.combo, platform)) {
          event.preventDefault();
          shortcut.run();
          return;
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
