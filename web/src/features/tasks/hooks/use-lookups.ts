// The lists behind the grid's pickers and chips, read once when the screen opens.
import { useCallback, useEffect, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { lookupsApi } from '../api/tasks-api';
import { EMPTY_LOOKUPS, type Lookups } from '../grid/lookups';

export function useLookups() {
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
    void reload();
  }, [reload]);
  return { lookups, reload };
}
