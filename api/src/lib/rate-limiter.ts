// A fixed-window counter per key (an IP, an e-mail address). In memory: each API instance counts
// its own requests, which is enough to stop guessing at one door; a shared store can replace it.
export interface RateLimiter {
  /** Counts one attempt; null when the key is over its limit for the current window, else a
   * function that takes this attempt back (for attempts that turn out fine). Counting first and
   * refunding after, rather than counting failures once they are known, keeps concurrent
   * attempts from all slipping past the check while none has failed yet. */
  attempt(key: string): (() => void) | null;
}

export function createRateLimiter(
  limit: number,
  windowMs = 60_000,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const attempt = (key: string): (() => void) | null => {
    const t = now();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    }
    let current = windows.get(key);
    if (!current || t - current.start >= windowMs) {
      current = { start: t, count: 0 };
      windows.set(key, current);
    }
    current.count += 1;
    if (current.count > limit) return null;
    const counted = current;
    return () => {
      // Only within the window it was counted in; a new window never included it.
      if (windows.get(key) === counted && counted.count > 0) counted.count -= 1;
    };
  };
  return { attempt };
}
