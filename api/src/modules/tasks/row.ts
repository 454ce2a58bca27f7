// The select that turns a task and its joined names into the TaskRow the grid shows, with the
// statutory obligation the task was generated for, if any.
import {
  isClosedStatus,
  isWorkOverdue,
  moneyOf,
  type TaskCompliance,
  type TaskRow,
} from '@practice-desk/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { clients, complianceItems, priorities, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { openRequestOfTask, waitingOnClient } from '../document-requests/waiting';

export const assignee = alias(users, 'assignee');
export const leader = alias(users, 'leader');
export const helper = alias(users, 'helper');

export const taskRowColumns = {
  id: tasks.id,
  clientId: tasks.clientId,
  clientName: clients.name,
  task: tasks.task,
  subTask: tasks.subTask,
  et: tasks.et,
  tt: tasks.tt,
  allottedTo: tasks.allottedTo,
  allottedToName: assignee.name,
  teamLeader: tasks.teamLeader,
  teamLeaderName: leader.name,
  helpRequiredUser: tasks.helpRequiredUser,
  helpRequiredUserName: helper.name,
  createdBy: tasks.createdBy,
  priorityId: tasks.priorityId,
  priorityName: priorities.name,
  statusId: tasks.statusId,
  statusName: statuses.name,
  statusKey: statuses.systemKey,
  dueDate: tasks.dueDate,
  frequency: tasks.frequency,
  quotationPaise: tasks.quotationPaise,
  remarks: tasks.remarks,
  complianceItemId: complianceItems.id,
  complianceCode: complianceItems.code,
  compliancePeriod: complianceItems.period,
  complianceOriginalDueDate: complianceItems.originalDueDate,
  complianceExtensionNote: complianceItems.extensionNote,
  complianceFiledOn: complianceItems.filedOn,
  complianceArn: complianceItems.arn,
  waitingOnClient: waitingOnClient(openRequestOfTask(tasks.id)),
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

/** A task with every name the grid shows, joined; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectTaskRows(db: TenantDb) {
  return (
    db
      .select(taskRowColumns)
      .from(tasks)
      .leftJoin(clients, eq(clients.id, tasks.clientId))
      .leftJoin(assignee, eq(assignee.id, tasks.allottedTo))
      .leftJoin(leader, eq(leader.id, tasks.teamLeader))
      .leftJoin(helper, eq(helper.id, tasks.helpRequiredUser))
      .innerJoin(priorities, eq(priorities.id, tasks.priorityId))
      .innerJoin(statuses, eq(statuses.id, tasks.statusId))
      // One item per generated task (compliance_items_task_idx finds it).
      .leftJoin(complianceItems, eq(complianceItems.taskId, tasks.id))
      .$dynamic()
  );
}

export type TaskRecord = Awaited<ReturnType<typeof selectTaskRows>>[number];

/** `column` of the `table` row whose id is `key`, in this practice: a scalar sub-query. */
function nameOf<T extends PgTable & { id: PgColumn; orgId: PgColumn }>(
  orgId: string,
  table: T,
  column: PgColumn,
  key: PgColumn,
): SQL<string | null> {
  return sql<
    string | null
  >`(select ${column} from ${table} where ${table.orgId} = ${orgId} and ${table.id} = ${key})`;
}

/** The same rows as selectTaskRows, for the task screen and a single task: the names are scalar
 * sub-queries rather than six joins. Same answers; but PostgreSQL planned the eight-table join of
 * the first page in 50-85 ms on a busy machine (EXPLAIN on the 100,000-task bench database), the
 * sub-queries in 0.3 ms, and each runs once per row of the page. A sort by a name adds its join
 * (list.ts). */
export function selectTaskRowsLean(db: TenantDb) {
  const org = db.orgId;
  return db
    .select({
      ...taskRowColumns,
      clientName: nameOf(org, clients, clients.name, tasks.clientId),
      allottedToName: nameOf(org, users, users.name, tasks.allottedTo),
      teamLeaderName: nameOf(org, users, users.name, tasks.teamLeader),
      helpRequiredUserName: nameOf(org, users, users.name, tasks.helpRequiredUser),
      priorityName: nameOf(org, priorities, priorities.name, tasks.priorityId),
      statusName: nameOf(org, statuses, statuses.name, tasks.statusId),
      statusKey: nameOf(org, statuses, statuses.systemKey, tasks.statusId),
    })
    .from(tasks)
    .leftJoin(complianceItems, eq(complianceItems.taskId, tasks.id))
    .$dynamic();
}

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

function complianceOf(r: AnyTaskRecord): TaskCompliance | null {
  if (!r.complianceItemId) return null;
  return {
    itemId: r.complianceItemId,
    code: r.complianceCode ?? '',
    period: r.compliancePeriod ?? '',
    originalDueDate: r.complianceOriginalDueDate ?? '',
    extensionNote: r.complianceExtensionNote,
    filedOn: r.complianceFiledOn,
    arn: r.complianceArn,
  };
}

/** A row of either select: the names may be null. */
type AnyTaskRecord = Omit<TaskRecord, 'priorityName' | 'statusName'> & {
  priorityName: string | null;
  statusName: string | null;
};

export function toTaskRow(r: AnyTaskRecord, today: string): TaskRow {
  const done = isClosedStatus(r.statusKey);
  return {
    id: r.id,
    client: r.clientId ? { id: r.clientId, name: r.clientName ?? '' } : null,
    task: r.task,
    subTask: r.subTask,
    et: r.et,
    tt: r.tt,
    allottedTo: person(r.allottedTo, r.allottedToName),
    teamLeader: person(r.teamLeader, r.teamLeaderName),
    helpRequiredUser: person(r.helpRequiredUser, r.helpRequiredUserName),
    createdBy: r.createdBy,
    priority: r.priorityName ?? '',
    priorityId: r.priorityId,
    status: r.statusName ?? '',
    statusId: r.statusId,
    statusKey: r.statusKey,
    dueDate: r.dueDate,
    frequency: r.frequency,
    quotationAmount: r.quotationPaise === null ? null : moneyOf(r.quotationPaise),
    remarks: r.remarks,
    overdue: isWorkOverdue({ dueDate: r.dueDate, done }, today),
    compliance: complianceOf(r),
    waitingOnClient: r.waitingOnClient ?? null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}
