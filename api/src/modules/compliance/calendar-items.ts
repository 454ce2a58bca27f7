// The select behind every view of compliance items (calendar, board, export, filing, reminders):
// the item with its client's name and its task's people, who may see which items, and the
// status filter written in SQL as status.ts computes it.
import { type CalendarItem, type ComplianceStatus, formPeriodLabel } from '@practice-desk/contracts';
import { and, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, complianceItems, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { Caller } from '../../lib/context';
import { openRequestOfItem, waitingOnClient } from '../document-requests/waiting';
import { liveTask } from '../tasks/live';
import { complianceStatus } from './status';

const itemAssignee = alias(users, 'item_assignee');

export const itemColumns = {
  id: complianceItems.id,
  taskId: complianceItems.taskId,
  clientId: complianceItems.clientId,
  clientName: clients.name,
  code: complianceItems.code,
  title: complianceItems.title,
  period: complianceItems.period,
  dueDate: complianceItems.dueDate,
  originalDueDate: complianceItems.originalDueDate,
  extensionNote: complianceItems.extensionNote,
  filedOn: complianceItems.filedOn,
  arn: complianceItems.arn,
  acknowledgementFileId: complianceItems.acknowledgementFileId,
  assigneeId: tasks.allottedTo,
  assigneeName: itemAssignee.name,
  teamLeader: tasks.teamLeader,
  helpRequiredUser: tasks.helpRequiredUser,
  createdBy: tasks.createdBy,
  waitingOnClient: waitingOnClient(openRequestOfItem(complianceItems.id, complianceItems.taskId)),
};

/** Items with their client and task (an item whose task is in the Trash is gone with it); add
 * `.where()` (with `liveItem()`), `.orderBy()`. */
export function selectItems(db: TenantDb) {
  return db
    .select(itemColumns)
    .from(complianceItems)
    .innerJoin(clients, eq(clients.id, complianceItems.clientId))
    .leftJoin(tasks, eq(tasks.id, complianceItems.taskId))
    .leftJoin(itemAssignee, eq(itemAssignee.id, tasks.allottedTo))
    .$dynamic();
}

export type ItemRecord = Awaited<ReturnType<typeof selectItems>>[number];

/** An item whose task is live (or deleted for good: then it stays, for the Admin, without one). */
export const liveItem = (): SQL => liveTask();

/** The items a person sees: an Admin every one; a Team Leader those whose task they lead or are
 * allotted; a Team Member those allotted to them. Undefined: no narrowing. */
export function visibleTo(user: Caller): SQL | undefined {
  if (user.role === 'ADMIN') return undefined;
  if (user.role === 'TEAM_LEADER') return or(eq(tasks.teamLeader, user.id), eq(tasks.allottedTo, user.id));
  return eq(tasks.allottedTo, user.id);
}

/** The same rule on a fetched row. */
export function isVisibleTo(user: Caller, row: Pick<ItemRecord, 'assigneeId' | 'teamLeader' | 'taskId'>) {
  if (user.role === 'ADMIN') return true;
  if (row.taskId === null) return false;
  return row.assigneeId === user.id || (user.role === 'TEAM_LEADER' && row.teamLeader === user.id);
}

/** complianceStatus's rule as a condition, for filtering and counting in the database: the one SQL
 * of 'overdue' (contracts overdue.ts) that the calendar, its counts and the overdue reminders
 * read. */
export function statusCondition(status: ComplianceStatus, today: string): SQL {
  const { filedOn, dueDate } = complianceItems;
  switch (status) {
    case 'filed':
      return and(isNotNull(filedOn), sql`${filedOn} <= ${dueDate}`) as SQL;
    case 'filed-late':
      return and(isNotNull(filedOn), sql`${filedOn} > ${dueDate}`) as SQL;
    case 'overdue':
      return and(isNull(filedOn), lt(dueDate, today)) as SQL;
    case 'open':
      return and(isNull(filedOn), gte(dueDate, today)) as SQL;
  }
}

export function toCalendarItem(row: ItemRecord, today: string): CalendarItem {
  return {
    id: row.id,
    taskId: row.taskId,
    clientId: row.clientId,
    clientName: row.clientName,
    code: row.code,
    title: row.title,
    period: row.period,
    periodLabel: formPeriodLabel(row.code, row.period),
    dueDate: row.dueDate,
    originalDueDate: row.originalDueDate,
    extensionNote: row.extensionNote,
    status: complianceStatus(row, today),
    filedOn: row.filedOn,
    arn: row.arn,
    waitingOnClient: row.waitingOnClient ?? null,
    hasAcknowledgement: row.acknowledgementFileId !== null,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
  };
}
