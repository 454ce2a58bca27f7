// Takes a backup now: the database (PGlite's snapshot from inside the process holding it, or
// pg_dump) and DATA_DIR/uploads into one checksummed file in the backup folder, then deletes the
// backups the retention rule no longer keeps.
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { DATABASE_ENTRY, verifyArchive, writeArchive } from './archive';
import { pgDump } from './postgres-tools';
import { backupFileName, backupsToDelete } from './retention';

export interface BackupPlace {
  /** DATA_DIR: its uploads/ go into the backup. */
  dataDir: string;
  /** BACKUP_DIR. */
  dir: string;
  keepDaily: number;
  keepWeekly: number;
}

/** Where the config says backups go and how many are kept. */
export function backupPlace(config: Pick<Config, 'dataDir' | 'backups'>): BackupPlace {
  const { dir, keepDaily, keepWeekly } = config.backups;
  return { dataDir: config.dataDir, dir, keepDaily, keepWeekly };
}

export interface BackupTaken {
  file: string;
  takenAt: string;
  bytes: number;
  sha256: string;
  /** Older backups deleted by the retention rule. */
  deleted: string[];
}

/** Migrations applied so far (drizzle's table must exist: see tableExists). */
export async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? 0;
}

/** The database's own part of a backup, written to `file`. */
async function dumpDatabase(database: Database, file: string): Promise<void> {
  if (database.kind === 'pglite') {
    if (!database.dumpDataDirTo) throw new Error('this embedded database cannot be dumped');
    await database.dumpDataDirTo(file);
    return;
  }
  if (!database.url) throw new Error('the PostgreSQL address is unknown: cannot run pg_dump');
  await pgDump(database.url, file);
}

export async function takeBackup(
  database: Database,
  place: BackupPlace,
  now = new Date(),
): Promise<BackupTaken> {
  await mkdir(place.dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(now);
  const file = join(place.dir, name);
  const part = join(place.dir, `.${name}.${DATABASE_ENTRY[database.kind]}`);
  try {
    const migrations = await migrationsTableExists(database).then((yes) =>
      yes ? appliedMigrations(database) : 0,
    );
    await dumpDatabase(database, part);
    const written = await writeArchive(
      file,
      { engine: database.kind, takenAt: now.toISOString(), migrations },
      part,
      join(place.dataDir, 'uploads'),
    );
    // Read back from the disk: a backup that does not match its hash is no backup.
    await verifyArchive(file);
    const deleted = backupsToDelete(await readdir(place.dir), place.keepDaily, place.keepWeekly);
    for (const old of deleted) {
      await rm(join(place.dir, old), { force: true });
      await rm(join(place.dir, `${old}.sha256`), { force: true });
    }
    return { file, takenAt: now.toISOString(), ...written, deleted };
  } finally {
    await rm(part, { force: true });
    await rm(`${file}.partial`, { force: true });
  }
}

/** Whether drizzle's migrations table exists yet (a brand-new database has none). */
export async function migrationsTableExists(database: Database): Promise<boolean> {
  const result = await database.db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    present: boolean;
  }[];
  return rows[0]?.present === true;
}
