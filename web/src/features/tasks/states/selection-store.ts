// Rows ticked for bulk actions, by id (saved tasks) or draft id (unsaved rows), or every task of
// the view (`allInView`: the server finds them from the view's filters). The Infinite Row Model
// has no select-all of its own, so selection lives here and the checkbox cells and header read it.
// Selection belongs to the view: the task screen clears it whenever the view changes.
import { create } from 'zustand';

interface SelectionState {
  ids: Set<string>;
  /** The header box ticked every loaded row: the bar offers the whole view. */
  pageTicked: boolean;
  /** Every task matching the view, not only the loaded ones. */
  allInView: boolean;
  toggle(id: string): void;
  setAll(ids: string[], selected: boolean): void;
  tickPage(ids: string[], selected: boolean): void;
  selectAllInView(): void;
  clear(): void;
}

export const useSelectionStore = create<SelectionState>((set, get) => ({
  ids: new Set(),
  pageTicked: false,
  allInView: false,
  toggle: (id) => {
    const ids = new Set(get().ids);
    if (ids.has(id)) ids.delete(id);
    else ids.add(id);
    set({ ids, pageTicked: false, allInView: false });
  },
  setAll: (list, selected) => {
    const ids = new Set(get().ids);
    for (const id of list) {
      if (selected) ids.add(id);
      else ids.delete(id);
    }
    set({ ids, allInView: selected && get().allInView });
  },
  tickPage: (list, selected) => {
    get().setAll(list, selected);
    set({ pageTicked: selected, allInView: false });
  },
  selectAllInView: () => set({ allInView: true }),
  clear: () => set({ ids: new Set(), pageTicked: false, allInView: false }),
}));
