// The task screen's view for the person and page on screen, saved to localStorage on change.
import type { TaskScope } from '@practice-desk/contracts';
import { create } from 'zustand';
import { DEFAULT_VIEW, readStoredView, storageKey, type TaskView } from './task-view';

interface TaskViewState {
  key: string | null;
  view: TaskView;
  open(userId: string, scope: TaskScope): void;
  update(change: (view: TaskView) => TaskView): void;
  reset(): void;
}

function save(key: string | null, view: TaskView) {
  if (!key) return;
  const { search: _search, ...kept } = view;
  localStorage.setItem(key, JSON.stringify(kept));
}

export const useTaskViewStore = create<TaskViewState>((set, get) => ({
  key: null,
  view: DEFAULT_VIEW,
  open: (userId, scope) => {
    const key = storageKey(userId, scope);
    if (get().key === key) return;
    set({ key, view: readStoredView(localStorage.getItem(key)) });
  },
  update: (change) => {
    const view = change(get().view);
    save(get().key, view);
    set({ view });
  },
  reset: () => {
    save(get().key, DEFAULT_VIEW);
    set({ view: DEFAULT_VIEW });
  },
}));
