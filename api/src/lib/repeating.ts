// A background job started with the server: run once now, then every `everyMs`, never two runs
// at once; a failed run is logged and the next one tries again; `stop` waits for a run in
// progress. The due-date reminders and the compliance jobs share it.
import type { FastifyBaseLogger } from 'fastify';

export interface Repeating {
  stop(): Promise<void>;
}

export function repeatEvery(
  everyMs: number,
  log: FastifyBaseLogger,
  what: string,
  run: () => Promise<void>,
): Repeating {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch((err) => log.error({ err }, `${what} failed; the next run tries again`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
