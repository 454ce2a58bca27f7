// Which filters of a task view are on, and the view with all of them off (sort and columns kept).
import { DEFAULT_VIEW, type TaskView } from './task-view';

/** Each chip, priority, quick tab, search and filtered column counts once. */
export function activeFilterCount(view: TaskView): number {
  const columns = Object.values(view.columnFilters).filter((values) => values?.length).length;
  return (
    columns +
    Number(view.chip !== null) +
    Number(view.priority !== null) +
    Number(view.due !== 'all') +
    Number(view.search.trim() !== '')
  );
}

export function clearFilters(view: TaskView): TaskView {
  return {
    ...view,
    chip: DEFAULT_VIEW.chip,
    priority: DEFAULT_VIEW.priority,
    due: DEFAULT_VIEW.due,
    search: DEFAULT_VIEW.search,
    columnFilters: {},
  };
}
