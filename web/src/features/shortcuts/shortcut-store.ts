// The registry of keyboard shortcuts: features add theirs while mounted (useShortcuts).
import { create } from 'zustand';

export const SHORTCUT_CATEGORIES = [
  'Navigation',
  'Tasks',
  'Quotations',
  'Reports',
  'Configurations',
  'General',
] as const;
export type ShortcutCategory = (typeof SHORTCUT_CATEGORIES)[number];

export interface Shortcut {
  id: string;
  name: string;
  description: string;
  category: ShortcutCategory;
  /** e.g. 'mod+alt+1' — mod is Cmd on macOS, Ctrl elsewhere. */
  combo: string;
  run(): void;
  /** Global shortcuts also fire while typing (only Escape-like ones should). */
  global?: boolean;
  enabled?: boolean;
}

interface ShortcutState {
  shortcuts: Record<string, Shortcut>;
  helpOpen: boolean;
  register(list: Shortcut[]): void;
  unregister(ids: string[]): void;
  setHelpOpen(open: boolean): void;
}

export const useShortcutStore = create<ShortcutState>((set) => ({
  shortcuts: {},
  helpOpen: false,
  register: (list) =>
    set((s) => ({ shortcuts: { ...s.shortcuts, ...Object.fromEntries(list.map((x) => [x.id, x])) } })),
  unregister: (ids) =>
    set((s) => {
      const next = { ...s.shortcuts };
      for (const id of ids) delete next[id];
      return { shortcuts: next };
    }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
}));
