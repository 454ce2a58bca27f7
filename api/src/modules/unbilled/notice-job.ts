// Rule 47 of the CGST Rules, 2017 (a tax invoice for services within 30 days of the supply): at
// day 25 of finished work still unbilled, its team leader is told once. Runs every hour
// (jobs/catalogue.ts); a task's notice is recorded in `unbilled_notices` (its primary key) in the same
// transaction as the notification, so reruns, restarts and a second process never tell twice.
import { RULE_47_NOTICE_DAY, todayIn, UNBILLED_MESSAGES } from '@practice-desk/contracts';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, tasks, unbilledNotices } from '../../db/schema';
import { scoped } from '../../db/scoped';
import { forEachPractice } from '../../lib/each-practice';
import { selectUnbilled, unbilledWhere } from './queries';
import { ageInDays } from './queue';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface NoticeRunOptions {
  now?: Date;
  practiceIds?: string[];
}

async function noticePractice(db: Db, org: { id: string; timeZone: string }, now: Date): Promise<number> {
  return scoped(db, org.id).transaction(async (tx) => {
    const today = todayIn(org.timeZone, now);
    // A day's margin for the time zone; the exact age is counted below on the practice's clock.
    const before = new Date(now.getTime() - (RULE_47_NOTICE_DAY - 1) * DAY_MS);
    const notYet = sql`not exists (select 1 from ${unbilledNotices} where ${unbilledNotices.taskId} = ${tasks.id})`;
    const candidates = await selectUnbilled(
      tx,
      unbilledWhere(
        and(
          isNotNull(tasks.teamLeader),
          sql`coalesce(${tasks.completedAt}, ${tasks.updatedAt}) <= ${before.toISOString()}::timestamptz`,
          notYet,
        ),
      ),
    );
    const due = candidates.filter((t) => ageInDays(t, today, org.timeZone) >= RULE_47_NOTICE_DAY);
    if (due.length === 0) return 0;
    const claimed = await tx
      .insert(unbilledNotices)
      .values(due.map((t) => ({ taskId: t.id, orgId: org.id, notifiedAt: now })))
      .onConflictDoNothing()
      .returning({ taskId: unbilledNotices.taskId });
    const ids = new Set(claimed.map((c) => c.taskId));
    const told = due.filter((t) => ids.has(t.id) && t.teamLeaderId);
    if (told.length === 0) return 0;
    await tx.insert(notifications).values(
      told.map((t) => ({
        orgId: org.id,
        userId: t.teamLeaderId as string,
        type: 'task_unbilled',
        title: UNBILLED_MESSAGES.noticeTitle,
        message: UNBILLED_MESSAGES.noticeMessage(
          t.subTask ? `${t.task} – ${t.subTask}` : t.task,
          t.clientName,
        ),
        taskId: t.id,
      })),
    );
    return told.length;
  });
}

/** One run over every practice (or `practiceIds`); a failing practice is reported and retried next run. */
export async function runUnbilledNotices(
  db: Db,
  { now = new Date(), practiceIds }: NoticeRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<number> {
  let sent = 0;
  await forEachPractice(db, practiceIds, onError, async (org) => {
    sent += await noticePractice(db, org, now);
    return true;
  });
  return sent;
}
