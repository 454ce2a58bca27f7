// A statement between its preview and its commit, kept in the database with an expiry (as the task
// import keeps its uploads, tasks/import/pending.ts) so the commit may reach any instance of the API:
// the whole sheet as text cells, gzipped, with the header row's labels and the layout found.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { BANK_MESSAGES, IMPORT_PENDING_MINUTES, type StatementLayout } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { bankStatementPreviews } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Invalid } from '../../lib/errors';
import { rowsAsJson } from '../../lib/in-slices';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export interface PendingStatement {
  filename: string;
  layout: StatementLayout;
  columns: string[];
  /** Every row of the sheet as text cells (row i is the file's row i + 1). */
  grid: string[][];
}

export async function savePendingStatement(ctx: ServiceContext, pending: PendingStatement): Promise<string> {
  // Expired previews of anyone in any practice go as new ones arrive; no timer is needed.
  await ctx.db.delete(bankStatementPreviews).where(lt(bankStatementPreviews.expiresAt, new Date()));
  const packed = (await gzipAsync(await rowsAsJson(pending.grid))).toString('base64');
  const [saved] = await ctx.db
    .insert(bankStatementPreviews)
    .values({
      orgId: ctx.orgId,
      userId: ctx.user.id,
      filename: pending.filename,
      layout: pending.layout,
      columns: pending.columns,
      // As base64 text decoded by the database (PGlite turns a byte-array parameter into SQL text a
      // byte at a time in JavaScript).
      rows: sql<Buffer>`decode(${packed}, 'base64')`,
      expiresAt: dayjs().add(IMPORT_PENDING_MINUTES, 'minute').toDate(),
    })
    .returning({ token: bankStatementPreviews.token });
  if (!saved) throw new Error('statement preview insert returned nothing');
  return saved.token;
}

/** The caller's own unexpired preview of that id. */
export async function loadPendingStatement(
  ctx: ServiceContext,
  previewId: string,
): Promise<PendingStatement> {
  const [row] = await ctx.db
    .select({
      filename: bankStatementPreviews.filename,
      layout: bankStatementPreviews.layout,
      columns: bankStatementPreviews.columns,
      rows: bankStatementPreviews.rows,
    })
    .from(bankStatementPreviews)
    .where(
      and(
        eq(bankStatementPreviews.token, previewId),
        eq(bankStatementPreviews.userId, ctx.user.id),
        gt(bankStatementPreviews.expiresAt, new Date()),
      ),
    );
  if (!row) throw new Invalid(BANK_MESSAGES.expired);
  const grid = JSON.parse((await gunzipAsync(row.rows)).toString('utf8')) as string[][];
  return { filename: row.filename, layout: row.layout as StatementLayout, columns: row.columns, grid };
}

/** Takes the preview for one commit: a second commit of the same id, while this one writes, finds
 * it expired. Answers the moment it would have expired, to give it back if the commit fails. */
export async function claimPendingStatement(db: TenantDb, previewId: string): Promise<Date> {
  const [row] = await db
    .select({ expiresAt: bankStatementPreviews.expiresAt })
    .from(bankStatementPreviews)
    .where(and(eq(bankStatementPreviews.token, previewId), gt(bankStatementPreviews.expiresAt, new Date())))
    .for('update');
  if (!row) throw new Invalid(BANK_MESSAGES.expired);
  await db
    .update(bankStatementPreviews)
    .set({ expiresAt: new Date(0) })
    .where(eq(bankStatementPreviews.token, previewId));
  return row.expiresAt;
}

export async function dropPendingStatement(db: TenantDb, previewId: string): Promise<void> {
  await db.delete(bankStatementPreviews).where(eq(bankStatementPreviews.token, previewId));
}
