// Restores a backup beside the database in use, opens and migrates it there, and only then
// switches to it, keeping the old one: PGlite's data directory (and DATA_DIR/uploads) renamed
// aside, or PostgreSQL's database renamed aside. The server must be stopped first (the command
// checks); a restore that fails at any step leaves the database in use untouched.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres, PGLITE_OPTIONS } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { readDataDirTar } from '../../db/pglite-data-dir';
import { BackupFileError, DATABASE_ENTRY, type Manifest, readArchive, verifyArchive } from './archive';
import { pgRestore } from './postgres-tools';

export interface Restored {
  manifest: Manifest;
  /** Where the restored database is: a data directory or a database name. */
  restored: string;
  /** Where the one it replaced was kept (null when nothing was switched, or nothing was there). */
  kept: string | null;
  /** Where the uploads it replaced were kept. */
  keptUploads: string | null;
  /** Where the restored uploads are: DATA_DIR/uploads once switched, beside it otherwise. */
  uploads: string;
}

const stampOf = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace('.', '').toLowerCase();

/** Checks and unpacks the backup into a staging folder of DATA_DIR. */
async function unpack(file: string, dataDir: string, stamp: string, engine: Manifest['engine']) {
  await verifyArchive(file);
  const staging = join(dataDir, `restore-${stamp}`);
  await mkdir(join(staging, 'uploads'), { recursive: true });
  const databaseFile = join(staging, DATABASE_ENTRY[engine]);
  try {
    const manifest = await readArchive(file, databaseFile, join(staging, 'uploads'));
    if (manifest.engine !== engine)
      throw new BackupFileError(
        manifest.engine === 'postgres'
          ? 'this backup is of a PostgreSQL database: restore it with DATABASE_URL set'
          : 'this backup is of the embedded database: restore it without DATABASE_URL',
      );
    return { staging, databaseFile, manifest };
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
}

/** Without a switch, the restored uploads are left beside DATA_DIR/uploads for a look. */
async function uploadsBeside(dataDir: string, staging: string, stamp: string): Promise<string> {
  const beside = join(dataDir, `uploads-restored-${stamp}`);
  await rename(join(staging, 'uploads'), beside);
  return beside;
}

/** Moves the restored uploads into DATA_DIR/uploads, keeping the ones there aside. */
async function switchUploads(dataDir: string, staging: string, stamp: string): Promise<string | null> {
  const uploads = join(dataDir, 'uploads');
  let kept: string | null = null;
  if (existsSync(uploads)) {
    kept = join(dataDir, `uploads-before-restore-${stamp}`);
    await rename(uploads, kept);
  }
  await rename(join(staging, 'uploads'), uploads);
  return kept;
}

/** The embedded database: restored into DATA_DIR/pglite-restored-…, opened and migrated, then
 * switched in as DATA_DIR/pglite (the old one kept as pglite-before-restore-…). */
/** A restored database is switched to only once it opens, migrates and answers. */
async function opensAndMigrates(database: Database): Promise<void> {
  try {
    await migrateDatabase(database);
    await database.ping();
  } finally {
    await database.close();
  }
}

export async function restorePglite(
  file: string,
  dataDir: string,
  { now = new Date(), switchTo = true } = {},
): Promise<Restored> {
  const stamp = stampOf(now);
  const { staging, databaseFile, manifest } = await unpack(file, dataDir, stamp, 'pglite');
  const restoredDir = join(dataDir, `pglite-restored-${stamp}`);
  try {
    // Unpacked to the disk a file at a time, not through PGlite's loadDataDir, which holds the
    // whole database in memory twice (db/pglite-data-dir.ts).
    await readDataDirTar(databaseFile, restoredDir);
    const pglite = await PGlite.create(restoredDir, PGLITE_OPTIONS);
    await opensAndMigrates(await openPglite(pglite));
    if (!switchTo)
      return {
        manifest,
        restored: restoredDir,
        kept: null,
        keptUploads: null,
        uploads: await uploadsBeside(dataDir, staging, stamp),
      };
    const current = join(dataDir, 'pglite');
    let kept: string | null = null;
    if (existsSync(current)) {
      kept = join(dataDir, `pglite-before-restore-${stamp}`);
      await rename(current, kept);
    }
    await rename(restoredDir, current);
    const keptUploads = await switchUploads(dataDir, staging, stamp);
    return { manifest, restored: current, kept, keptUploads, uploads: join(dataDir, 'uploads') };
  } catch (err) {
    if (existsSync(restoredDir)) await rm(restoredDir, { recursive: true, force: true });
    throw err;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** PostgreSQL: restored with pg_restore into a new database beside DATABASE_URL's, migrated, then
 * switched by renaming (the old one kept as <name>_before_restore_…). Renaming needs every API
 * instance stopped: PostgreSQL refuses while anyone is connected, and nothing is switched then. */
export async function restorePostgres(
  file: string,
  databaseUrl: string,
  dataDir: string,
  { now = new Date(), switchTo = true } = {},
): Promise<Restored> {
  const stamp = stampOf(now);
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const restoredName = `${name}_restored_${stamp}`.slice(0, 63);
  const { staging, databaseFile, manifest } = await unpack(file, dataDir, stamp, 'postgres');
  const admin = postgres(withDatabase(databaseUrl, 'postgres'), { max: 1, onnotice: () => {} });
  let created = false;
  try {
    await admin.unsafe(`CREATE DATABASE "${restoredName}"`);
    created = true;
    const restoredUrl = withDatabase(databaseUrl, restoredName);
    await pgRestore(restoredUrl, databaseFile);
    await opensAndMigrates(openPostgres(restoredUrl, 1));
    if (!switchTo)
      return {
        manifest,
        restored: restoredName,
        kept: null,
        keptUploads: null,
        uploads: await uploadsBeside(dataDir, staging, stamp),
      };
    const kept = `${name}_before_restore_${stamp}`.slice(0, 63);
    await admin.unsafe(`ALTER DATABASE "${name}" RENAME TO "${kept}"`).catch((err: Error) => {
      throw new Error(
        `${name} is still in use (${err.message}): stop every API instance, then restore again`,
      );
    });
    await admin.unsafe(`ALTER DATABASE "${restoredName}" RENAME TO "${name}"`);
    created = false;
    const keptUploads = await switchUploads(dataDir, staging, stamp);
    return { manifest, restored: name, kept, keptUploads, uploads: join(dataDir, 'uploads') };
  } catch (err) {
    if (created) await admin.unsafe(`DROP DATABASE IF EXISTS "${restoredName}"`).catch(() => {});
    throw err;
  } finally {
    await admin.end();
    await rm(staging, { recursive: true, force: true });
  }
}
