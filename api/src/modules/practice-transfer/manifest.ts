// What an export says of itself (manifest.json), checked before an import writes anything: that it
// is a practice export at all, and that it was taken at a schema this server has.
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type Execute, rowsOf } from './raw-rows';

export const EXPORT_FORMAT = 'practice-desk-practice-export';

const ManifestSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(1),
  exportedAt: v.string(),
  schema: v.object({ migrations: v.number(), latest: v.string() }),
  practice: v.object({ id: v.pipe(v.string(), v.uuid()), name: v.string() }),
  tables: v.array(v.object({ name: v.string(), rows: v.number(), columns: v.array(v.string()) })),
  documents: v.number(),
});

export type ExportManifest = v.InferOutput<typeof ManifestSchema>;

/** The migrations a database has: how many, and the moment the newest was written. */
export async function schemaVersion(execute: Execute): Promise<ExportManifest['schema']> {
  const [row] = rowsOf<{ migrations: number; latest: string | null }>(
    await execute(sql`select count(*)::int as migrations, coalesce(max(created_at), 0)::text as latest
      from drizzle.__drizzle_migrations`),
  );
  return { migrations: row?.migrations ?? 0, latest: row?.latest ?? '0' };
}

/** The manifest of `text`, or null when it is not one an export writes. */
export function parseManifest(text: string): ExportManifest | null {
  try {
    const parsed = v.safeParse(ManifestSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Whether an export taken at `taken` is newer than the schema this server has. */
export const isNewerSchema = (taken: ExportManifest['schema'], here: ExportManifest['schema']) =>
  BigInt(taken.latest) > BigInt(here.latest) || taken.migrations > here.migrations;

export const EXPORT_README = `This is the whole of one practice, exported from Practice desk.

manifest.json        what is inside: the practice, each table's rows, the schema it was taken at
data/<table>.jsonl   every row of every table, one JSON object a line (the database's own columns)
spreadsheets/        the same records as Excel workbooks, one per kind, for reading
documents/           every invoice, credit note and receipt PDF, and every uploaded file

The users' data holds their password hashes (argon2id), so that an import on another server
keeps their sign-in: keep this file as safe as the database itself.

To move the practice to a fresh server: npm run practice:import -- <this file>
`;
