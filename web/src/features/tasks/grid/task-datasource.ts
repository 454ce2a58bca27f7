// The grid's rows come from GET /tasks a block at a time (AG Grid's Infinite Row Model): the
// server pages, sorts and filters; the browser never holds the whole table.
import type { TaskScope } from '@practice-desk/contracts';
import type { IDatasource } from 'ag-grid-community';
import { firstBlockQuery, takeOrFetch } from '../api/first-page';
import { reportSaveFailure } from '../hooks/save-problem';
import type { TaskView } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';

/** `onFirstBlock`: the first block of a fresh query was asked for (time to recount). */
export function taskDatasource(scope: TaskScope, onFirstBlock: () => void): IDatasource {
  return {
    getRows: async (params) => {
      // The grid's own sort model is the truth for this block (the stored view only remembers it).
      const sorted = params.sortModel[0];
      const view = {
        ...useTaskViewStore.getState().view,
        sortBy: (sorted?.colId ?? 'createdAt') as TaskView['sortBy'],
        sortOrder: sorted?.sort ?? 'desc',
      };
      const first = params.startRow === 0;
      // Rows never wait for the chip counts: those come from their own call, asked right after.
      const query = firstBlockQuery(scope, view, params.startRow);
      try {
        const rows = takeOrFetch(query);
        if (first) onFirstBlock();
        const page = await rows;
        params.successCallback(page.tasks, page.pagination.total);
      } catch (err) {
        params.failCallback();
        await reportSaveFailure(err, 'Failed to fetch tasks');
      }
    },
  };
}
