// The triage queues as conditions on the tasks table (contracts/src/triage.ts): each is of open
// work, read from the task row alone but 'waiting on the client', which asks the document requests.
import { CLOSED_STATUS_KEYS, DUE_SOON_DAYS, type TriageQueue } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, between, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { tasksWaitingOnClient } from '../document-requests/waiting';
import { statusIdOf, type TaskLookups } from './filters';

const FALSE = sql`false`;

/** Not Completed, Pending or Archived: the open statuses' ids (a practice's own statuses are
 * open), so the condition needs no join and the status index can fetch open work alone, a small
 * part of a practice's tasks once its years of finished work pile up. */
export function openWork(lookups: TaskLookups): SQL {
  const open = lookups.statuses
    .filter((s) => !(CLOSED_STATUS_KEYS as readonly string[]).includes(s.systemKey ?? ''))
    .map((s) => s.id);
  return open.length ? inArray(tasks.statusId, open) : FALSE;
}

export function queueCondition(queue: TriageQueue, today: string, lookups: TaskLookups): SQL {
  const status = (key: string) => {
    const id = statusIdOf(lookups, key);
    return id ? eq(tasks.statusId, id) : FALSE;
  };
  const open = openWork(lookups);
  switch (queue) {
    case 'overdue':
      return and(open, lt(tasks.dueDate, today)) as SQL;
    case 'dueSoon': {
      const last = dayjs(today).add(DUE_SOON_DAYS, 'day').format('YYYY-MM-DD');
      return and(status('TODO'), between(tasks.dueDate, today, last)) as SQL;
    }
    case 'unassigned':
      return and(open, isNull(tasks.allottedTo)) as SQL;
    case 'helpRequired':
      return status('HELP_REQUIRED');
    case 'waitingOnClient':
      return and(open, sql`${tasks.id} in ${tasksWaitingOnClient()}`) as SQL;
    case 'overBudget':
      return and(open, gt(tasks.et, 0), gt(tasks.tt, tasks.et)) as SQL;
    case 'noEstimate':
      return and(open, eq(tasks.et, 0)) as SQL;
  }
}
