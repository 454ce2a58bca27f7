// Loads what a portal screen shows, again when its key changes; keeps the error's message to show.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const version = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++version.current;
    setError(null);
    try {
      const next = await loader.current();
      if (mine === version.current) setData(next);
    } catch (err) {
      if (mine === version.current) setError(err instanceof Error ? err.message : String(err));
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads again when the caller's key changes.
  useEffect(() => {
    setData(null);
    void reload();
  }, [key, reload]);

  return { data, error, reload, setData };
}
