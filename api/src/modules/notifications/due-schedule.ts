// Starts the due-date reminders with the server: once on start, then every hour (each run also
// purges tasks past their 30 days in the Trash); stopped (and any run in progress awaited) when
// the server closes.

import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { repeatEvery } from '../../lib/repeating';
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
  const onError = (err: unknown, orgId: string) =>
    log.error({ err, orgId }, 'due-date reminders of a practice failed; the next run tries again');
  return repeatEvery(everyMs, log, 'due-date reminders', async () => {
    const result = await runDueNotifications(db, { practiceIds }, onError);
    if (result.created > 0) log.info(result, 'due-date reminders written');
    const purged = await purgeExpiredTrash(db, practiceIds);
    if (purged > 0) log.info({ purged }, 'tasks past their days in the Trash deleted for good');
  });
}
