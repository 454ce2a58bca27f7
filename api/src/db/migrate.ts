// Applies db/migrations with drizzle's migrator on either engine (the same SQL on both).
import { join } from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { ROOT_DIR } from '../config';
import type { Database, Schema } from './client';

export const MIGRATIONS_DIR = join(ROOT_DIR, 'db', 'migrations');

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, config);
  } else {
    await migratePostgres(database.db as unknown as PostgresJsDatabase<Schema>, config);
  }
}
