// Reading a query's rows in batches through a cursor, with parameters, on both engines.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { cursorBatches } from './cursor';

describe('cursor batches', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('reads every row once, in order, in batches of the size asked, with bound parameters', async () => {
    const batches = await database.db.transaction(async (tx) => {
      const seen: { n: number; label: string }[][] = [];
      const query = sql`select g::int as n, ${'row '}::text || g as label from generate_series(1, ${2_500}::int) g order by g`;
      for await (const batch of cursorBatches<{ n: number; label: string }>(tx, query, 1_000))
        seen.push(batch);
      return seen;
    });
    expect(batches.map((b) => b.length)).toEqual([1_000, 1_000, 500]);
    expect(batches.flat().map((r) => r.n)).toEqual(Array.from({ length: 2_500 }, (_, i) => i + 1));
    expect(batches[0]?.[0]).toEqual({ n: 1, label: 'row 1' });
  });

  it('gives text, numbers and nulls back as the database holds them, whatever the text holds', async () => {
    const text = 'A "quoted" \\ back\nline, tab\t, ₹ 1,180 & <b>';
    const rows = await database.db.transaction(async (tx) => {
      const seen: unknown[] = [];
      const query = sql`select ${text}::text as text, 42::int as n, null::text as none, '2026-11-28'::date::text as day`;
      for await (const batch of cursorBatches(tx, query)) seen.push(...batch);
      return seen;
    });
    expect(rows).toEqual([{ text, n: 42, none: null, day: '2026-11-28' }]);
  });

  it('closes the cursor when the reader stops early, so the transaction goes on', async () => {
    const after = await database.db.transaction(async (tx) => {
      for await (const batch of cursorBatches<{ n: number }>(
        tx,
        sql`select g as n from generate_series(1, 10) g`,
        3,
      )) {
        expect(batch).toHaveLength(3);
        break;
      }
      const result = await tx.execute(sql`select count(*)::int as open from pg_cursors where name <> ''`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0];
    });
    expect(after).toEqual({ open: 0 });
  });
});
