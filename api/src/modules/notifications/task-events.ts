// Notifications raised by task writes: allotted to you, made team leader, help asked of you, a
// comment on your task, its time taken reaching its estimate. Called inside the write's
// transaction, so a refused write notifies no one.
import { BUDGET_MESSAGES, type BudgetLevel } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { clients, tasks } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { insertNotifications, type NewNotification } from './queries';

export interface TaskPeopleChange {
  allottedTo: string | null;
  teamLeader: string | null;
  helpRequiredUser: string | null;
}

const EXCERPT_LENGTH = 120;

/** 'GST Returns – GSTR-1 for Sahyadri Agro': the task as people name it. */
async function loadTask(db: TenantDb, orgId: string, taskId: string) {
  const [row] = await db
    .select({
      task: tasks.task,
      subTask: tasks.subTask,
      allottedTo: tasks.allottedTo,
      teamLeader: tasks.teamLeader,
      clientName: clients.name,
    })
    .from(tasks)
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId)));
  if (!row) return null;
  const name = [row.task, row.subTask].filter(Boolean).join(' – ') || 'a task';
  return { ...row, label: row.clientName ? `${name} for ${row.clientName}` : name };
}

const changedTo = (after: string | null, before: string | null | undefined) =>
  after !== null && after !== before ? after : null;

/** After a task is created (`before` null) or updated: tell each person newly given a part in it. */
export async function notifyTaskPeople(
  ctx: ServiceContext,
  taskId: string,
  before: TaskPeopleChange | null,
  after: TaskPeopleChange,
): Promise<void> {
  const allotted = changedTo(after.allottedTo, before?.allottedTo);
  const leader = changedTo(after.teamLeader, before?.teamLeader);
  const helper = changedTo(after.helpRequiredUser, before?.helpRequiredUser);
  const told = [allotted, leader, helper].filter((id) => id !== null && id !== ctx.user.id);
  if (told.length === 0) return;
  const task = await loadTask(ctx.db, ctx.orgId, taskId);
  if (!task) return;
  const actor = ctx.user.name;
  const rows: NewNotification[] = [];
  if (allotted)
    rows.push({
      userId: allotted,
      type: 'task_allotted',
      title: 'Task allotted to you',
      message: `${actor} allotted you ${task.label}`,
      taskId,
    });
  if (leader)
    rows.push({
      userId: leader,
      type: 'task_leader',
      title: 'You are team leader of a task',
      message: `${actor} made you team leader of ${task.label}`,
      taskId,
    });
  if (helper)
    rows.push({
      userId: helper,
      type: 'help_requested',
      title: 'Help requested',
      message: `${actor} asked for your help on ${task.label}`,
      taskId,
    });
  await insertNotifications(ctx.db, ctx.orgId, ctx.user.id, rows);
}

/** A comment tells the task's assignee and team leader, never its author. */
export async function notifyTaskComment(ctx: ServiceContext, taskId: string, content: string): Promise<void> {
  const task = await loadTask(ctx.db, ctx.orgId, taskId);
  if (!task) return;
  const text = content.trim().replace(/\s+/g, ' ');
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
  const rows = [task.allottedTo, task.teamLeader]
    .filter((id): id is string => id !== null)
    .map(
      (userId): NewNotification => ({
        userId,
        type: 'task_comment',
        title: 'New comment',
        message: `${ctx.user.name} commented on ${task.label}: “${excerpt}”`,
        taskId,
      }),
    );
  await insertNotifications(ctx.db, ctx.orgId, ctx.user.id, rows);
}

/** TT reached a budget threshold of the task: its team leader and the person it is allotted to
 * are told, whoever logged the time (their own entry included: the budget is news to them too). */
export async function notifyTaskBudget(
  db: TenantDb,
  orgId: string,
  taskId: string,
  reached: { level: Exclude<BudgetLevel, 0>; tt: number; et: number },
): Promise<void> {
  const task = await loadTask(db, orgId, taskId);
  if (!task) return;
  const people = [task.teamLeader, task.allottedTo].filter((id): id is string => id !== null);
  await insertNotifications(
    db,
    orgId,
    null,
    people.map((userId) => ({
      userId,
      type: 'task_budget' as const,
      title: BUDGET_MESSAGES.title(reached.level),
      message: BUDGET_MESSAGES.message(task.label, reached.tt, reached.et),
      taskId,
    })),
  );
}
