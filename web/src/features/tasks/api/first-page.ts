// The first rows of the task screen are asked for as soon as the page renders, while the grid
// is still being set up; the grid's first block then takes that answer instead of asking again.
import type { TaskScope } from '@practice-desk/contracts';
import { type TaskView, taskQuery } from '../states/task-view';
import { type TaskPage, tasksApi } from './tasks-api';

export const BLOCK_SIZE = 100;

let pending: { key: string; answer: Promise<TaskPage> } | null = null;

export function firstBlockQuery(scope: TaskScope, view: TaskView, startRow = 0): URLSearchParams {
  return taskQuery(scope, view, {
    page: Math.floor(startRow / BLOCK_SIZE) + 1,
    limit: BLOCK_SIZE,
    counts: 'false',
  });
}

export function prefetchFirstPage(scope: TaskScope, view: TaskView) {
  const query = firstBlockQuery(scope, view);
  const answer = tasksApi.list(query);
  // A failure is reported when the grid asks for the same rows.
  answer.catch(() => undefined);
  pending = { key: query.toString(), answer };
}

/** The prefetched answer for exactly this query (used once), else a fresh call. */
export function takeOrFetch(query: URLSearchParams): Promise<TaskPage> {
  const hit = pending && pending.key === query.toString() ? pending.answer : null;
  pending = null;
  return hit ?? tasksApi.list(query);
}

/** Drops a prefetched answer not taken yet: a reload the person asked for (or a stopped timer's
 * written time) must come from the server, not from rows fetched before the change. */
export function forgetPrefetch() {
  pending = null;
}
