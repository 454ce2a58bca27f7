// The Approved list a page at a time: the first page again whenever the filters change, the next
// one appended on demand with the server's cursor.
import type { DayApprovedItem, DayApprovedQuery } from '@practice-desk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { dayApprovalsApi } from '../api/day-approvals-api';

export type ApprovedFilters = Omit<DayApprovedQuery, 'cursor'>;

export function useApprovedDays(filters: ApprovedFilters) {
  const [days, setDays] = useState<DayApprovedItem[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // An answer for filters no longer shown is dropped.
  const version = useRef(0);

  const load = useCallback(
    async (after: string | null) => {
      const mine = ++version.current;
      setLoading(true);
      try {
        const page = await dayApprovalsApi.approved({ ...filters, ...(after ? { cursor: after } : {}) });
        if (mine !== version.current) return;
        setDays((shown) => (after ? [...(shown ?? []), ...page.days] : page.days));
        setCursor(page.nextCursor);
      } catch (err) {
        const problem = await readProblem(err);
        if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to load approved days');
      } finally {
        if (mine === version.current) setLoading(false);
      }
    },
    [filters],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

  return {
    days,
    loading,
    hasMore: cursor !== null,
    loadMore: () => cursor && load(cursor),
    /** Takes a day off the list where it is (a reopened day), keeping the pages already read. */
    drop: (id: string) => setDays((shown) => shown?.filter((d) => d.id !== id) ?? null),
  };
}
