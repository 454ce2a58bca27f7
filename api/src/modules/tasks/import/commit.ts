// Commit of a previewed import: every valid row written in one transaction with multi-row inserts,
// unknown clients created when asked (only for rows written), the rest kept on the batch as failed rows with a reason.

import type { ImportCommitBody, ImportCommitResult } from '@practice-desk/contracts';
import { isFinishedStatus } from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { clients, type FailedImportRow, importBatches } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import type { ServiceContext } from '../../../lib/context';
import { practiceToday } from '../../../lib/practice-time';
import { checkUpload, onlyClientUnknown, type StatusedRow } from './check';
import { INSERT_CHUNK, insertTaskChunk, insertTimeEntryChunk, type TaskToInsert } from './insert';
import { ImportAssignments, notifyImportAssignees } from './notify';
import { dropPending, loadPending, type ParsedUpload } from './pending';

export const failedRowsUrl = (batchId: string) => `/api/tasks/import/batches/${batchId}/failed-rows`;

/** The id of the client the file names (by its spelling), created now if it is new. Called only for
 * a row that is written, so a client whose every row is skipped is never made. */
async function clientFor(tx: TenantDb, orgId: string, name: string): Promise<string | undefined> {
  await tx.insert(clients).values({ orgId, name }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), eq(sql`lower(${clients.name})`, name.toLowerCase())));
  return row?.id;
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
  return ctx.db.transaction(async (tx) => {
    const created = new Map<string, string | undefined>();
    const newClientId = async (name: string) => {
      const key = name.toLowerCase();
      if (!created.has(key)) created.set(key, await clientFor(tx, ctx.orgId, name));
      return created.get(key);
    };
    const [batch] = await tx
      .insert(importBatches)
      .values({ orgId: ctx.orgId, createdBy: ctx.user.id, filename: upload.filename, failedRows: [] })
      .returning({ id: importBatches.id });
    if (!batch) throw new Error('import batch insert returned nothing');
    const at = { orgId: ctx.orgId, userId: ctx.user.id, batchId: batch.id, today };
    const failed: FailedImportRow[] = [];
    const assigned = new ImportAssignments(ctx.user.id);
    let createdCount = 0;
    // Rows are checked and written a chunk at a time, so the checked file is never all in memory.
    let chunk: TaskToInsert[] = [];
    const writeChunk = async () => {
      if (chunk.length === 0) return;
      const ids = await insertTaskChunk(tx, at, chunk);
      // Time taken is always the sum of entries: an imported TT is the importer's entry of today.
      const worked = chunk.flatMap(({ values: t }, i) =>
        t.tt > 0 ? [{ taskId: ids[i] ?? '', minutes: t.tt }] : [],
      );
      await insertTimeEntryChunk(tx, at, worked);
      chunk.forEach(({ values: t }, i) => {
        const name = [t.task, t.subTask].filter(Boolean).join(' – ') || 'a task';
        assigned.add({ id: ids[i] ?? '', allottedTo: t.allottedTo, label: `${name} for ${t.clientName}` });
      });
      createdCount += chunk.length;
      chunk = [];
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
    await notifyImportAssignees({ ...ctx, db: tx }, assigned);
    await tx
      .update(importBatches)
      .set({ created: createdCount, skipped: failed.length, failedRows: failed })
      .where(eq(importBatches.id, batch.id));
    await dropPending(tx, body.token);
    return {
      batchId: batch.id,
      created: createdCount,
      skipped: failed.length,
      failedRowsUrl: failed.length ? failedRowsUrl(batch.id) : null,
    };
  });
}
