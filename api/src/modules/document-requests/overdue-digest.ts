// The daily digest of overdue document requests: once a practice day, each active person with
// open requests past their due date among those they look after (an Admin: every one; anyone
// else: those they raised or whose task they lead or are allotted) gets one notification counting
// them and naming the first few. Written only when that day's is not there yet, so reruns and a
// second instance add nothing.
import { DOCUMENT_CHASE_MESSAGES } from '@practice-desk/contracts';
import { and, asc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { clients, documentRequests, notifications, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

/** Requests named in the message; the rest are counted. */
const NAMED = 3;

async function overdueFor(tx: TenantDb, person: { id: string; role: string }, today: string) {
  const mine: SQL | undefined =
    person.role === 'ADMIN'
      ? undefined
      : or(
          eq(documentRequests.createdBy, person.id),
          eq(tasks.teamLeader, person.id),
          eq(tasks.allottedTo, person.id),
        );
  return tx
    .select({ title: documentRequests.name, clientName: clients.name })
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .leftJoin(tasks, eq(tasks.id, documentRequests.taskId))
    .where(and(eq(documentRequests.status, 'open'), lt(documentRequests.dueDate, today), mine))
    .orderBy(asc(documentRequests.dueDate), asc(clients.name));
}

function message(rows: { title: string; clientName: string }[]) {
  const named = rows.slice(0, NAMED).map((row) => `${row.clientName} (${row.title})`);
  const more = rows.length > NAMED ? ` and ${rows.length - NAMED} more` : '';
  const count =
    rows.length === 1
      ? '1 document request is past its due date'
      : `${rows.length} document requests are past their due date`;
  return `${count}: ${named.join(', ')}${more}`;
}

/** Writes today's digests; answers how many. */
export async function notifyOverdueRequests(tx: TenantDb, today: string, timeZone: string, now: Date) {
  const createdDay = sql`to_char(${notifications.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const people = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.status, 'Active'),
        sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${users.id}
          and ${notifications.type} = 'document_requests_overdue' and ${createdDay} = ${today})`,
      ),
    );
  let written = 0;
  for (const person of people) {
    const rows = await overdueFor(tx, person, today);
    if (rows.length === 0) continue;
    await tx.insert(notifications).values({
      orgId: tx.orgId,
      userId: person.id,
      type: 'document_requests_overdue',
      title: DOCUMENT_CHASE_MESSAGES.digestTitle,
      message: message(rows),
      link: '/clients',
      createdAt: now,
    });
    written += 1;
  }
  return written;
}
