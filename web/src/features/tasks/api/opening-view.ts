// The view a task page will open with, known before the page renders: the address's view when
// it names one, else the one remembered for this person and page (as useTaskViewUrl settles it).
import type { TaskScope } from '@practice-desk/contracts';
import { readStoredView, storageKey, type TaskView } from '../states/task-view';
import { hasViewParams, searchToView, validateTaskViewSearch } from '../states/task-view-search';
import { prefetchFirstPage } from './first-page';

export function openingView(userId: string, scope: TaskScope, search: Record<string, unknown>): TaskView {
  const stored = readStoredView(localStorage.getItem(storageKey(userId, scope)));
  const wanted = validateTaskViewSearch(search);
  return hasViewParams(wanted) ? searchToView(wanted, stored) : stored;
}

/** At start-up on a task page: its first rows and counts are asked for at once. */
export function prefetchOpeningPage(userId: string, scope: TaskScope, search: Record<string, unknown>) {
  prefetchFirstPage(userId, scope, openingView(userId, scope, search));
}
