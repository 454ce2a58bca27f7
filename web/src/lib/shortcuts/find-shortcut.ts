// Which registered shortcut a key press means, given the platform, the page and whether the person
// is typing in a field; a match outside its pages is reported so the caller can say so.
import { comboFor, type KeyLike, matchesCombo, type Platform } from './key-combo';
import type { Shortcut } from './shortcut-store';

export interface ShortcutMatch {
  shortcut: Shortcut;
  outOfContext: boolean;
}

export const appliesAt = (shortcut: Shortcut, path: string) =>
  !shortcut.contextPaths?.length ||
  shortcut.contextPaths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));

export function findShortcut(
  shortcuts: Iterable<Shortcut>,
  event: KeyLike,
  where: { platform: Platform; path: string; typing: boolean },
): ShortcutMatch | null {
  let outside: Shortcut | null = null;
  for (const shortcut of shortcuts) {
    if (shortcut.enabled === false) continue;
    const combo = comboFor(shortcut.keys, where.platform);
    if (where.typing && !shortcut.global && combo.toLowerCase() !== 'escape') continue;
    if (!matchesCombo(event, combo, where.platform)) continue;
    if (appliesAt(shortcut, where.path)) return { shortcut, outOfContext: false };
    outside ??= shortcut;
  }
  return outside ? { shortcut: outside, outOfContext: true } : null;
}
