// A query's rows in batches through a server-side cursor (DECLARE ... FETCH), the same on
// PostgreSQL and PGlite: the statement is planned and run once (a sort or an aggregate is not
// redone per batch as keyset pages would redo it), and only one batch is in memory at a time.
// A cursor lives in its transaction: call it inside one. Each row travels as one JSON text: PGlite
// decodes every field of every row on its own (a copied buffer and a string each), which cost more
// than the query itself at 100,000 rows of ten columns; one field a row, parsed by V8, costs little.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TenantDb } from '../db/scoped';

/** The rows as JSON gives them, keyed by column name: name every column once (`as`) and cast
 * anything that is not text, an int or a boolean (`::text` a date, `::int` a count).
 * `cursorName` must differ from any other cursor open in the transaction; it is fixed text, not a
 * counter, so postgres.js prepares each statement once rather than once per export. */
export async function* cursorBatches<Row>(
  db: Pick<TenantDb, 'execute'>,
  query: SQLWrapper | SQL,
  batchSize = 2_000,
  cursorName = 'batches',
): AsyncGenerator<Row[]> {
  const name = sql.identifier(cursorName);
  // A cursor is planned for its first 10% of rows by default (nested loops, index walks); every
  // row is read here, so plan for all of them, as the same SELECT would be. Until the
  // transaction ends.
  await db.execute(sql`select set_config('cursor_tuple_fraction', '1', true)`);
  // A plain projection over the sub-query keeps its ORDER BY.
  await db.execute(
    sql`declare ${name} no scroll cursor for select row_to_json(q)::text as r from (${query}) q`,
  );
  let open = true;
  try {
    for (;;) {
      const result = await db.execute(sql`fetch forward ${sql.raw(String(batchSize))} from ${name}`);
      const packed = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        r: string;
      }[];
      const rows = packed.map((row) => JSON.parse(row.r) as Row);
      if (rows.length > 0) yield rows;
      if (rows.length < batchSize) break;
    }
    await db.execute(sql`close ${name}`);
    open = false;
  } finally {
    // Left early (the reader stopped or failed): the transaction's end closes it if this cannot.
    if (open) await db.execute(sql`close ${name}`).catch(() => undefined);
  }
}
