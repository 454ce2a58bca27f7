// Keeps the task view and the address bar in step. The address wins when it names a view (a link,
// a reload, Back); an address without one gets the view remembered for this person and page.
// Every change made on screen is written back into the address.
import type { TaskScope } from '@practice-desk/contracts';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  hasViewParams,
  sameSearch,
  searchToView,
  type TaskViewSearch,
  validateTaskViewSearch,
  viewToSearch,
} from '../states/task-view-search';
import { useTaskViewStore } from '../states/task-view-store';

export function useTaskViewUrl(scope: TaskScope, userId: string | undefined) {
  const raw = useSearch({ strict: false });
  const navigate = useNavigate();
  // Addresses this screen wrote itself, not yet seen back: they must not overwrite a newer view.
  const written = useRef<TaskViewSearch[]>([]);
  const search = useRef<TaskViewSearch>({});
  search.current = validateTaskViewSearch(raw as Record<string, unknown>);
  const key = JSON.stringify(search.current);

  const write = useRef((next: TaskViewSearch) => {
    written.current.push(next);
    void navigate({ to: '.', search: next as never, replace: true });
  });

  // Before paint (a layout effect): the task page mounts its grid right after, with this view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the parsed search.
  useLayoutEffect(() => {
    if (!userId) return;
    const store = useTaskViewStore.getState();
    store.open(userId, scope);
    const wanted = search.current;
    const seen = written.current.findIndex((w) => sameSearch(w, wanted));
    if (seen >= 0) {
      written.current.splice(0, seen + 1);
      return;
    }
    const current = useTaskViewStore.getState().view;
    if (hasViewParams(wanted)) {
      if (!sameSearch(wanted, viewToSearch(current))) store.update(() => searchToView(wanted, current));
    } else if (hasViewParams(viewToSearch(current))) {
      write.current(viewToSearch(current));
    }
  }, [userId, scope, key]);

  useEffect(
    () =>
      useTaskViewStore.subscribe((state, previous) => {
        if (state.view === previous.view || state.key !== previous.key) return;
        const next = viewToSearch(state.view);
        const last = written.current.at(-1) ?? search.current;
        if (!sameSearch(next, last)) write.current(next);
      }),
    [],
  );
}
