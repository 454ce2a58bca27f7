// Opening a task page: the person's stored view for this page is put in place (the address, read
// by useTaskViewUrl, may then change it) and its first rows are asked for at once; the grid waits
// for `ready`, so its first block is asked with the view that will show. Layout effects, here and
// in useTaskViewUrl: the grid then mounts before the page is first painted, not a frame later.
import type { TaskScope } from '@practice-desk/contracts';
import { useLayoutEffect, useState } from 'react';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { prefetchFirstPage } from '../api/first-page';
import { useSelectionStore } from '../states/selection-store';
import { useTaskViewStore } from '../states/task-view-store';
import { useTaskViewUrl } from './use-task-view-url';

export function useOpenView(scope: TaskScope): boolean {
  const userId = useAuthStore((s) => s.user?.id);
  useTaskViewUrl(scope, userId);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (!userId) return;
    useTaskViewStore.getState().open(userId, scope);
    prefetchFirstPage(userId, scope, useTaskViewStore.getState().view);
    useSelectionStore.getState().clear();
    setReady(true);
  }, [userId, scope]);
  return ready;
}
