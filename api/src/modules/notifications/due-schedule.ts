// Starts the due-date reminders with the server: once on start, then every hour (each run also
// purges tasks past their 30 days in the Trash); stopped (and any run in progress awaited) when
// the server closes.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { purgeExpiredTrash } from '../tasks/trash';
import { runDueNotifications } from './due-job';

const HOUR_MS = 60 * 60 * 1000;

export interface DueSchedule {
  stop(): Promise<void>;
}

export interface DueScheduleOptions {
  everyMs?: number;
  /** Only these practices (tests); every practice by default. */
  practiceIds?: string[];
}

export function scheduleDueNotifications(
  db: Db,
  log: FastifyBaseLogger,
  { everyMs = HOUR_MS, practiceIds }: DueScheduleOptions = {},
): DueSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    const onError = (err: unknown, orgId: string) =>
      log.error({ err, orgId }, 'due-date reminders of a practice failed; the next run tries again');
    running = runDueNotifications(db, { practiceIds }, onError)
      .then(async (result) => {
        if (result.created > 0) log.info(result, 'due-date reminders written');
        const purged = await purgeExpiredTrash(db, practiceIds);
        if (purged > 0) log.info({ purged }, 'tasks past their days in the Trash deleted for good');
      })
      .catch((err) => log.error({ err }, 'due-date reminders failed; the next run tries again'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
