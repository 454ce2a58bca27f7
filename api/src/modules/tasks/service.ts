// The rules of a task write: rights, Help Required, time taken as entries, recurrence.
import {
  type CreateTaskBody,
  isFinishedStatus,
  STATUS_LEVEL_FIELDS,
  TASK_MESSAGES,
  type TaskRow,
  taskRights,
  type UpdateTaskBody,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { compiledTenantSelect } from '../../db/compiled';
import { statuses, tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { completionOverride } from '../document-requests/completion-gate';
import { notifyTaskPeople } from '../notifications/task-events';
import { liveTask } from './live';
import {
  assertClient,
  assertPeople,
  defaultPriorityId,
  findPriorityId,
  findStatus,
  findStatusByKey,
  type StatusRef,
} from './lookups';
import { createNextOccurrence } from './recurrence';
import { selectTaskRowsLean, toTaskRow } from './row';
import { addTimeEntry } from './time';
import { moveTasksToTrash } from './trash';

/** The status key is read in the select list, not joined: a locking read that waited for another
 * writer re-checks the row as that writer left it, and a join would be re-checked against the
 * status row read before the wait. A status just changed then matched nothing and the write
 * answered 404 "Task not found" (concurrent-writes.test.ts, PostgreSQL). */
const taskWithStatus = (db: TenantDb, id: unknown) =>
  db
    .select({
      task: tasks,
      statusKey: sql<string | null>`(select ${statuses.systemKey} from ${statuses}
        where ${statuses.id} = ${tasks.statusId} and ${statuses.orgId} = ${tasks.orgId})`,
    })
    .from(tasks)
    .where(and(eq(tasks.id, id as string), liveTask()));
const taskToRead = compiledTenantSelect(['id'], (db, { id }) => taskWithStatus(db, id));
const taskToWrite = compiledTenantSelect(['id'], (db, { id }) =>
  taskWithStatus(db, id).for('update', { of: tasks }),
);

/** The task and its status key; `forUpdate` locks its row until the transaction ends, so
 * concurrent writes of TT apply one after another against the current value. */
export async function loadTask(db: TenantDb, orgId: string, id: string, forUpdate = false) {
  // Through another practice's handle no task of this one is seen.
  if (orgId !== db.orgId) throw new NotFound('Task not found');
  const [row] = await (forUpdate ? taskToWrite : taskToRead)(db, { id });
  if (!row) throw new NotFound('Task not found');
  return { ...row.task, statusKey: row.statusKey };
}

const taskRowById = compiledTenantSelect(['id'], (db, { id }) =>
  selectTaskRowsLean(db).where(and(eq(tasks.id, id as unknown as string), liveTask())),
);

/** The task as its caller sees it. `afterWrite`: the caller's own write was just allowed, and may
 * have taken them off the task (a colleague answering a help request stops being asked). */
export async function getTaskRow(
  ctx: ServiceContext,
  id: string,
  today?: string,
  afterWrite = false,
): Promise<TaskRow> {
  const [row] = await taskRowById(ctx.db, { id });
  if (!row) throw new NotFound('Task not found');
  if (!afterWrite && !taskRights(ctx.user, row).view) throw new NotFound('Task not found');
  return toTaskRow(row, today ?? (await practiceToday(ctx)));
}

const helpMissing = () =>
  new Invalid(TASK_MESSAGES.helpUserRequired, [
    { field: 'helpRequiredUser', message: TASK_MESSAGES.helpUserRequired },
  ]);

export async function createTask(ctx: ServiceContext, body: CreateTaskBody): Promise<TaskRow> {
  const { user } = ctx;
  const allottedTo = body.allottedTo === undefined ? user.id : body.allottedTo;
  const teamLeader =
    body.teamLeader === undefined ? (user.role === 'TEAM_MEMBER' ? null : user.id) : body.teamLeader;
  if (user.role === 'TEAM_MEMBER' && allottedTo !== user.id) throw new Forbidden();
  if (user.role === 'TEAM_LEADER' && teamLeader !== user.id) throw new Forbidden();
  const today = await practiceToday(ctx);
  return ctx.db.transaction(async (tx) => {
    const status = body.status
      ? await findStatus(tx, ctx.orgId, body.status)
      : await findStatusByKey(tx, ctx.orgId, 'TODO');
    const helpRequiredUser = status.systemKey === 'HELP_REQUIRED' ? (body.helpRequiredUser ?? null) : null;
    if (status.systemKey === 'HELP_REQUIRED' && !helpRequiredUser) throw helpMissing();
    if (body.client) await assertClient(tx, ctx.orgId, body.client);
    await assertPeople(tx, ctx.orgId, { allottedTo, teamLeader, helpRequiredUser });
    const [created] = await tx
      .insert(tasks)
      .values({
        orgId: ctx.orgId,
        clientId: body.client ?? null,
        task: body.task ?? '',
        subTask: body.subTask ?? '',
        et: body.et ?? 0,
        allottedTo,
        teamLeader,
        helpRequiredUser,
        createdBy: user.id,
        priorityId: body.priority
          ? await findPriorityId(tx, ctx.orgId, body.priority)
          : await defaultPriorityId(tx, ctx.orgId),
        statusId: status.id,
        dueDate: body.dueDate === undefined ? today : body.dueDate,
        frequency: body.frequency ?? 'None',
        remarks: body.remarks ?? null,
        completedAt: isFinishedStatus(status.systemKey) ? new Date() : null,
      })
      .returning({ id: tasks.id });
    if (!created) throw new Error('task insert returned nothing');
    await notifyTaskPeople({ ...ctx, db: tx }, created.id, null, {
      allottedTo,
      teamLeader,
      helpRequiredUser,
    });
    if (body.tt)
      await addTimeEntry(tx, {
        orgId: ctx.orgId,
        taskId: created.id,
        userId: user.id,
        date: today,
        minutes: body.tt,
      });
    return getTaskRow({ ...ctx, db: tx }, created.id, today);
  });
}

type Current = Awaited<ReturnType<typeof loadTask>>;
const FIELD_COLUMNS = {
  client: 'clientId',
  task: 'task',
  subTask: 'subTask',
  et: 'et',
  tt: 'tt',
  allottedTo: 'allottedTo',
  teamLeader: 'teamLeader',
  helpRequiredUser: 'helpRequiredUser',
  dueDate: 'dueDate',
  frequency: 'frequency',
  remarks: 'remarks',
} as const satisfies Partial<Record<keyof UpdateTaskBody, keyof Current>>;

/** The fields whose value really changes; status and priority compared after lookup. */
async function changedFields(tx: TenantDb, orgId: string, current: Current, body: UpdateTaskBody) {
  const changed: Partial<Record<keyof UpdateTaskBody, unknown>> = {};
  for (const [field, column] of Object.entries(FIELD_COLUMNS) as [
    keyof typeof FIELD_COLUMNS,
    keyof Current,
  ][]) {
    const value = body[field];
    if (value !== undefined && value !== current[column]) changed[field] = value;
  }
  // TT moves by the difference the editor made to the TT they saw, whatever it is now.
  if (body.tt !== undefined && body.ttFrom !== undefined) {
    const target = current.tt + body.tt - body.ttFrom;
    if (target === current.tt) delete changed.tt;
    else changed.tt = target;
  }
  let status: StatusRef | undefined;
  if (body.status !== undefined) {
    status = await findStatus(tx, orgId, body.status);
    if (status.id !== current.statusId) changed.status = status.id;
  }
  if (body.priority !== undefined) {
    const priorityId = await findPriorityId(tx, orgId, body.priority);
    if (priorityId !== current.priorityId) changed.priority = priorityId;
  }
  return { changed, status };
}

/** Applies a partial update inside `tx`; only fields whose value differs are written. True when
 * something changed. `notify: false` leaves telling people to the caller (a move of many tasks
 * tells each person once). */
export async function applyTaskUpdate(
  ctx: ServiceContext,
  tx: TenantDb,
  id: string,
  body: UpdateTaskBody,
  today: string,
  options: { notify: boolean } = { notify: true },
): Promise<boolean> {
  const current = await loadTask(tx, ctx.orgId, id, true);
  const rights = taskRights(ctx.user, current);
  if (!rights.view) throw new NotFound('Task not found');
  const { changed, status } = await changedFields(tx, ctx.orgId, current, body);
  const fields = Object.keys(changed) as (keyof UpdateTaskBody)[];
  if (fields.length === 0) return false;
  const statusLevel = new Set<string>(STATUS_LEVEL_FIELDS);
  if (fields.some((f) => !statusLevel.has(f)) && !rights.editAll) throw new Forbidden();
  if (!rights.editStatus && !rights.editAll) throw new Forbidden();

  const statusKey = 'status' in changed && status ? status.systemKey : current.statusKey;
  // The helper sent wins; a status change without one asks again; otherwise the stored one stays.
  const requested =
    body.helpRequiredUser !== undefined
      ? body.helpRequiredUser
      : 'status' in changed
        ? null
        : current.helpRequiredUser;
  const helper = statusKey === 'HELP_REQUIRED' ? requested : null;
  // Asked only when the status or the helper is being set: an older task without one stays editable.
  const settingHelp = 'status' in changed || body.helpRequiredUser !== undefined;
  if (statusKey === 'HELP_REQUIRED' && !helper && settingHelp) throw helpMissing();
  if (changed.client) await assertClient(tx, ctx.orgId, changed.client as string);
  await assertPeople(tx, ctx.orgId, {
    allottedTo: changed.allottedTo as string | undefined,
    teamLeader: changed.teamLeader as string | undefined,
    helpRequiredUser: helper,
  });

  const finishing =
    status !== undefined && isFinishedStatus(status.systemKey) && !isFinishedStatus(current.statusKey);
  const set: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date(), helpRequiredUser: helper };
  if ('client' in changed) set.clientId = changed.client as string | null;
  if ('task' in changed) set.task = changed.task as string;
  if ('subTask' in changed) set.subTask = changed.subTask as string;
  if ('et' in changed) set.et = changed.et as number;
  if ('allottedTo' in changed) set.allottedTo = changed.allottedTo as string | null;
  if ('teamLeader' in changed) set.teamLeader = changed.teamLeader as string | null;
  if ('dueDate' in changed) set.dueDate = changed.dueDate as string | null;
  if ('frequency' in changed) set.frequency = changed.frequency as Current['frequency'];
  if ('remarks' in changed) set.remarks = changed.remarks as string | null;
  if ('priority' in changed) set.priorityId = changed.priority as string;
  if (status && 'status' in changed) set.statusId = status.id;
  if (finishing) {
    set.completedAt = new Date();
    const reason = await completionOverride(tx, ctx.user, id, body.completionOverrideReason);
    if (reason !== undefined) set.completionOverrideReason = reason;
  }
  await tx
    .update(tasks)
    .set(set)
    .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.id, id)));
  if (options.notify)
    await notifyTaskPeople({ ...ctx, db: tx }, id, current, {
      allottedTo: 'allottedTo' in changed ? (changed.allottedTo as string | null) : current.allottedTo,
      teamLeader: 'teamLeader' in changed ? (changed.teamLeader as string | null) : current.teamLeader,
      helpRequiredUser: helper,
    });
  if ('tt' in changed) {
    if ((changed.tt as number) < 0)
      throw new Invalid(TASK_MESSAGES.ttBelowZero, [{ field: 'tt', message: TASK_MESSAGES.ttBelowZero }]);
    const minutes = (changed.tt as number) - current.tt;
    await addTimeEntry(tx, {
      orgId: ctx.orgId,
      taskId: id,
      userId: ctx.user.id,
      date: today,
      minutes,
      note: 'Time taken edited',
    });
  }
  if (finishing) await createNextOccurrence(tx, ctx.orgId, id, today);
  return true;
}

export async function updateTask(ctx: ServiceContext, id: string, body: UpdateTaskBody): Promise<TaskRow> {
  const today = await practiceToday(ctx);
  return ctx.db.transaction(async (tx) => {
    await applyTaskUpdate(ctx, tx, id, body, today);
    return getTaskRow({ ...ctx, db: tx }, id, today, true);
  });
}

export async function bulkUpdateTasks(
  ctx: ServiceContext,
  ids: string[],
  updates: UpdateTaskBody,
): Promise<number> {
  const today = await practiceToday(ctx);
  // All or nothing: one refused task leaves every task as it was; the count is of tasks changed.
  return ctx.db.transaction(async (tx) => {
    let changed = 0;
    for (const id of new Set(ids)) if (await applyTaskUpdate(ctx, tx, id, updates, today)) changed += 1;
    return changed;
  });
}

/** Deleting moves tasks to the Trash (Admin); answers the ids moved, for Undo. */
export async function deleteTasks(ctx: ServiceContext, ids: string[]): Promise<string[]> {
  if (ctx.user.role !== 'ADMIN') throw new Forbidden();
  const moved = await moveTasksToTrash(ctx, ids);
  if (ids.length === 1 && moved.length === 0) throw new NotFound('Task not found');
  return moved;
}
