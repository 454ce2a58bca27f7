// Commit of a previewed import: the valid rows written a chunk to a transaction with multi-row
// inserts, unknown clients created when asked (only for rows written), the rest kept on the batch as
// failed rows with a reason. Chunks, not one transaction: the embedded database runs one statement
// at a time, and a 50,000-row commit in one transaction held everyone else's requests for seconds;
// between chunks theirs go through. Every row still carries the batch's own moment (so Undo tells
// imported from edited), and a commit that fails takes back what it wrote.

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ImportCommitBody, ImportCommitResult } from '@practice-desk/contracts';
import { isFinishedStatus } from '@practice-desk/contracts';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { clients, type FailedImportRow, importBatches, tasks, timeEntries } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import type { ServiceContext } from '../../../lib/context';
import { practiceToday } from '../../../lib/practice-time';
import { checkUpload, onlyClientUnknown, type StatusedRow } from './check';
import { INSERT_CHUNK, insertTaskChunk, insertTimeEntryChunk, type TaskToInsert } from './insert';
import { ImportAssignments, notifyImportAssignees } from './notify';
import { claimPending, dropPending, loadPending, type ParsedUpload, releasePending } from './pending';

export const failedRowsUrl = (batchId: string) => `/api/tasks/import/batches/${batchId}/failed-rows`;

/** The client the file names (by its spelling), created now if it is new; `created` says which.
 * Called only for a row that is written, so a client whose every row is skipped is never made. */
async function clientFor(
  db: TenantDb,
  orgId: string,
  name: string,
): Promise<{ id: string | undefined; created: boolean }> {
  const [made] = await db
    .insert(clients)
    .values({ orgId, name })
    .onConflictDoNothing()
    .returning({ id: clients.id });
  if (made) return { id: made.id, created: true };
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), eq(sql`lower(${clients.name})`, name.toLowerCase())));
  return { id: row?.id, created: false };
}

/** Takes back a commit that failed part-way: its tasks and time, the clients it made that nothing
 * else uses, and its batch. */
async function takeBack(ctx: ServiceContext, batchId: string, madeClients: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const written = tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.importBatchId, batchId));
    await tx.delete(timeEntries).where(inArray(timeEntries.taskId, written));
    await tx.delete(tasks).where(eq(tasks.importBatchId, batchId));
    if (madeClients.length)
      await tx
        .delete(clients)
        .where(
          and(
            inArray(clients.id, madeClients),
            notExists(tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.clientId, clients.id))),
          ),
        );
    await tx.delete(importBatches).where(eq(importBatches.id, batchId));
  });
}
function failure(upload: ParsedUpload, row: StatusedRow, reason: string): FailedImportRow {
  return {
    row: row.row,
    reason,
    values: Object.fromEntries(upload.headers.map((h, i) => [h, row.source[i] ?? ''])),
  };
}

export async function commitImport(ctx: ServiceContext, body: ImportCommitBody): Promise<ImportCommitResult> {
  const upload = await loadPending(ctx, body.token);
  const checked = await checkUpload(ctx, upload, body.mapping);
  const today = await practiceToday(ctx);
  const { batch, expiresAt } = await ctx.db.transaction(async (tx) => {
    const expiresAt = await claimPending(tx, body.token);
    const [batch] = await tx
      .insert(importBatches)
      .values({ orgId: ctx.orgId, createdBy: ctx.user.id, filename: upload.filename, failedRows: [] })
      .returning({ id: importBatches.id, createdAt: importBatches.createdAt });
    if (!batch) throw new Error('import batch insert returned nothing');
    return { batch, expiresAt };
  });
  const madeClients: string[] = [];
  try {
    const known = new Map<string, string | undefined>();
    const newClientId = async (name: string) => {
      const key = name.toLowerCase();
      if (!known.has(key)) {
        const { id, created } = await clientFor(ctx.db, ctx.orgId, name);
        if (id && created) madeClients.push(id);
        known.set(key, id);
      }
      return known.get(key);
    };
    const at = { orgId: ctx.orgId, userId: ctx.user.id, batchId: batch.id, today, at: batch.createdAt };
    const failed: FailedImportRow[] = [];
    const assigned = new ImportAssignments(ctx.user.id);
    let createdCount = 0;
    // Rows are checked and written a chunk at a time, so the checked file is never all in memory.
    let chunk: TaskToInsert[] = [];
    const writeChunk = async () => {
      if (chunk.length === 0) return;
      const writing = chunk;
      chunk = [];
      const ids = await ctx.db.transaction(async (tx) => {
        const ids = await insertTaskChunk(tx, at, writing);
        // Time taken is always the sum of entries: an imported TT is the importer's entry of today.
        const worked = writing.flatMap(({ values: t }, i) =>
          t.tt > 0 ? [{ taskId: ids[i] ?? '', minutes: t.tt }] : [],
        );
        await insertTimeEntryChunk(tx, at, worked);
        return ids;
      });
      writing.forEach(({ values: t }, i) => {
        const name = [t.task, t.subTask].filter(Boolean).join(' – ') || 'a task';
        assigned.add({ id: ids[i] ?? '', allottedTo: t.allottedTo, label: `${name} for ${t.clientName}` });
      });
      createdCount += writing.length;
      // The embedded database answers within the same turn of the event loop: without this turn,
      // requests that arrived meanwhile would not even be read until the last chunk.
      await nextTurn();
    };
    for (const row of checked.rows()) {
      const clientId =
        row.status === 'ok'
          ? row.values.clientId
          : body.createClients && row.unknownClient && onlyClientUnknown(row)
            ? ((await newClientId(row.unknownClient)) ?? null)
            : null;
      if (!clientId) {
        failed.push(failure(upload, row, row.errors.join('; ')));
        continue;
      }
      chunk.push({ values: row.values, clientId, finished: isFinishedStatus(row.values.statusKey) });
      if (chunk.length === INSERT_CHUNK) await writeChunk();
    }
    await writeChunk();
    await ctx.db.transaction(async (tx) => {
      await notifyImportAssignees({ ...ctx, db: tx }, assigned);
      await tx
        .update(importBatches)
        .set({ created: createdCount, skipped: failed.length, failedRows: failed })
        .where(eq(importBatches.id, batch.id));
      await dropPending(tx, body.token);
    });
    return {
      batchId: batch.id,
      created: createdCount,
      skipped: failed.length,
      failedRowsUrl: failed.length ? failedRowsUrl(batch.id) : null,
    };
  } catch (err) {
    await takeBack(ctx, batch.id, madeClients);
    await releasePending(ctx.db, body.token, expiresAt);
    throw err;
  }
}
