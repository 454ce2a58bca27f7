// The embedded database's upkeep: PGlite has no autovacuum, so a table written in bulk stays
// unanalysed (the planner guesses its size) and without a visibility map until upkeep runs; then
// only tables that changed are done again, and every table once a day. PostgreSQL has none.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import type { Database } from './client';

const onPostgres = Boolean(process.env.PD_TEST_DATABASE_URL);
const HOUR_MS = 60 * 60_000;

describe('database upkeep', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it.runIf(onPostgres)('is left to PostgreSQL’s own autovacuum', () => {
    expect(database.kind).toBe('postgres');
    expect(database.upkeep).toBeUndefined();
  });

  it.skipIf(onPostgres)(
    'vacuums and analyses on PGlite the tables that changed, and every table daily',
    async () => {
      const upkeep = database.upkeep;
      if (!upkeep) throw new Error('PGlite has upkeep');
      // Now, not a fixed day: the statistics keep the real time of each vacuum.
      const now = new Date();
      const everyTable = await upkeep(now);
      expect(everyTable).toContain('tasks');
      expect(everyTable).toContain('time_entries');
      expect(await upkeep(new Date(now.getTime() + HOUR_MS))).toEqual([]);

      const { db } = database;
      await db.execute(sql`create table upkeep_probe (id int primary key, note text)`);
      await db.execute(sql`insert into upkeep_probe select g, 'note ' || g from generate_series(1, 20000) g`);
      type TableStats = { reltuples: number; relpages: number; relallvisible: number };
      // PGlite's result: { rows }.
      const stats = async () =>
        (
          (await db.execute(
            sql`select reltuples, relpages, relallvisible from pg_class where relname = 'upkeep_probe'`,
          )) as unknown as { rows: TableStats[] }
        ).rows[0];
      // Written in bulk and never analysed: the planner does not know its rows.
      expect((await stats())?.reltuples).toBe(-1);

      expect(await upkeep(new Date(now.getTime() + 2 * HOUR_MS))).toEqual(['upkeep_probe']);
      const after = await stats();
      expect(after?.reltuples).toBe(20000);
      expect(after?.relpages).toBeGreaterThan(0);
      expect(after?.relallvisible).toBe(after?.relpages);
      expect(await upkeep(new Date(now.getTime() + 3 * HOUR_MS))).toEqual([]);

      // A tenth more rows: done again; a day after its last vacuum, every table is.
      await db.execute(
        sql`insert into upkeep_probe select g, 'note ' || g from generate_series(20001, 24000) g`,
      );
      expect(await upkeep(new Date(now.getTime() + 4 * HOUR_MS))).toEqual(['upkeep_probe']);
      expect((await stats())?.reltuples).toBe(24000);
      const nextDay = await upkeep(new Date(now.getTime() + 25 * HOUR_MS));
      expect(nextDay).toEqual(everyTable.concat('upkeep_probe').sort());
    },
  );
});
