// One table's rows of one practice, a page at a time in the order of its primary key: each page
// starts after the last key of the one before (an index seek, so the thousandth page costs what
// the first does), and only one page is in memory. Each row is the database's own JSON of it
// (`row_to_json`), kept as text: an import hands it back to the database unparsed, so no value
// (a bigint, a timestamp's microseconds, bytes) passes through JavaScript's types on the way.
import { sql } from 'drizzle-orm';
import { type Execute, rowsOf } from './raw-rows';
import { practiceColumn, type TransferTable } from './tables';

/** Rows per page; a table with bytes (a stored file's 256 KB chunks) is read a few rows at a time. */
export const pageSizeOf = (table: TransferTable) => (table.columns.some((c) => c.type === 'bytea') ? 4 : 500);

/** The practice's rows of `table`, as JSON text, a page at a time. */
export async function* tablePages(
  execute: Execute,
  table: TransferTable,
  orgId: string,
): AsyncGenerator<string[]> {
  const name = sql.identifier(table.name);
  const owner = sql.identifier(practiceColumn(table));
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const key = sql.join(
    table.key.map((column) => sql`r.${sql.identifier(column)}`),
    sql`, `,
  );
  const size = pageSizeOf(table);
  let last: Record<string, unknown> | null = null;
  for (;;) {
    const after = last
      ? sql` and (${key}) > (${sql.join(
          table.key.map((column) => sql`${String(last?.[column])}::${sql.raw(types.get(column) ?? 'text')}`),
          sql`, `,
        )})`
      : sql``;
    const page = rowsOf<{ j: string }>(
      await execute(sql`select row_to_json(r)::text as j from ${name} r
        where r.${owner} = ${orgId}${after} order by ${key} limit ${sql.raw(String(size))}`),
    ).map((row) => row.j);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    last = JSON.parse(page[page.length - 1] as string) as Record<string, unknown>;
  }
}

/** How many rows of `table` the practice has. */
export async function countRows(execute: Execute, table: TransferTable, orgId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await execute(
      sql`select count(*)::int as n from ${sql.identifier(table.name)} r
        where r.${sql.identifier(practiceColumn(table))} = ${orgId}`,
    ),
  );
  return row?.n ?? 0;
}
