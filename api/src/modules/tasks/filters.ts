// The SQL conditions behind the task screen's scope, chips, priority, due tabs, column filters
// and search. Each returns a drizzle SQL fragment; list.ts combines them.
import type { DateBounds, StatusChip, TaskListQuery, TaskScope } from '@practice-desk/contracts';
import { and, eq, gte, ilike, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients, priorities, statuses, tasks } from '../../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE = sql`true`;

export function scopeCondition(scope: TaskScope, userId: string): SQL {
  if (scope === 'all') return TRUE;
  if (scope === 'team') return eq(tasks.teamLeader, userId);
  return or(
    eq(tasks.allottedTo, userId),
    eq(tasks.teamLeader, userId),
    eq(tasks.helpRequiredUser, userId),
  ) as SQL;
}

/** A status chip is a view counted for this user (DESIGN.md §3). */
export function chipCondition(chip: StatusChip, userId: string): SQL {
  const key = (k: string) => eq(statuses.systemKey, k);
  switch (chip) {
    case 'MY_REVIEW':
      return and(key('IN_REVIEW'), eq(tasks.teamLeader, userId)) as SQL;
    case 'REVIEW_BY_OTHERS':
      return and(key('IN_REVIEW'), sql`${tasks.teamLeader} is distinct from ${userId}`) as SQL;
    case 'HELP_REQUIRED':
      return and(key('HELP_REQUIRED'), sql`${tasks.helpRequiredUser} is distinct from ${userId}`) as SQL;
    case 'HELP_REQUIRED_BY_OTHERS':
      return and(key('HELP_REQUIRED'), eq(tasks.helpRequiredUser, userId)) as SQL;
    default:
      return key(chip);
  }
}

export function priorityCondition(priority: string): SQL {
  return UUID.test(priority)
    ? eq(tasks.priorityId, priority)
    : sql`lower(${priorities.name}) = lower(${priority})`;
}

export function dueCondition(bounds: DateBounds): SQL {
  const parts: SQL[] = [isNotNull(tasks.dueDate)];
  if (bounds.before) {
    parts.push(lt(tasks.dueDate, bounds.before));
    // Overdue means work still open.
    parts.push(sql`coalesce(${statuses.systemKey}, '') not in ('COMPLETED', 'PENDING', 'ARCHIVED')`);
  }
  if (bounds.from) parts.push(gte(tasks.dueDate, bounds.from));
  if (bounds.to) parts.push(lte(tasks.dueDate, bounds.to));
  return and(...parts) as SQL;
}

/** Ids, names, or both: a value that looks like an id matches the id column, else the name. */
function idsOrNames(values: string[], idColumn: AnyPgColumn, nameColumn: AnyPgColumn): SQL {
  const ids = values.filter((value) => UUID.test(value));
  const names = values.filter((value) => !UUID.test(value)).map((value) => value.toLowerCase());
  const parts: SQL[] = [];
  if (ids.length) parts.push(inArray(idColumn, ids));
  if (names.length) parts.push(sql`lower(${nameColumn}) in ${names}`);
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}

/** Column multi-select filters and the search box: they narrow every count on the screen. */
export function columnConditions(query: TaskListQuery, orgId: string): SQL[] {
  const out: SQL[] = [];
  if (query.client?.length)
    out.push(
      inArray(
        tasks.clientId,
        query.client.filter((id) => UUID.test(id)),
      ),
    );
  if (query.task?.length) out.push(inArray(tasks.task, query.task));
  if (query.subTask?.length) out.push(inArray(tasks.subTask, query.subTask));
  if (query.allottedTo?.length)
    out.push(
      inArray(
        tasks.allottedTo,
        query.allottedTo.filter((id) => UUID.test(id)),
      ),
    );
  if (query.teamLeader?.length)
    out.push(
      inArray(
        tasks.teamLeader,
        query.teamLeader.filter((id) => UUID.test(id)),
      ),
    );
  if (query.priorityIn?.length) out.push(idsOrNames(query.priorityIn, tasks.priorityId, priorities.name));
  if (query.statusIn?.length) out.push(idsOrNames(query.statusIn, tasks.statusId, statuses.name));
  if (query.frequency?.length)
    out.push(inArray(tasks.frequency, query.frequency as ('None' | 'Monthly' | 'Quarterly' | 'Yearly')[]));
  const search = query.search ?? '';
  if (search.length >= 2) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    out.push(
      or(
        ilike(tasks.task, pattern),
        ilike(tasks.subTask, pattern),
        sql`${tasks.clientId} in (select ${clients.id} from ${clients} where ${clients.orgId} = ${orgId} and ${clients.name} ilike ${pattern})`,
      ) as SQL,
    );
  }
  return out;
}
