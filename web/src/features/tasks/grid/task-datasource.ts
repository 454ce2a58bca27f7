// The grid's rows come from GET /tasks a block at a time (AG Grid's Infinite Row Model): the
// server pages, sorts and filters; the browser never holds the whole table.
import type { TaskScope } from '@practice-desk/contracts';
import type { IDatasource } from 'ag-grid-community';
import { firstBlockQuery, takeOrFetch } from '../api/first-page';
import { reportSaveFailure } from '../hooks/save-problem';
import type { TaskView } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';

export interface FirstBlockEvents {
  /** The first block of a fresh query was asked for (time to recount). */
  asked(): void;
  /** It answered no rows, or failed: no first row will be drawn (AG Grid's firstDataRendered). */
  nothingToDraw(): void;
}

export function taskDatasource(scope: TaskScope, firstBlock: FirstBlockEvents): IDatasource {
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
        if (first) firstBlock.asked();
        const page = await rows;
        params.successCallback(page.tasks, page.pagination.total);
        if (first && page.tasks.length === 0) firstBlock.nothingToDraw();
      } catch (err) {
        params.failCallback();
        if (first) firstBlock.nothingToDraw();
        await reportSaveFailure(err, 'Failed to fetch tasks');
      }
    },
  };
}
