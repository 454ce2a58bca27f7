// The compliance reminders of one practice, written in the job's transaction: the person an item is
// allotted to (its team leader while it is unassigned) three days before its due date and on the
// day, and the team leader and assignee of every item overdue, once per overdue spell. Items already
// filed, and items whose task is in the Trash, are not chased. A reminder is written only when its
// own is not there yet, so a second run, a restart or another instance adds nothing; an extension
// (a new due date) starts them again.
import dayjs from 'dayjs';
import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { clients, complianceItems, notifications, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { NewNotification } from '../notifications/queries';
import { liveTask } from '../tasks/live';
import { statusCondition } from './calendar-items';

/** Days before its due date an item is first reminded. */
export const DUE_SOON_DAYS = 3;

type ReminderType = 'compliance_due_soon' | 'compliance_due_today' | 'compliance_overdue';

interface Kind {
  type: ReminderType;
  recipient: SQL;
  /** Which items, by due date. */
  due: SQL;
  /** The days (the practice's) on which an earlier reminder of this kind still counts. */
  remindedOn: (createdDay: SQL) => SQL;
  words: (label: string, dueDate: string) => { title: string; message: string };
}

const shown = (date: string) => dayjs(date).format('D MMM YYYY');
const allottedOrLeader = sql`coalesce(${tasks.allottedTo}, ${tasks.teamLeader})`;
const overdueWords = (label: string, dueDate: string) => ({
  title: 'Filing overdue',
  message: `${label} was due on ${shown(dueDate)} and is not filed yet`,
});

function kinds(today: string): Kind[] {
  const soonUntil = dayjs(today).add(DUE_SOON_DAYS, 'day').format('YYYY-MM-DD');
  const { dueDate } = complianceItems;
  const overdue = {
    type: 'compliance_overdue' as const,
    due: statusCondition('overdue', today),
    remindedOn: (day: SQL) => sql`${day} > ${dueDate}`,
    words: overdueWords,
  };
  return [
    {
      type: 'compliance_due_soon',
      recipient: allottedOrLeader,
      due: and(gt(dueDate, today), lte(dueDate, soonUntil)) as SQL,
      remindedOn: (day) => sql`${day} >= ${dueDate} - ${DUE_SOON_DAYS}::int`,
      words: (label, date) => ({ title: 'Filing due soon', message: `${label} is due on ${shown(date)}` }),
    },
    {
      type: 'compliance_due_today',
      recipient: allottedOrLeader,
      due: eq(dueDate, today),
      remindedOn: (day) => sql`${day} >= ${dueDate}`,
      words: (label) => ({ title: 'Filing due today', message: `${label} is due today` }),
    },
    { ...overdue, recipient: sql`${tasks.teamLeader}` },
    { ...overdue, recipient: sql`${tasks.allottedTo}` },
  ];
}

async function pending(tx: TenantDb, kind: Kind, timeZone: string) {
  const createdDay = sql`(${notifications.createdAt} at time zone ${timeZone})::date`;
  const reminded = sql`exists (select 1 from ${notifications} where ${notifications.taskId} = ${complianceItems.taskId}
    and ${notifications.userId} = ${kind.recipient} and ${notifications.type} = ${kind.type}
    and ${kind.remindedOn(createdDay)})`;
  return tx
    .select({
      taskId: tasks.id,
      title: complianceItems.title,
      dueDate: complianceItems.dueDate,
      clientName: clients.name,
      userId: users.id,
    })
    .from(complianceItems)
    .innerJoin(tasks, eq(tasks.id, complianceItems.taskId))
    .innerJoin(clients, eq(clients.id, complianceItems.clientId))
    .innerJoin(users, sql`${users.id} = ${kind.recipient}`)
    .where(
      and(
        liveTask(),
        isNull(complianceItems.filedOn),
        kind.due,
        eq(users.status, 'Active'),
        sql`not ${reminded}`,
      ),
    );
}

/** Writes the practice's due reminders for `today`; answers how many. Run kind after kind, so the
 * leader who is also the assignee of an overdue item is told once. */
export async function remindComplianceItems(
  tx: TenantDb,
  orgId: string,
  today: string,
  timeZone: string,
  now: Date,
): Promise<number> {
  let written = 0;
  for (const kind of kinds(today)) {
    const rows = await pending(tx, kind, timeZone);
    const reminders = rows.map((row): NewNotification & { orgId: string; createdAt: Date } => ({
      orgId,
      userId: row.userId,
      taskId: row.taskId,
      type: kind.type,
      createdAt: now,
      ...kind.words(`${row.title} for ${row.clientName}`, row.dueDate),
    }));
    for (let i = 0; i < reminders.length; i += 500)
      await tx.insert(notifications).values(reminders.slice(i, i + 500));
    written += reminders.length;
  }
  return written;
}
