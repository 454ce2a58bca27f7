// Recreates a practice from its export on this server, exactly: every row with its own id (so
// invoice, credit note and receipt numbers, the series' next numbers, balances, the audit trail,
// stored files and the people with their passwords come back as they were), in one transaction:
// a refusal or a failure leaves nothing behind. The rows go back as the database's own JSON,
// never through JavaScript's types; the audit trail's and the tallies' ids are the only ones made
// afresh (they count across practices), in the same order.
//
// While the rows go in, the tables' own triggers are off for this transaction alone: the audit
// trail is the export's, not a record of the import, and the task tallies come as they were.
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { readZipEntry, type ZipFileEntry, zipFileEntries } from '../../lib/zip-file';
import { type ExportManifest, isNewerSchema, parseManifest, schemaVersion } from './manifest';
import { type Execute, rowsOf } from './raw-rows';
import { type TransferTable, transferTables } from './tables';

/** An import that cannot go ahead; nothing was written. */
export class ImportRefused extends Error {}

export interface ImportSummary {
  practice: { id: string; name: string };
  rows: number;
  tables: number;
}

/** Rows per statement, and the JSON text one statement carries at most. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;

async function* lines(path: string, entry: ZipFileEntry): AsyncGenerator<string> {
  const reader = createInterface({
    input: await readZipEntry(path, entry),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of reader) if (line.trim()) yield line;
}

async function entryText(path: string, entry: ZipFileEntry): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of await readZipEntry(path, entry)) parts.push(chunk as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Checks the file and this server, then imports; throws ImportRefused with the reason. */
export async function importPractice(
  db: Db,
  path: string,
  log: (line: string) => void,
): Promise<ImportSummary> {
  const execute: Execute = (query) => db.execute(query);
  const entries = await zipFileEntries(path).catch(() => null);
  if (!entries)
    throw new ImportRefused(`${path} is not a zip file: use the .zip that 'Export all data' gives.`);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const manifestEntry = byName.get('manifest.json');
  const manifest = manifestEntry ? parseManifest(await entryText(path, manifestEntry)) : null;
  if (!manifest) throw new ImportRefused(`${path} is not a practice export: it has no manifest.json of one.`);
  const here = await schemaVersion(execute);
  if (isNewerSchema(manifest.schema, here))
    throw new ImportRefused(
      `${path} was exported by a newer version of Practice desk (${manifest.schema.migrations} migrations; this server has ${here.migrations}): upgrade this server, then import.`,
    );
  const tables = new Map((await transferTables(execute)).map((table) => [table.name, table]));
  for (const { name } of manifest.tables) {
    if (!tables.has(name))
      throw new ImportRefused(`This server has no table ${name}, which the export holds.`);
    if (!byName.has(`data/${name}.jsonl`)) throw new ImportRefused(`The export has lost data/${name}.jsonl.`);
  }
  await refuseWhatExists(execute, manifest, path, byName);

  log(`Importing ${manifest.practice.name} (exported ${manifest.exportedAt})`);
  let rows = 0;
  await db.transaction(async (tx) => {
    const inTx: Execute = (query) => tx.execute(query);
    const carried = manifest.tables.map(({ name }) => tables.get(name) as TransferTable);
    for (const table of carried)
      await inTx(sql`alter table ${sql.identifier(table.name)} disable trigger user`);
    for (const [i, table] of carried.entries()) {
      const expected = manifest.tables[i]?.rows ?? 0;
      const columns = manifest.tables[i]?.columns ?? [];
      const entry = byName.get(`data/${table.name}.jsonl`) as ZipFileEntry;
      const written = await insertRows(inTx, table, columns, lines(path, entry));
      if (written !== expected)
        throw new ImportRefused(
          `data/${table.name}.jsonl holds ${written} rows; the manifest says ${expected}.`,
        );
      rows += written;
      if (written > 0) log(`  ${table.name}: ${written}`);
    }
    for (const table of carried)
      await inTx(sql`alter table ${sql.identifier(table.name)} enable trigger user`);
  });
  return { practice: manifest.practice, rows, tables: manifest.tables.length };
}

/** The practice, or any of its people's e-mail addresses, already on this server: refused. */
async function refuseWhatExists(
  execute: Execute,
  manifest: ExportManifest,
  path: string,
  byName: Map<string, ZipFileEntry>,
) {
  const [practice] = rowsOf<{ name: string }>(
    await execute(sql`select name from organisations where id = ${manifest.practice.id}`),
  );
  if (practice)
    throw new ImportRefused(
      `The practice ${manifest.practice.name} is already on this server (as ${practice.name}): nothing was imported.`,
    );
  const users = byName.get('data/users.jsonl');
  if (!users) return;
  const emails: string[] = [];
  for await (const line of lines(path, users))
    emails.push(String((JSON.parse(line) as { email: string }).email).toLowerCase());
  if (emails.length === 0) return;
  const taken = rowsOf<{ email: string }>(
    await execute(sql`select email from users
      where lower(email) in (select value from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`),
  );
  if (taken.length > 0)
    throw new ImportRefused(
      `These people already have an account on this server, and an e-mail address signs in to one practice only: ${taken
        .map((row) => row.email)
        .join(', ')}. Nothing was imported.`,
    );
}

/** Inserts the rows of `source` into `table` a batch at a time; answers how many. Columns the
 * database makes (identities, generated) are left to it; columns this server has and the export
 * lacks (an export from an older version) take their defaults. */
async function insertRows(
  execute: Execute,
  table: TransferTable,
  exported: string[],
  source: AsyncIterable<string>,
): Promise<number> {
  const taken = new Set(exported);
  const columns = table.columns
    .filter((c) => !c.generated && taken.has(c.name))
    .map((c) => sql.identifier(c.name));
  const list = sql.join(columns, sql`, `);
  const name = sql.identifier(table.name);
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await execute(sql`insert into ${name} (${list})
      select ${list} from jsonb_populate_recordset(null::${name}, ${`[${batch.join(',')}]`}::jsonb)
        with ordinality as x order by x.ordinality`);
    count += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const line of source) {
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return count;
}
