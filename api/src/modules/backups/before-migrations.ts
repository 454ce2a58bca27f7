// A backup before migrations change an embedded database that has data: the database as the
// release before left it, to go back to if the new release goes wrong. A new database (no
// migrations yet) and an up-to-date one need none. A backup that fails stops the start: nothing is
// migrated unsaved. PostgreSQL is left to its own backups (README: continuous archiving, or
// `npm run backup` before an upgrade): a dump of a large database would hold up every instance's start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { MIGRATIONS_DIR } from '../../db/migrate';
import {
  appliedMigrations,
  type BackupTaken,
  backupPlace,
  migrationsTableExists,
  takeBackup,
} from './backup';

/** The migrations this release has (drizzle-kit's journal). */
function knownMigrations(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function backupBeforeMigrations(
  database: Database,
  config: Config,
): Promise<BackupTaken | null> {
  if (database.kind !== 'pglite' || !(await migrationsTableExists(database))) return null;
  const applied = await appliedMigrations(database);
  if (applied === 0 || applied >= knownMigrations()) return null;
  try {
    return await takeBackup(database, backupPlace(config));
  } catch (err) {
    throw new Error(
      `could not back up the database before migrating it (${err instanceof Error ? err.message : String(err)}); nothing was migrated`,
    );
  }
}
