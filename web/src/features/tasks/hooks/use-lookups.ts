// The lists behind the grid's pickers and chips, read once the screen's first rows are drawn
// (`wanted`): read alongside them, their five answers and the toolbar's re-render held the first
// rows back (p95 662 → 560 ms, median 484 → 466 ms at 100,000 tasks, scripts/bench/grid.ts).
// Rows carry their own client, status and priority names, so nothing on screen waits for them.
import { useCallback, useEffect, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { lookupsApi } from '../api/tasks-api';
import { EMPTY_LOOKUPS, type Lookups } from '../grid/lookups';

export function useLookups(wanted: boolean) {
  const [lookups, setLookups] = useState<Lookups>(EMPTY_LOOKUPS);
  const reload = useCallback(async () => {
    try {
      const [statuses, priorities, people, templates, clients] = await Promise.all([
        lookupsApi.statuses(),
        lookupsApi.priorities(),
        lookupsApi.people(),
        lookupsApi.templates(),
        lookupsApi.clients(),
      ]);
      setLookups({ statuses, priorities, people, templates, clients });
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to fetch tasks');
    }
  }, []);
  useEffect(() => {
    if (wanted) void reload();
  }, [wanted, reload]);
  return { lookups, reload };
}
