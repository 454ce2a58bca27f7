// The backup before migrations: an embedded database behind this release's migrations is backed
// up before they run; an up-to-date one is not (nor, here, PostgreSQL, left to its own backups).
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { appliedMigrations } from './backup';
import { backupBeforeMigrations } from './before-migrations';

describe('the backup before migrations', () => {
  let database: Database;
  const config = testConfig();

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('takes none of a database already up to date', async () => {
    expect(await backupBeforeMigrations(database, config)).toBeNull();
  });

  it.skipIf(Boolean(process.env.PD_TEST_DATABASE_URL))(
    'backs up an embedded database that has migrations still to run, before they run',
    async () => {
      // As a database of the release before this one: its newest migration not yet applied.
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const behind = await appliedMigrations(database);
      const taken = await backupBeforeMigrations(database, config);
      expect(taken?.file).toMatch(/practice-desk-.*\.tar$/);
      expect(readdirSync(config.backups.dir).sort()).toEqual(
        [taken?.file.split('/').at(-1), `${taken?.file.split('/').at(-1)}.sha256`].sort(),
      );
      // Taken, not migrated: the migrations are still the server's to run next.
      expect(await appliedMigrations(database)).toBe(behind);
    },
    60_000,
  );
});
