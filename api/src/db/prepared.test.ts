// A parameterised statement is prepared once per connection and then only bound and run, inside a
// transaction as outside one. On PostgreSQL, unprepared, postgres.js asks the server to describe
// each such statement before it sends its values: a second round trip. On PGlite, unprepared, each
// run is six calls into its WebAssembly PostgreSQL and a fresh parse and plan. Bulk statements,
// whose text changes with their length, are not kept.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type Database, openPostgres } from './client';

const url = process.env.PD_TEST_DATABASE_URL;

/** The rows of an `execute`: postgres.js answers an array, PGlite a result holding one. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}

/** The statements the connection underneath `db` keeps prepared, by their text. */
async function preparedTexts(db: Database['db']): Promise<string[]> {
  const rows = rowsOf(await db.execute(sql`select statement from pg_prepared_statements`));
  return rows.map((row) => String(row.statement));
}

describe(`statements on ${url ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('are prepared in a transaction, in a savepoint and outside both; bulk ones are not', async () => {
    // One connection, so every statement below meets the same session.
    const database = url ? openPostgres(url, 1) : await openTestDatabase();
    try {
      const { db } = database;
      expect(rowsOf(await db.execute(sql`select ${1}::int as n_outside`))).toEqual([{ n_outside: 1 }]);
      const kept = await db.transaction(async (tx) => {
        await tx.execute(sql`select ${2}::int as n_in_transaction`);
        await tx.transaction(async (nested) => {
          await nested.execute(sql`select ${3}::int as n_in_savepoint`);
        });
        const many = Array.from({ length: 100 }, (_, i) => sql`${i}::int`);
        await tx.execute(sql`select array[${sql.join(many, sql`, `)}] as n_bulk`);
        return preparedTexts(tx as unknown as Database['db']);
      });
      for (const name of ['n_outside', 'n_in_transaction', 'n_in_savepoint'])
        expect(kept.some((text) => text.includes(`as ${name}`))).toBe(true);
      expect(kept.some((text) => text.includes('as n_bulk'))).toBe(false);
    } finally {
      await database.close();
    }
  });

  it('answers rows, values and errors as an unprepared statement does, run after run', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      for (let run = 0; run < 3; run++) {
        const result = await db.execute(
          sql`select ${run}::int as n, ${'2026-11-28'}::date as d, ${null}::text as t, ${'x'} || ${run} as s`,
        );
        expect(rowsOf(result)).toEqual([{ n: run, d: '2026-11-28', t: null, s: `x${run}` }]);
        await expect(db.execute(sql`select ${'not a number'}::int as bad`)).rejects.toMatchObject({
          cause: { code: '22P02' },
        });
      }
      // After the errors the session is usable, in and out of a transaction.
      const after = await db.transaction((tx) => tx.execute(sql`select ${7}::int as n`));
      expect(rowsOf(after)).toEqual([{ n: 7 }]);
    } finally {
      await database.close();
    }
  });
});
