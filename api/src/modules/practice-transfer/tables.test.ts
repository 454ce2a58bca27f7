// No table is forgotten by the practice's export: every table of the database is carried or named
// with why it stays, every carried one has a spreadsheet title, and each comes after the tables
// it refers to (the order an import inserts them in).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { rowsOf } from './raw-rows';
import { NOT_TRANSFERRED, SHEET_TITLES, type TransferTable, transferTables } from './tables';

describe('the tables a practice export carries', () => {
  let database: Database;
  let carried: TransferTable[];
  let all: { name: string; practice: boolean }[];

  beforeAll(async () => {
    database = await openTestDatabase();
    carried = await transferTables((query) => database.db.execute(query));
    all = rowsOf<{ name: string; practice: boolean }>(
      await database.db.execute(sql`select t.table_name as name, exists (select 1 from information_schema.columns c
          where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'org_id') as practice
        from information_schema.tables t
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE' order by 1`),
    );
  });
  afterAll(() => database?.close());

  it('carries every table with a practice column, unless it is named with why it stays', () => {
    const names = carried.map((t) => t.name);
    for (const table of all.filter((t) => t.practice))
      expect(names.includes(table.name) || table.name in NOT_TRANSFERRED, table.name).toBe(true);
    expect(names).toContain('organisations');
    expect(all.filter((t) => !t.practice && !names.includes(t.name) && !(t.name in NOT_TRANSFERRED))).toEqual(
      [],
    );
  });

  it('names only tables that exist, and gives every carried table a title', () => {
    const existing = all.map((t) => t.name);
    expect(Object.keys(NOT_TRANSFERRED).filter((name) => !existing.includes(name))).toEqual([]);
    expect(carried.filter((t) => !SHEET_TITLES[t.name]).map((t) => t.name)).toEqual([]);
    expect(Object.keys(SHEET_TITLES).filter((name) => !carried.some((t) => t.name === name))).toEqual([]);
  });

  it('puts each table after the tables it refers to, and reads each by a key', async () => {
    const references = rowsOf<{ table: string; refers: string }>(
      await database.db.execute(sql`select cl.relname as "table", ref.relname as refers from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid join pg_class ref on ref.oid = c.confrelid
        where c.contype = 'f' and c.conrelid <> c.confrelid`),
    );
    const place = new Map(carried.map((t, i) => [t.name, i]));
    for (const { table, refers } of references) {
      if (!place.has(table) || !place.has(refers)) continue;
      expect(place.get(refers), `${table} refers to ${refers}`).toBeLessThan(place.get(table) as number);
    }
    expect(carried.filter((t) => t.key.length === 0).map((t) => t.name)).toEqual([]);
  });
});
