// The one keydown listener: finds the registered shortcut for a key press and runs it, or says
// the page is wrong for it.
import { useEffect } from 'react';
import { toast } from '../toast';
import { findShortcut } from './find-shortcut';
import { detectPlatform, isTyping } from './key-combo';
import { useShortcutStore } from './shortcut-store';

export function useShortcutListener() {
  useEffect(() => {
    const platform = detectPlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const match = findShortcut(Object.values(useShortcutStore.getState().shortcuts), event, {
        platform,
        path: window.location.pathname,
        typing: isTyping(event.target),
      });
      if (!match) return;
      if (match.outOfContext) {
        if (match.shortcut.wrongPageMessage) toast.info(match.shortcut.wrongPageMessage);
        return;
      }
      event.preventDefault();
      match.shortcut.handler();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
