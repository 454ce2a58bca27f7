// One refresh for many waiting requests: callers that arrive while a refresh is running share
// its result instead of starting their own (spec §4: refresh once, queue the rest).
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    if (!running) {
      running = task().finally(() => {
        running = null;
      });
    }
    return running;
  };
}
