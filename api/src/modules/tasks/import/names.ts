// What an import row may name, read once per import: the practice's clients, people, statuses and
// priorities by lower-cased name (people by e-mail too), and its open tasks for duplicates.

import { setImmediate as nextTurn } from 'node:timers/promises';
import { FINISHED_STATUS_KEYS } from '@practice-desk/contracts';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { clients, priorities, statuses, tasks, users } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';

export interface StatusName {
  id: string;
  name: string;
  systemKey: string | null;
}

export interface ImportNames {
  clients: Map<string, { id: string; name: string }>;
  people: Map<string, { id: string; name: string }>;
  statuses: Map<string, StatusName>;
  priorities: Map<string, { id: string; name: string }>;
  defaultStatus: StatusName;
  defaultPriorityId: string;
}

export async function loadImportNames(db: TenantDb, orgId: string): Promise<ImportNames> {
  const [clientRows, people, statusRows, priorityRows] = await Promise.all([
    db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.orgId, orgId)),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.orgId, orgId)),
    db
      .select({ id: statuses.id, name: statuses.name, systemKey: statuses.systemKey })
      .from(statuses)
      .where(eq(statuses.orgId, orgId)),
    db
      .select({ id: priorities.id, name: priorities.name, systemKey: priorities.systemKey })
      .from(priorities)
      .where(eq(priorities.orgId, orgId)),
  ]);
  const byPerson = new Map<string, { id: string; name: string }>();
  for (const p of people) {
    byPerson.set(p.name.trim().toLowerCase(), p);
    byPerson.set(p.email.trim().toLowerCase(), p);
  }
  const defaultStatus = statusRows.find((s) => s.systemKey === 'TODO');
  const defaultPriority = priorityRows.find((p) => p.systemKey === 'MEDIUM');
  if (!defaultStatus || !defaultPriority) throw new Error(`practice ${orgId} lacks To Do or Medium`);
  return {
    clients: new Map(clientRows.map((c) => [c.name.trim().toLowerCase(), c])),
    people: byPerson,
    statuses: new Map(statusRows.map((s) => [s.name.trim().toLowerCase(), s])),
    priorities: new Map(priorityRows.map((p) => [p.name.trim().toLowerCase(), p])),
    defaultStatus,
    defaultPriorityId: defaultPriority.id,
  };
}

/** The duplicate key of a task: client, task, sub-task and due date, without case. */
export function duplicateKey(client: string, task: string, subTask: string, dueDate: string | null): string {
  return [client, task, subTask, dueDate ?? ''].map((part) => part.trim().toLowerCase()).join('\u0000');
}

/** Open tasks read per page: PGlite turns a page of results into rows in one synchronous step
 * (20,000 tasks at once held the event loop for ~250 ms), so a large practice is read in pages. */
const OPEN_TASKS_PAGE = 4_000;

/** Keys of the practice's open (not finished, not in Trash) tasks. */
export async function openTaskKeys(
  db: TenantDb,
  orgId: string,
  pageSize = OPEN_TASKS_PAGE,
): Promise<Set<string>> {
  const keys = new Set<string>();
  let after: string | null = null;
  for (;;) {
    const rows = await db
      .select({
        id: tasks.id,
        client: sql<string>`coalesce(${clients.name}, '')`,
        task: tasks.task,
        subTask: tasks.subTask,
        dueDate: tasks.dueDate,
      })
      .from(tasks)
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      .leftJoin(clients, eq(clients.id, tasks.clientId))
      .where(
        and(
          eq(tasks.orgId, orgId),
          isNull(tasks.deletedAt),
          after === null ? undefined : gt(tasks.id, after),
          sql`coalesce(${statuses.systemKey}, '') not in (${sql.join(
            FINISHED_STATUS_KEYS.map((k) => sql`${k}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(tasks.id))
      .limit(pageSize);
    for (const r of rows) keys.add(duplicateKey(r.client, r.task, r.subTask, r.dueDate));
    if (rows.length < pageSize) return keys;
    after = rows[rows.length - 1]?.id ?? null;
    // PGlite answers without waiting on any socket; this lets other requests in between pages.
    await nextTurn();
  }
}
