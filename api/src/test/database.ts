// A fresh, migrated database for one test file: a PGlite clone of the run's template, or the
// run's PostgreSQL database (tests isolate themselves by creating their own practice).
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Database, openPglite, openPostgres } from '../db/client';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.PD_TEST_DATABASE_URL;
  if (url) return openPostgres(url, 4);
  const template = process.env.PD_TEST_TEMPLATE;
  if (!template)
    throw new Error('PD_TEST_TEMPLATE is not set: run the API tests through vitest (global setup)');
  const pglite = await PGlite.create({
    loadDataDir: new Blob([readFileSync(template)]),
    extensions: { pg_trgm },
  });
  return openPglite(pglite);
}

let workersPglite: Promise<Database> | undefined;

/**
 * The database an app under test runs on. On PGlite, one clone of the template per test worker,
 * shared by the files it runs in turn: they keep apart by each making its own practice, as they
 * already do on PostgreSQL, where every file shares the run's database. With a clone per file the
 * suite took 294 s, with one per worker 172 s: a clone costs 0.55 s to open, and each new one
 * compiles its statements afresh. Closing it is left to the worker's end.
 */
export async function openAppTestDatabase(): Promise<Database> {
  if (process.env.PD_TEST_DATABASE_URL) return openTestDatabase();
  workersPglite ??= openTestDatabase();
  return { ...(await workersPglite), close: async () => {} };
}
