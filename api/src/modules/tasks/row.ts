// The select that turns a task and its joined names into the TaskRow the grid shows.
import type { TaskRow } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, priorities, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

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
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

/** A task with every name the grid shows, joined; add `.where()`, `.orderBy()`, `.limit()`. */
export function selectTaskRows(db: TenantDb) {
  return db
    .select(taskRowColumns)
    .from(tasks)
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(assignee, eq(assignee.id, tasks.allottedTo))
    .leftJoin(leader, eq(leader.id, tasks.teamLeader))
    .leftJoin(helper, eq(helper.id, tasks.helpRequiredUser))
    .innerJoin(priorities, eq(priorities.id, tasks.priorityId))
    .innerJoin(statuses, eq(statuses.id, tasks.statusId))
    .$dynamic();
}

export type TaskRecord = Awaited<ReturnType<typeof selectTaskRows>>[number];

const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function toTaskRow(r: TaskRecord, today: string): TaskRow {
  const done = r.statusKey === 'COMPLETED' || r.statusKey === 'PENDING' || r.statusKey === 'ARCHIVED';
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
    quotationAmount: r.quotationPaise === null ? null : r.quotationPaise / 100,
    remarks: r.remarks,
    overdue: !done && r.dueDate !== null && r.dueDate < today,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}
