// Pages of audit entries read one after another ("Show more"), started afresh when `key` changes.
import type { AuditEntryRow, AuditPage } from '@practice-desk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alreadyReported, readProblem } from '../../lib/api-error';
import { toast } from '../../lib/toast';

export function useAuditPages(load: ((cursor: string | null) => Promise<AuditPage>) | null, key: string) {
  const [entries, setEntries] = useState<AuditEntryRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const loader = useRef(load);
  loader.current = load;
  const version = useRef(0);

  const read = useCallback(async (cursor: string | null) => {
    const run = loader.current;
    if (!run) return;
    const mine = ++version.current;
    setLoading(true);
    try {
      const page = await run(cursor);
      if (mine !== version.current) return;
      setEntries((list) => (cursor ? [...list, ...page.entries] : page.entries));
      setNext(page.nextCursor);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to fetch the history');
    } finally {
      if (mine === version.current) setLoading(false);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start afresh when the caller's key changes.
  useEffect(() => {
    setEntries([]);
    setNext(null);
    void read(null);
  }, [key, read]);

  return { entries, loading, hasMore: next !== null, more: () => read(next), reload: () => read(null) };
}
