// The daily backup as a scheduled job: taken at the hour set (BACKUP_HOUR, on the clock of
// Asia/Kolkata, the practices' default zone), so the Scheduled jobs screen shows when the last one
// was taken and whether it succeeded; a failed one is a red line there, retried within minutes,
// and a notification to every active Admin.
import { DEFAULT_TIME_ZONE, wallClockIn } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { ScheduledJob } from '../jobs/job';
import type { BackupTaken } from './backup';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The next time the zone's clock shows `hour`:00, after `now`. */
export function nextBackupAt(now: Date, hour: number, timeZone = DEFAULT_TIME_ZONE): Date {
  const { minutes } = wallClockIn(now, timeZone);
  const wait = (hour * 60 - minutes + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const startOfMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + wait * MINUTE_MS);
}

export const BACKUP_FAILED_TITLE = 'Database backup failed';

/** Tells every active Admin of every practice (or of `practiceIds`): the whole database is theirs too.
 * The reason (paths, server messages) stays on the jobs screen and in the log. */
async function notifyAdmins(db: Db, practiceIds?: string[]): Promise<void> {
  const admins = await db
    .select({ id: users.id, orgId: users.orgId })
    .from(users)
    .where(
      and(
        eq(users.role, 'ADMIN'),
        eq(users.status, 'Active'),
        practiceIds ? inArray(users.orgId, practiceIds) : undefined,
      ),
    );
  if (admins.length === 0) return;
  await db.insert(notifications).values(
    admins.map((admin) => ({
      orgId: admin.orgId,
      userId: admin.id,
      type: 'backup_failed',
      title: BACKUP_FAILED_TITLE,
      message:
        'The scheduled backup of the practice’s data failed. It is tried again shortly; the reason is under Configurations → Scheduled jobs.',
      taskId: null,
    })),
  );
}

export interface BackupJobDependencies {
  db: Db;
  log: FastifyBaseLogger;
  hour: number;
  takeBackup(now: Date): Promise<BackupTaken>;
  /** Only these practices' Admins are told of a failure (tests); every practice's by default. */
  practiceIds?: string[];
}

export function backupJob({ db, log, hour, takeBackup, practiceIds }: BackupJobDependencies): ScheduledJob {
  return {
    name: 'database-backup',
    title: 'Database backup',
    description: `Backs up the whole database and the uploaded files every day at ${String(hour).padStart(2, '0')}:00 (and before migrations run).`,
    everyMinutes: DAY_MINUTES,
    // The whole database, every practice's: not an Admin's to run for their own practice.
    wholeServer: true,
    // A large database takes a while to copy and compress; past this the run is marked failed.
    timeLimitMs: 60 * 60_000,
    async run(now) {
      try {
        const taken = await takeBackup(now);
        log.info({ file: taken.file, bytes: taken.bytes, deleted: taken.deleted }, 'database backed up');
        return { failedPractices: 0, nextRunAt: nextBackupAt(now, hour) };
      } catch (err) {
        await notifyAdmins(db, practiceIds).catch((notifyErr) =>
          log.error({ err: notifyErr }, 'could not notify the Admins of a failed backup'),
        );
        throw err;
      }
    },
  };
}
