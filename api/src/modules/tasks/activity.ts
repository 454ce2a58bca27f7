// Time entries, comments and quotations of one task, each behind the task's rights.
import {
  type CommentRow,
  isFinishedStatus,
  paiseOf,
  type QuotationBody,
  TIME_ENTRY_FIRST_DATE,
  TIME_MESSAGES,
  type TimeEntryBody,
  type TimeEntryRow,
  taskRights,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, asc, desc, eq } from 'drizzle-orm';
import { comments, tasks, timeEntries, users } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { completionOverride } from '../document-requests/completion-gate';
import { notifyTaskComment } from '../notifications/task-events';
import { findStatusByKey } from './lookups';
import { createNextOccurrence } from './recurrence';
import { getTaskRow, loadTask } from './service';
import { addTimeEntry } from './time';

async function taskWithRights(ctx: ServiceContext, taskId: string) {
  const task = await loadTask(ctx.db, ctx.orgId, taskId);
  const rights = taskRights(ctx.user, task);
  if (!rights.view) throw new NotFound('Task not found');
  return { task, rights };
}

export async function listTimeEntries(ctx: ServiceContext, taskId: string): Promise<TimeEntryRow[]> {
  await taskWithRights(ctx, taskId);
  const rows = await ctx.db
    .select({ entry: timeEntries, userName: users.name })
    .from(timeEntries)
    .leftJoin(users, eq(users.id, timeEntries.userId))
    .where(and(eq(timeEntries.orgId, ctx.orgId), eq(timeEntries.taskId, taskId)))
    .orderBy(desc(timeEntries.date), desc(timeEntries.createdAt));
  return rows.map(({ entry, userName }) => ({
    id: entry.id,
    date: entry.date,
    minutes: entry.minutes,
    note: entry.note,
    user: entry.userId ? { id: entry.userId, name: userName ?? '' } : null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

export async function logTime(ctx: ServiceContext, taskId: string, body: TimeEntryBody) {
  const { rights } = await taskWithRights(ctx, taskId);
  if (!rights.editStatus) throw new Forbidden();
  const today = await practiceToday(ctx);
  const date = body.date ?? today;
  // A day ahead is allowed: the person may be in a time zone already on the practice's tomorrow.
  if (date > dayjs(today).add(1, 'day').format('YYYY-MM-DD'))
    throw new Invalid(TIME_MESSAGES.futureDate, [{ field: 'date', message: TIME_MESSAGES.futureDate }]);
  if (date < TIME_ENTRY_FIRST_DATE)
    throw new Invalid(TIME_MESSAGES.tooEarly, [{ field: 'date', message: TIME_MESSAGES.tooEarly }]);
  await ctx.db.transaction((tx) =>
    addTimeEntry(tx, {
      orgId: ctx.orgId,
      taskId,
      userId: ctx.user.id,
      date,
      minutes: body.minutes,
      note: body.note ?? null,
    }),
  );
  return getTaskRow(ctx, taskId, today);
}

export async function listComments(ctx: ServiceContext, taskId: string): Promise<CommentRow[]> {
  await taskWithRights(ctx, taskId);
  const rows = await ctx.db
    .select({ comment: comments, authorName: users.name })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.orgId, ctx.orgId), eq(comments.taskId, taskId)))
    .orderBy(asc(comments.createdAt));
  return rows.map(({ comment, authorName }) => ({
    id: comment.id,
    content: comment.content,
    author: comment.userId ? { id: comment.userId, name: authorName ?? '' } : null,
    createdAt: comment.createdAt.toISOString(),
  }));
}

export async function addComment(ctx: ServiceContext, taskId: string, content: string): Promise<CommentRow> {
  const { rights } = await taskWithRights(ctx, taskId);
  if (!rights.editStatus) throw new Forbidden();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({ orgId: ctx.orgId, taskId, userId: ctx.user.id, content })
      .returning();
    await notifyTaskComment({ ...ctx, db: tx }, taskId, content);
    return inserted;
  });
  if (!row) throw new Error('comment insert returned nothing');
  return {
    id: row.id,
    content: row.content,
    author: { id: ctx.user.id, name: ctx.user.name },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Save sets Pending with the amount; Save as Draft keeps the status. Amounts are stored in paise. */
export async function saveQuotation(ctx: ServiceContext, taskId: string, body: QuotationBody) {
  if (ctx.user.role === 'TEAM_MEMBER') throw new Forbidden();
  const { task, rights } = await taskWithRights(ctx, taskId);
  if (!rights.editStatus) throw new Forbidden();
  const today = await practiceToday(ctx);
  await ctx.db.transaction(async (tx) => {
    const set: Partial<typeof tasks.$inferInsert> = {
      quotationPaise: paiseOf(body.amount),
      remarks: body.remarks ?? task.remarks,
      updatedAt: new Date(),
    };
    const finishing = !body.draft && !isFinishedStatus(task.statusKey);
    if (!body.draft) {
      set.statusId = (await findStatusByKey(tx, ctx.orgId, 'PENDING')).id;
      set.helpRequiredUser = null;
      // Held back while the client's documents are awaited; an Admin completes it first, with a reason.
      if (finishing) {
        await completionOverride(tx, ctx.user, taskId, undefined);
        set.completedAt = new Date();
      }
    }
    await tx
      .update(tasks)
      .set(set)
      .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.id, taskId)));
    if (body.comment) {
      await tx
        .insert(comments)
        .values({ orgId: ctx.orgId, taskId, userId: ctx.user.id, content: body.comment });
      await notifyTaskComment({ ...ctx, db: tx }, taskId, body.comment);
    }
    if (finishing) await createNextOccurrence(tx, ctx.orgId, taskId, today);
  });
  return getTaskRow(ctx, taskId, today);
}
