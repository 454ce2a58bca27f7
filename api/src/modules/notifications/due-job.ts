// The daily due-date reminders: a task of yours due today, or overdue. Safe to run every hour
// from every API process: each practice is handled under a Postgres advisory lock, and a
// reminder is written only when its day's (or its overdue spell's) reminder is not there yet,
// so a second run, a restart or another instance adds nothing.
import { CLOSED_STATUS_KEYS, todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, complianceItems, notifications, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { forEachPractice, type Practice, type PracticeRun, withPracticeLock } from '../../lib/each-practice';
import { liveTask } from '../tasks/live';
import type { NewNotification } from './queries';

/** First key of the two-key advisory lock; the second is the practice. */
const DUE_JOB_LOCK = 730_001;

export interface DueRunResult extends PracticeRun {
  created: number;
}

function taskLabel(row: { task: string; subTask: string; clientName: string | null }) {
  const name = [row.task, row.subTask].filter(Boolean).join(' – ') || 'A task';
  return row.clientName ? `${name} for ${row.clientName}` : name;
}

/** The open tasks of a practice due on or before `today`, each with the person it reminds. */
async function dueTasks(tx: TenantDb, orgId: string, today: string, timeZone: string) {
  const recipient = sql<string>`coalesce(${tasks.allottedTo}, ${tasks.teamLeader})`;
  const createdDay = sql`(${notifications.createdAt} at time zone ${timeZone})::date`;
  // Due today: reminded once that day. Overdue: reminded once per overdue spell (a new due date
  // that passes starts a new one), not every day.
  const reminded = sql`exists (select 1 from ${notifications} where ${notifications.taskId} = ${tasks.id}
    and ${notifications.userId} = ${recipient}
    and ((${tasks.dueDate} = ${today} and ${notifications.type} = 'task_due_today' and ${createdDay} = ${today})
      or (${tasks.dueDate} < ${today} and ${notifications.type} = 'task_overdue' and ${createdDay} > ${tasks.dueDate})))`;
  const open: SQL = or(
    isNull(statuses.systemKey),
    notInArray(statuses.systemKey, [...CLOSED_STATUS_KEYS]),
  ) as SQL;
  // A generated statutory obligation is reminded by the compliance job, in its own words
  // (compliance/reminders.ts), not twice.
  const obligation = sql`exists (select 1 from ${complianceItems} where ${complianceItems.taskId} = ${tasks.id})`;
  return tx
    .select({
      id: tasks.id,
      task: tasks.task,
      subTask: tasks.subTask,
      dueDate: tasks.dueDate,
      clientName: clients.name,
      userId: recipient,
    })
    .from(tasks)
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .innerJoin(users, eq(users.id, recipient))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(
      and(
        eq(tasks.orgId, orgId),
        liveTask(),
        isNotNull(tasks.dueDate),
        sql`${tasks.dueDate} <= ${today}`,
        open,
        eq(users.status, 'Active'),
        sql`not ${reminded}`,
        sql`not ${obligation}`,
      ),
    );
}

/** One practice's reminders inside one transaction: how many were written, or null when another
 * process holds the practice's lock (it is doing the same work). */
async function remindPractice(db: Db, org: Practice, now: Date) {
  return withPracticeLock(db, DUE_JOB_LOCK, org.id, async (tx) => {
    const today = todayIn(org.timeZone, now);
    const rows = await dueTasks(tx, org.id, today, org.timeZone);
    const reminders = rows.map((row): NewNotification & { createdAt: Date } => ({
      userId: row.userId,
      taskId: row.id,
      createdAt: now,
      ...(row.dueDate === today
        ? { type: 'task_due_today', title: 'Task due today', message: `${taskLabel(row)} is due today` }
        : {
            type: 'task_overdue',
            title: 'Task overdue',
            message: `${taskLabel(row)} was due on ${dayjs(row.dueDate).format('D MMM YYYY')}`,
          }),
    }));
    return insertReminders(tx, org.id, reminders);
  });
}

async function insertReminders(tx: TenantDb, orgId: string, rows: (NewNotification & { createdAt: Date })[]) {
  const CHUNK = 500;
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.insert(notifications).values(rows.slice(i, i + CHUNK).map((row) => ({ ...row, orgId })));
  return rows.length;
}

export interface DueRunOptions {
  /** The moment the run counts as (tests move it to another day). */
  now?: Date;
  /** Only these practices (tests keep to their own); every practice by default. */
  practiceIds?: string[];
}

/** Runs the reminders of every practice once. A practice that fails is logged by the caller's
 * `onError` and retried by the next run; the others go on. */
export async function runDueNotifications(
  db: Db,
  { now = new Date(), practiceIds }: DueRunOptions = {},
  onError: (err: unknown, orgId: string) => void = (err) => {
    throw err;
  },
): Promise<DueRunResult> {
  let created = 0;
  const run = await forEachPractice(db, practiceIds, onError, async (org) => {
    const written = await remindPractice(db, org, now);
    created += written ?? 0;
    return written !== null;
  });
  return { ...run, created };
}
