// The first rows and the counts of the task screen are asked for as early as possible: when the
// app starts on a task page (before the session check and the page's code are done), else when
// the page opens. The grid's first block and the counts then take those answers instead of
// asking again. The counts are asked right after the rows, so on an engine that runs one statement
// at a time (PGlite) they run next to the rows, not behind the pickers' lists.
import type { TaskScope } from '@practice-desk/contracts';
import { earlyAnswer } from '../../../lib/early-answer';
import { type TaskView, taskQuery } from '../states/task-view';
import { type TaskPage, tasksApi } from './tasks-api';

export const BLOCK_SIZE = 100;
/** An answer asked for longer ago than this is not shown: the page asks afresh. */
const FRESH_MS = 10_000;

const rows = earlyAnswer<TaskPage>(FRESH_MS);
const counts = earlyAnswer<Awaited<ReturnType<typeof tasksApi.counts>>>(FRESH_MS);

export function firstBlockQuery(scope: TaskScope, view: TaskView, startRow = 0): URLSearchParams {
  return taskQuery(scope, view, {
    page: Math.floor(startRow / BLOCK_SIZE) + 1,
    limit: BLOCK_SIZE,
    counts: 'false',
  });
}

/** The rows of the view's first block, then its counts; `userId` keeps one person's answers
 * from another's (a sign-out and sign-in in between). */
export function prefetchFirstPage(userId: string, scope: TaskScope, view: TaskView) {
  const rowsQuery = firstBlockQuery(scope, view);
  const countsQuery = taskQuery(scope, view);
  rows.start(userId, rowsQuery.toString(), () => tasksApi.list(rowsQuery));
  counts.start(userId, countsQuery.toString(), () => tasksApi.counts(countsQuery));
}

/** The prefetched rows for exactly this query (used once), else a fresh call. */
export function takeOrFetch(query: URLSearchParams): Promise<TaskPage> {
  return rows.take(query.toString()) ?? tasksApi.list(query);
}

/** The prefetched counts for exactly this query (used once), else a fresh call. */
export function takeCountsOrFetch(query: URLSearchParams) {
  return counts.take(query.toString()) ?? tasksApi.counts(query);
}

/** Drops prefetched answers not taken yet: a reload the person asked for (or a stopped timer's
 * written time) must come from the server, not from rows fetched before the change. */
export function forgetPrefetch() {
  rows.forget();
  counts.forget();
}
