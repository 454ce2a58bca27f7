// Commit of a previewed import: every valid row written in one transaction with multi-row inserts,
// unknown clients created when asked, the rest kept on the batch as failed rows with a reason.
import type { ImportCommitBody, ImportCommitResult } from '@practice-desk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, type FailedImportRow, importBatches } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import type { ServiceContext } from '../../../lib/context';
import { practiceToday } from '../list';
import { FINISHED_KEYS } from '../recurrence';
import { checkUpload, type StatusedRow } from './check';
import { INSERT_CHUNK, insertTaskChunk, insertTimeEntryChunk } from './insert';
import { type ImportedTask, notifyImportAssignees } from './notify';
import { dropPending, loadPending, type ParsedUpload } from './pending';

export const failedRowsUrl = (batchId: string) => `/api/tasks/import/batches/${batchId}/failed-rows`;

/** Creates the clients the file names (by its spelling) and answers lower-cased name → id. */
async function createClients(tx: TenantDb, orgId: string, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  await tx
    .insert(clients)
    .values(names.map((name) => ({ orgId, name })))
    .onConflictDoNothing();
  const lower = names.map((n) => n.toLowerCase());
  const rows = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.orgId, orgId), inArray(sql`lower(${clients.name})`, lower)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

function failure(upload: ParsedUpload, row: StatusedRow, reason: string): FailedImportRow {
  const cells = upload.rows[row.row - 2] ?? [];
  return {
    row: row.row,
    reason,
    values: Object.fromEntries(upload.headers.map((h, i) => [h, cells[i] ?? ''])),
  };
}

export async function commitImport(ctx: ServiceContext, body: ImportCommitBody): Promise<ImportCommitResult> {
  const upload = await loadPending(ctx, body.token);
  const checked = await checkUpload(ctx, upload, body.mapping);
  const today = await practiceToday(ctx);
  return ctx.db.transaction(async (tx) => {
    const created = body.createClients
      ? await createClients(tx, ctx.orgId, checked.unknownClients)
      : new Map();
    const importable: { row: StatusedRow; clientId: string }[] = [];
    const failed: FailedImportRow[] = [];
    for (const row of checked.rows) {
      const newClient = row.unknownClient ? created.get(row.unknownClient.toLowerCase()) : undefined;
      const clientOnly = row.status === 'error' && row.errors.length === 1 && row.unknownClient !== null;
      if (row.status === 'ok' && row.values.clientId) importable.push({ row, clientId: row.values.clientId });
      else if (clientOnly && newClient) importable.push({ row, clientId: newClient });
      else failed.push(failure(upload, row, row.errors.join('; ')));
    }
    const [batch] = await tx
      .insert(importBatches)
      .values({ orgId: ctx.orgId, createdBy: ctx.user.id, filename: upload.filename, failedRows: failed })
      .returning({ id: importBatches.id, createdAt: importBatches.createdAt });
    if (!batch) throw new Error('import batch insert returned nothing');
    const at = { orgId: ctx.orgId, userId: ctx.user.id, batchId: batch.id, today };
    const inserted: (ImportedTask & { tt: number })[] = [];
    for (let start = 0; start < importable.length; start += INSERT_CHUNK) {
      const chunk = importable.slice(start, start + INSERT_CHUNK).map(({ row, clientId }) => ({
        values: row.values,
        clientId,
        finished: FINISHED_KEYS.has(row.values.statusKey ?? ''),
      }));
      const ids = await insertTaskChunk(tx, at, chunk);
      chunk.forEach(({ values: t }, i) => {
        const name = [t.task, t.subTask].filter(Boolean).join(' – ') || 'a task';
        inserted.push({
          id: ids[i] ?? '',
          allottedTo: t.allottedTo,
          label: `${name} for ${t.clientName}`,
          tt: t.tt,
        });
      });
    }
    // Time taken is always the sum of entries: an imported TT is the importer's entry of today.
    const worked = inserted.filter((t) => t.tt > 0).map((t) => ({ taskId: t.id, minutes: t.tt }));
    for (let start = 0; start < worked.length; start += INSERT_CHUNK)
      await insertTimeEntryChunk(tx, at, worked.slice(start, start + INSERT_CHUNK));
    await notifyImportAssignees({ ...ctx, db: tx }, inserted);
    await tx
      .update(importBatches)
      .set({ created: inserted.length, skipped: failed.length })
      .where(eq(importBatches.id, batch.id));
    await dropPending(tx, body.token);
    return {
      batchId: batch.id,
      created: inserted.length,
      skipped: failed.length,
      failedRowsUrl: failed.length ? failedRowsUrl(batch.id) : null,
    };
  });
}
