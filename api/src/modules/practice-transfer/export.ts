// The whole practice as one .zip, written while it is sent: manifest.json (what is inside, the
// schema it was taken at), data/<table>.jsonl (every row, the database's own JSON of it: what
// `npm run practice:import` reads), spreadsheets/<kind>.xlsx (the same rows for people) and
// documents/ (every invoice, credit note and receipt PDF, every stored upload).
//
// Read in one read-only snapshot, so the tables agree with each other as they stood at one
// moment, a page at a time by key; each page waits until the one before is written out (to the
// spool the route sends from), so memory stays at a page (or one document) whatever the size.
import { constants } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../lib/context';
import type { FileMaker } from '../../lib/streamed-file';
import { writeXlsx } from '../../lib/xlsx-stream/xlsx-writer';
import { type PutText, ZipStream } from '../../lib/xlsx-stream/zip-stream';
import { countDocuments, type DocumentMakers, practiceDocuments } from './documents';
import { EXPORT_FORMAT, EXPORT_README, type ExportManifest, schemaVersion } from './manifest';
import { type Execute, rowsOf } from './raw-rows';
import { countRows, tablePages } from './table-pages';
import { tableSheet } from './table-sheet';
import { NO_SHEET, SHEET_TITLES, type TransferTable, transferTables } from './tables';

export interface PracticeExportMeta {
  filename: string;
  /** Rows of every table and documents. */
  items: number;
  /** The zip's entries: what the download's progress counts up to. */
  files: number;
}

const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'practice';

/** Awaits what a put asks to wait for. */
const waitFor = async (pending: Promise<void> | undefined) => {
  if (pending) await pending;
};

export async function writePracticeExport(
  ctx: ServiceContext,
  makers: DocumentMakers,
  out: FileMaker<PracticeExportMeta>,
): Promise<void> {
  await ctx.db.transaction(
    async (tx) => {
      const execute: Execute = (query: SQL) => tx.execute(query);
      const txCtx: ServiceContext = { ...ctx, db: tx };
      const tables = await transferTables(execute);
      const rows: Record<string, number> = {};
      for (const table of tables) rows[table.name] = await countRows(execute, table, ctx.orgId);
      const documents = await countDocuments(execute, ctx.orgId);
      const [practice] = rowsOf<{ name: string }>(
        await execute(sql`select name from organisations where id = ${ctx.orgId}`),
      );
      const name = practice?.name ?? 'practice';
      const exportedAt = ctx.now ?? new Date();
      const manifest: ExportManifest = {
        format: EXPORT_FORMAT,
        version: 1,
        exportedAt: exportedAt.toISOString(),
        schema: await schemaVersion(execute),
        practice: { id: ctx.orgId, name },
        tables: tables.map((t) => ({
          name: t.name,
          rows: rows[t.name] ?? 0,
          columns: t.columns.map((c) => c.name),
        })),
        documents,
      };
      out.ready({
        filename: `${slug(name)}-export-${stamp(exportedAt)}.zip`,
        items: Object.values(rows).reduce((a, b) => a + b, 0) + documents,
        files: 2 + tables.length + tables.filter((t) => !NO_SHEET.has(t.name)).length + documents,
      });

      // Zip64: a practice's export may pass 4 GB, or 65,535 documents.
      const zip = new ZipStream(out.push, constants.Z_BEST_SPEED, true);
      await zip.entry('manifest.json', (put) => waitFor(put(JSON.stringify(manifest, null, 2))));
      await zip.entry('README.txt', (put) => waitFor(put(EXPORT_README)));
      for (const table of tables) {
        await zip.entry(`data/${table.name}.jsonl`, async (put) => {
          for await (const page of tablePages(execute, table, ctx.orgId)) {
            for (const line of page) await waitFor(put(`${line}\n`));
            await out.drained();
          }
        });
      }
      for (const table of tables) {
        if (NO_SHEET.has(table.name)) continue;
        await zip.entry(`spreadsheets/${SHEET_TITLES[table.name] ?? table.name}.xlsx`, (put) =>
          writeSheet(put, table, execute, ctx.orgId, out),
        );
      }
      for await (const document of practiceDocuments(
        txCtx,
        makers,
        new Map(tables.map((t) => [t.name, t])),
      )) {
        await zip.entry(document.path, async (put) => {
          const bytes = await document.bytes();
          if (Buffer.isBuffer(bytes)) await waitFor(put(bytes));
          else for await (const chunk of bytes) await waitFor(put(Buffer.from(chunk as Uint8Array)));
          await out.drained();
        });
      }
      zip.finish();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One table's workbook inside the export: stored, not deflated, since the export's own entry
 * deflates it; its bytes go on between pages, as the client takes them. */
async function writeSheet(
  put: PutText,
  table: TransferTable,
  execute: Execute,
  orgId: string,
  out: FileMaker<PracticeExportMeta>,
): Promise<void> {
  const made: Buffer[] = [];
  const pass = async () => {
    for (const bytes of made.splice(0)) await waitFor(put(bytes));
    await out.drained();
  };
  const pages = async function* () {
    for await (const page of tablePages(execute, table, orgId)) {
      yield page;
      await pass();
    }
  };
  const sheet = tableSheet(table, SHEET_TITLES[table.name] ?? table.name, pages);
  await writeXlsx((bytes) => made.push(bytes), [sheet], constants.Z_NO_COMPRESSION, out.signal);
  await pass();
}
