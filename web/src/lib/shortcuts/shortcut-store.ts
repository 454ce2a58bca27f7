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

/** 'mod+alt+1' (mod = Cmd on macOS, Ctrl elsewhere), or one combination per platform. */
export type ShortcutKeys = string | { mac: string; windows: string };

export interface Shortcut {
  id: string;
  name: string;
  description: string;
  category: ShortcutCategory;
  keys: ShortcutKeys;
  handler(): void;
  /** Path prefixes where it works (e.g. ['/tasks']); none means everywhere. */
  contextPaths?: string[];
  /** Told (as an info toast) when pressed outside its context paths, e.g. 'Not on Tasks page'. */
  wrongPageMessage?: string;
  /** Also fires while typing in a field (Escape always does). */
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
