// A database of a test's own, empty but migrated, on the suite's engine: a clone of the PGlite
// template, or a new PostgreSQL database beside the suite's (dropped by `drop`), for a test that
// must start from nothing (a practice imported into a fresh server).
import postgres from 'postgres';
import { type Database, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { openTestDatabase } from './database';

export interface FreshDatabase {
  database: Database;
  /** Closes it and, on PostgreSQL, drops it. */
  drop(): Promise<void>;
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function openFreshDatabase(label: string): Promise<FreshDatabase> {
  const url = process.env.PD_TEST_DATABASE_URL;
  if (!url) {
    const database = await openTestDatabase();
    return { database, drop: () => database.close() };
  }
  const name = `pd_${label}_${Date.now()}_${process.pid}`;
  const admin = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), 2);
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const again = postgres(withDatabase(url, 'postgres'), { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}
