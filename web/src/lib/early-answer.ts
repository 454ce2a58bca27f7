// A call started before anything asks for its answer (a page's first data, at start-up), then
// taken by the first asker of the same key while it is fresh, and only once. A second start of the
// same call for the same person reuses the one under way; a failed call is not kept.
export function earlyAnswer<T>(freshMs: number) {
  let held: { owner: string; key: string; at: number; answer: Promise<T> } | null = null;
  const fresh = () => held !== null && Date.now() - held.at < freshMs;
  return {
    start(owner: string, key: string, call: () => Promise<T>) {
      if (held && fresh() && held.owner === owner && held.key === key) return;
      const answer = call();
      const mine = { owner, key, at: Date.now(), answer };
      held = mine;
      // The failure is reported to whoever takes the answer; a later asker calls afresh.
      answer.catch(() => {
        if (held === mine) held = null;
      });
    },
    /** The answer for this key if one is fresh, else null; either way it is not kept. */
    take(key: string): Promise<T> | null {
      const hit = held && fresh() && held.key === key ? held.answer : null;
      held = null;
      return hit;
    },
    forget() {
      held = null;
    },
  };
}
