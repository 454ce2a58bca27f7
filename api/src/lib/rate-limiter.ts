// A fixed-window counter per key (an IP, an e-mail address). In memory: each API instance counts
// its own requests, which is enough to stop guessing at one door; a shared store can replace it.
export interface RateLimiter {
  /** Counts one attempt; false when the key is over its limit for the current window. */
  hit(key: string): boolean;
}

export function createRateLimiter(
  limit: number,
  windowMs = 60_000,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
