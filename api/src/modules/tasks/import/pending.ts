// The parsed upload between preview and commit, kept in the database (with an expiry) so the
// commit may reach any instance of the API.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { IMPORT_MESSAGES, IMPORT_PENDING_MINUTES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { pendingImports } from '../../../db/schema';
import type { TenantDb } from '../../../db/scoped';
import type { ServiceContext } from '../../../lib/context';
import { Invalid } from '../../../lib/errors';
import { forEachInSlices, rowsAsJson } from '../../../lib/in-slices';
import { readSheetTable, type SheetCell } from '../../../lib/spreadsheet';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export interface ParsedUpload {
  filename: string;
  headers: string[];
  /** Text cells in header order. */
  rows: string[][];
}

function cellText(value: SheetCell | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  return String(value).trim();
}

export async function parseUpload(filename: string, data: Buffer): Promise<ParsedUpload> {
  const { headers, rows } = await readSheetTable(filename, data);
  if (headers.length === 0) throw new Invalid(IMPORT_MESSAGES.noHeader);
  // Each row becomes its text cells in place (a 50,000-row file is not copied again).
  await forEachInSlices(rows, (row) => {
    row.length = headers.length;
    for (let i = 0; i < headers.length; i += 1) row[i] = cellText(row[i]);
  });
  return { filename, headers, rows: rows as string[][] };
}

export async function savePending(ctx: ServiceContext, upload: ParsedUpload): Promise<string> {
  // Expired previews of anyone in any practice go as new ones arrive; no timer is needed.
  await ctx.db.delete(pendingImports).where(lt(pendingImports.expiresAt, new Date()));
  const [saved] = await ctx.db
    .insert(pendingImports)
    .values({
      orgId: ctx.orgId,
      userId: ctx.user.id,
      filename: upload.filename,
      headers: upload.headers,
      // Sent as base64 text and decoded by the database: PGlite turns a byte-array parameter into
      // SQL text in JavaScript, a byte at a time (a 1 MB file held the event loop for ~200 ms).
      rows: sql<Buffer>`decode(${(await gzipAsync(await rowsAsJson(upload.rows))).toString('base64')}, 'base64')`,
      expiresAt: dayjs().add(IMPORT_PENDING_MINUTES, 'minute').toDate(),
    })
    .returning({ token: pendingImports.token });
  if (!saved) throw new Error('pending import insert returned nothing');
  return saved.token;
}

/** The caller's own unexpired upload of that token. */
export async function loadPending(ctx: ServiceContext, token: string): Promise<ParsedUpload> {
  const [row] = await ctx.db
    .select({ filename: pendingImports.filename, headers: pendingImports.headers, rows: pendingImports.rows })
    .from(pendingImports)
    .where(
      and(
        eq(pendingImports.token, token),
        eq(pendingImports.orgId, ctx.orgId),
        eq(pendingImports.userId, ctx.user.id),
        gt(pendingImports.expiresAt, new Date()),
      ),
    );
  if (!row) throw new Invalid(IMPORT_MESSAGES.expired);
  const rows = JSON.parse((await gunzipAsync(row.rows)).toString('utf8')) as string[][];
  return { filename: row.filename, headers: row.headers, rows };
}

/** Takes the upload for one commit: a second commit of the same token, while this one writes,
 * finds it expired. Answers the moment it would have expired, to give it back if the commit fails. */
export async function claimPending(db: TenantDb, token: string): Promise<Date> {
  const [row] = await db
    .select({ expiresAt: pendingImports.expiresAt })
    .from(pendingImports)
    .where(and(eq(pendingImports.token, token), gt(pendingImports.expiresAt, new Date())))
    .for('update');
  if (!row) throw new Invalid(IMPORT_MESSAGES.expired);
  await db
    .update(pendingImports)
    .set({ expiresAt: new Date(0) })
    .where(eq(pendingImports.token, token));
  return row.expiresAt;
}

/** Gives a claimed upload back (its commit failed), so the person can commit it again. */
export async function releasePending(db: TenantDb, token: string, expiresAt: Date): Promise<void> {
  await db.update(pendingImports).set({ expiresAt }).where(eq(pendingImports.token, token));
}

export async function dropPending(db: TenantDb, token: string): Promise<void> {
  await db.delete(pendingImports).where(eq(pendingImports.token, token));
}
