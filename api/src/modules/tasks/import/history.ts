// The import history: each batch with its counts, its failed rows as a file, and undo, which
// moves to Trash the batch's tasks nobody has touched since and names the ones it keeps.
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MESSAGES,
  type ImportBatchRow,
  type ImportUndoResult,
} from '@practice-desk/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { clients, comments, importBatches, tasks, timeEntries, users } from '../../../db/schema';
import type { ServiceContext } from '../../../lib/context';
import { Conflict, NotFound } from '../../../lib/errors';
import { writeSpreadsheet } from '../../../lib/spreadsheet';
import { moveTasksToTrash } from '../trash';
import { failedRowsUrl } from './commit';

const HISTORY_LIMIT = 100;

export async function listImportBatches(ctx: ServiceContext): Promise<ImportBatchRow[]> {
  const rows = await ctx.db
    .select({
      id: importBatches.id,
      filename: importBatches.filename,
      createdBy: users.name,
      created: importBatches.created,
      skipped: importBatches.skipped,
      createdAt: importBatches.createdAt,
      undoneAt: importBatches.undoneAt,
    })
    .from(importBatches)
    .leftJoin(users, eq(users.id, importBatches.createdBy))
    .where(eq(importBatches.orgId, ctx.orgId))
    .orderBy(desc(importBatches.createdAt))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    undoneAt: r.undoneAt?.toISOString() ?? null,
    failedRowsUrl: r.skipped ? failedRowsUrl(r.id) : null,
  }));
}

async function loadBatch(ctx: ServiceContext, id: string) {
  const [batch] = await ctx.db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.orgId, ctx.orgId), eq(importBatches.id, id)));
  if (!batch) throw new NotFound('Import not found');
  return batch;
}

export async function loadBatchFailures(ctx: ServiceContext, id: string) {
  return (await loadBatch(ctx, id)).failedRows;
}

/** The rows the commit did not import, as the file had them, with a 'Reason' column. */
export async function failedRowsFile(ctx: ServiceContext, id: string): Promise<Buffer> {
  const batch = await loadBatch(ctx, id);
  // The person who imported may fetch what was left out; otherwise the history's Admin.
  if (ctx.user.role !== 'ADMIN' && batch.createdBy !== ctx.user.id) throw new NotFound('Import not found');
  const headers = [...new Set(batch.failedRows.flatMap((r) => Object.keys(r.values)))];
  const header = headers.length ? headers : Object.values(IMPORT_FIELD_LABELS);
  const rows = batch.failedRows.map((r) => [...header.map((h) => r.values[h] ?? ''), r.reason]);
  return writeSpreadsheet('xlsx', 'Failed rows', [...header, 'Reason'], rows);
}

export async function undoImportBatch(ctx: ServiceContext, id: string): Promise<ImportUndoResult> {
  return ctx.db.transaction(async (tx) => {
    const batch = await loadBatch({ ...ctx, db: tx }, id);
    if (batch.undoneAt) throw new Conflict(IMPORT_MESSAGES.alreadyUndone);
    // Edited since: written after the import's own transaction, or given time or a comment since.
    const edited = sql<boolean>`(${tasks.updatedAt} > ${importBatches.createdAt}
      or exists (select 1 from ${timeEntries} where ${timeEntries.taskId} = ${tasks.id}
        and ${timeEntries.createdAt} > ${importBatches.createdAt})
      or exists (select 1 from ${comments} where ${comments.taskId} = ${tasks.id}))`;
    const rows = await tx
      .select({
        id: tasks.id,
        task: tasks.task,
        subTask: tasks.subTask,
        client: clients.name,
        edited,
      })
      .from(tasks)
      .innerJoin(importBatches, eq(importBatches.id, tasks.importBatchId))
      .leftJoin(clients, eq(clients.id, tasks.clientId))
      .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.importBatchId, id), isNull(tasks.deletedAt)));
    const moved = rows.filter((r) => !r.edited).map((r) => r.id);
    await moveTasksToTrash({ ...ctx, db: tx }, moved);
    await tx.update(importBatches).set({ undoneAt: new Date() }).where(eq(importBatches.id, id));
    const kept = rows
      .filter((r) => r.edited)
      .map(({ id: taskId, task, subTask, client }) => ({ id: taskId, task, subTask, client }));
    return { moved: moved.length, kept };
  });
}
