// Chip, tab and footer figures for the current filters, from GET /tasks/counts: asked when the
// grid starts a fresh query (the first time, the call started with the page's rows), and again
// once a run of edits pauses.
import type { TaskFilterCounts, TaskScope, TaskStats } from '@practice-desk/contracts';
import { useCallback, useRef, useState } from 'react';
import { takeCountsOrFetch } from '../api/first-page';
import { taskQuery } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';

const RECOUNT_AFTER_EDIT_MS = 1500;

export function useTaskCounts(scope: TaskScope) {
  const [stats, setStats] = useState<TaskStats | null>(null);
  const [filterCounts, setFilterCounts] = useState<TaskFilterCounts | null>(null);
  const asked = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const recount = useCallback(async () => {
    const mine = ++asked.current;
    try {
      const data = await takeCountsOrFetch(taskQuery(scope, useTaskViewStore.getState().view));
      // An answer for filters that have changed since is dropped.
      if (mine !== asked.current) return;
      setStats(data.stats);
      setFilterCounts(data.counts);
    } catch {
      // The next query brings fresh counts; a failed recount needs no toast.
    }
  }, [scope]);

  /** After an edit: totals follow once the person pauses, so a run of edits is not slowed. */
  const recountSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void recount(), RECOUNT_AFTER_EDIT_MS);
  }, [recount]);

  return { stats, filterCounts, recount, recountSoon };
}
