// From the queue to invoices: drafts (one Generated invoice per client, through the invoices'
// own generation) or write-offs (kept with the reason and what the queue suggested).
import {
  type DraftFromUnbilledBody,
  moneyOf,
  paiseOf,
  UNBILLED_MESSAGES,
  type WriteOffBody,
  type WriteOffRow,
} from '@practice-desk/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { clients, tasks, taskWriteOffs, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { type GenerateOutcome, generateIn } from '../invoices/generate';
import { archiveTasks } from '../invoices/pending';
import { teamTasks } from '../invoices/scope';
import { liveTask } from '../tasks/live';
import { practiceHourlyRate, selectUnbilled, type UnbilledRecord, unbilledWhere } from './queries';
import { suggestionFor } from './queue';

/** Locks the tasks (id order) and reads them as the queue does; each must still be unbilled. */
async function lockUnbilled(tx: TenantDb, orgId: string, taskIds: string[]): Promise<UnbilledRecord[]> {
  const ids = [...new Set(taskIds)];
  const locked = await tx
    .select({ id: tasks.id, task: tasks.task })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.id, ids), liveTask()))
    .orderBy(asc(tasks.id))
    .for('update');
  if (locked.length < ids.length) throw new NotFound('Task not found');
  const records = await selectUnbilled(tx, unbilledWhere(inArray(tasks.id, ids)));
  const missing = locked.find((t) => !records.some((r) => r.id === t.id));
  if (missing) throw new Conflict(UNBILLED_MESSAGES.notUnbilled(missing.task));
  return records;
}

const nameOf = (r: UnbilledRecord) => (r.subTask ? `${r.task} – ${r.subTask}` : r.task);

export function draftFromUnbilled(
  ctx: ServiceContext,
  body: DraftFromUnbilledBody,
): Promise<GenerateOutcome> {
  return ctx.db.transaction(async (tx) => {
    const records = await lockUnbilled(tx, ctx.orgId, body.taskIds);
    const hourlyRate = await practiceHourlyRate(tx);
    const rates = new Map<string, number>();
    for (const record of records) {
      const given = body.amounts?.[record.id];
      const paise = given !== undefined ? paiseOf(given) : suggestionFor(record, hourlyRate).paise;
      if (paise === null) throw new Conflict(UNBILLED_MESSAGES.noAmount(nameOf(record)));
      rates.set(record.id, paise);
    }
    const outcome = await generateIn({ ...ctx, db: tx }, { taskIds: body.taskIds }, rates);
    if ('invoices' in outcome.result)
      return { ...outcome, message: UNBILLED_MESSAGES.drafted(outcome.result.invoices.length) };
    return outcome;
  });
}

export function writeOff(ctx: ServiceContext, body: WriteOffBody): Promise<{ taskIds: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const records = await lockUnbilled(tx, ctx.orgId, body.taskIds);
    const hourlyRate = await practiceHourlyRate(tx);
    await tx.insert(taskWriteOffs).values(
      records.map((record) => ({
        orgId: ctx.orgId,
        taskId: record.id,
        reason: body.reason,
        suggestedPaise: suggestionFor(record, hourlyRate).paise,
        writtenOffBy: ctx.user.id,
      })),
    );
    // Closed without a bill, as the Pending tab's Done button closes a task.
    const ids = records.map((r) => r.id);
    await archiveTasks(tx, ctx.orgId, ids);
    return { taskIds: ids };
  });
}

export async function listWriteOffs(ctx: ServiceContext): Promise<WriteOffRow[]> {
  const rows = await ctx.db
    .select({
      id: taskWriteOffs.id,
      taskId: taskWriteOffs.taskId,
      task: tasks.task,
      subTask: tasks.subTask,
      clientId: clients.id,
      clientName: clients.name,
      reason: taskWriteOffs.reason,
      suggestedPaise: taskWriteOffs.suggestedPaise,
      byId: users.id,
      byName: users.name,
      at: taskWriteOffs.createdAt,
    })
    .from(taskWriteOffs)
    .innerJoin(tasks, eq(tasks.id, taskWriteOffs.taskId))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(users, eq(users.id, taskWriteOffs.writtenOffBy))
    .where(teamTasks(ctx))
    .orderBy(desc(taskWriteOffs.createdAt), desc(taskWriteOffs.id))
    .limit(1000);
  return rows.map((r) => ({
    id: r.id,
    taskId: r.taskId,
    task: r.task,
    subTask: r.subTask,
    client: r.clientId ? { id: r.clientId, name: r.clientName ?? '' } : null,
    reason: r.reason,
    suggestedAmount: r.suggestedPaise === null ? null : moneyOf(r.suggestedPaise),
    writtenOffBy: r.byId ? { id: r.byId, name: r.byName ?? '' } : null,
    writtenOffAt: r.at.toISOString(),
  }));
}
