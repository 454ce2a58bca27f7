// Loads one answer for the screen and reloads it when its query changes or on demand. A failure
// empties the answer and says why in place (with the screen's own words when the server has none),
// so a part of the screen is never silently blank.
import { useCallback, useEffect, useRef, useState } from 'react';
import { readProblem } from '../../../lib/api-error';

export function useAnswer<T>(load: (() => Promise<T>) | null, key: string | null, failure: string) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const version = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++version.current;
    const run = loader.current;
    if (!run) {
      setData(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      const answer = await run();
      if (mine !== version.current) return;
      setData(answer);
    } catch (err) {
      const problem = await readProblem(err);
      if (mine !== version.current) return;
      console.error(failure, err);
      setData(null);
      // A 404 of a route not deployed, or a body that is not ours, reads as the screen's own message.
      const own = problem.status >= 400 && problem.status < 500 && problem.status !== 404;
      setError(own && problem.message ? problem.message : failure);
    } finally {
      if (mine === version.current) setLoading(false);
    }
  }, [failure]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the caller's query changes.
  useEffect(() => {
    void reload();
  }, [key, reload]);

  return { data, loading, error, reload, setData };
}
