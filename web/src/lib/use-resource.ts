// Loads server data for a screen and reloads it on demand; failures show the server message
// (403/500 are already toasted by the client).
import { useCallback, useEffect, useRef, useState } from 'react';
import { alreadyReported, readProblem } from './api-error';
import { toast } from './toast';

export function useResource<T>(load: () => Promise<T>, deps: unknown[], failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const loader = useRef(load);
  loader.current = load;
  const version = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++version.current;
    setLoading(true);
    try {
      const next = await loader.current();
      if (mine === version.current) setData(next);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? failure);
    } finally {
      if (mine === version.current) setLoading(false);
    }
  }, [failure]);

  // The caller names what the load depends on (like useEffect's own list).
  const key = JSON.stringify(deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the caller's dependencies change.
  useEffect(() => {
    void reload();
  }, [key, reload]);

  return { data, loading, reload };
}
