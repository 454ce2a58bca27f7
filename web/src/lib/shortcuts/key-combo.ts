// Key combinations written as 'mod+alt+1' ('mod' = Cmd on macOS, Ctrl elsewhere) and matched
// against keyboard events; shown per platform in the help modal.
export type Platform = 'mac' | 'windows';

export function detectPlatform(nav: { platform?: string; userAgent?: string } = navigator): Platform {
  return /mac|iphone|ipad/i.test(nav.platform || nav.userAgent || '') ? 'mac' : 'windows';
}

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function matchesCombo(event: KeyLike, combo: string, platform: Platform): boolean {
  const parts = combo.toLowerCase().split('+');
  const key = parts.pop() ?? '';
  const wants = new Set(parts);
  const ctrl = wants.has('ctrl') || (wants.has('mod') && platform === 'windows');
  const meta = wants.has('meta') || (wants.has('mod') && platform === 'mac');
  // '?' is typed with Shift on most layouts: compare the character, not the Shift state.
  const shiftMatters = key.length > 1 || /[a-z0-9]/.test(key);
  if (event.ctrlKey !== ctrl || event.metaKey !== meta || event.altKey !== wants.has('alt')) return false;
  if (shiftMatters && event.shiftKey !== wants.has('shift')) return false;
  // With Alt held, event.key can be a special character (macOS): fall back to the physical key.
  const pressed = event.key.toLowerCase();
  const physical = event.code?.replace(/^(Key|Digit)/, '').toLowerCase();
  return pressed === key || physical === key || (key === 'delete' && pressed === 'backspace' && meta);
}

/** The combination written for this platform. */
export function comboFor(keys: string | { mac: string; windows: string }, platform: Platform): string {
  return typeof keys === 'string' ? keys : keys[platform];
}

export function comboLabel(combo: string, platform: Platform): string[] {
  const names: Record<string, string> =
    platform === 'mac'
      ? { mod: '⌘', ctrl: '⌃', alt: '⌥', shift: '⇧', meta: '⌘' }
      : { mod: 'Ctrl', ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift', meta: 'Win' };
  return combo
    .split('+')
    .map((part) => names[part.toLowerCase()] ?? (part.length === 1 ? part.toUpperCase() : part));
}

// Inputs that take no typing: a shortcut pressed just after ticking a box still works.
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** Whether a key press on this element goes into a text field (shortcuts then stay quiet). */
export function isTextEntry(el: { tagName: string; type?: string; isContentEditable?: boolean }): boolean {
  if (el.tagName === 'INPUT') return !NOT_TYPED.has((el.type ?? 'text').toLowerCase());
  return el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable === true;
}

export function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && isTextEntry(target as HTMLElement & { type?: string });
}
