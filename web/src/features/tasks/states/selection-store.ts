// Rows ticked for bulk actions, by id (saved tasks) or draft id (unsaved rows). The Infinite
// Row Model has no select-all of its own (AG Grid supports it only client- and server-side),
// so selection lives here and the checkbox cells and header read it.
import { create } from 'zustand';

interface SelectionState {
  ids: Set<string>;
  toggle(id: string): void;
  setAll(ids: string[], selected: boolean): void;
  clear(): void;
}

export const useSelectionStore = create<SelectionState>((set, get) => ({
  ids: new Set(),
  toggle: (id) => {
    const ids = new Set(get().ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    set({ ids });
  },
  setAll: (list, selected) => {
    const ids = new Set(get().ids);
    for (const id of list) {
      if (selected) ids.add(id);
      else ids.delete(id);
    }
    set({ ids });
  },
  clear: () => set({ ids: new Set() }),
}));
