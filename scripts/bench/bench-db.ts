// The database and app a benchmark runs on: a fresh PostgreSQL database (--pg) or a PGlite
// directory, migrated; the statements the app runs can be captured and replayed raw on the same
// database, so each benchmark prints the app's time beside its SQL's. The replay is raw: each
// statement parsed and planned afresh, as a client sends it unprepared. BENCH_REPLAY=prepared
// replays them prepared instead (postgres.js's prepare on PostgreSQL, db/pglite-prepared.ts on
// PGlite), as the app runs them: the floor its statements can reach.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { type Database, openPglite, openPostgres, PGLITE_OPTIONS } from '../../api/src/db/client';
import { migrateDatabase } from '../../api/src/db/migrate';
import { preparedPglite } from '../../api/src/db/pglite-prepared';

const replayPrepared = process.env.BENCH_REPLAY === 'prepared';

export interface Statement {
  query: string;
  params: unknown[];
}

export interface BenchDatabase {
  database: Database;
  /** The statements the app runs during `run`. */
  capture(run: () => Promise<unknown>): Promise<Statement[]>;
  /** Runs the statements raw, one by one, or in one transaction as the app runs a report (its
   * SET LOCAL settings then hold). */
  replay(statements: Statement[], options?: { transaction?: boolean }): Promise<void>;
  cleanup(): Promise<void>;
  /** Where a server started on this database keeps its files (PGlite's in `pglite` there). */
  dataDir: string;
  /** A kept database (BENCH_DB) made by an earlier run: its practice is already there. */
  reused?: boolean;
  /** The PostgreSQL database's URL, for a server started on it. */
  postgresUrl?: string;
}

export async function openBenchDatabase(usePostgres: boolean, name: string): Promise<BenchDatabase> {
  const captured: Statement[] = [];
  let capturing = false;
  const logger = {
    logQuery(query: string, params: unknown[]) {
      if (capturing) captured.push({ query, params });
    },
  };
  const capture = async (run: () => Promise<unknown>) => {
    captured.length = 0;
    capturing = true;
    try {
      await run();
    } finally {
      capturing = false;
    }
    return [...captured];
  };

  if (usePostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    // BENCH_DB names a database kept between runs (a million tasks take minutes to make): made
    // the first time, migrated each time, never dropped.
    const kept = process.env.BENCH_DB;
    if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_DB takes a plain database name');
    // A bench's name may hold a hyphen (portal-uploads), which a bare identifier can't.
    const dbName = kept ?? `pd_bench_${name.replace(/\W/g, '_')}_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    const reused =
      Boolean(kept) && (await admin`select 1 from pg_database where datname = ${dbName}`).length > 0;
    if (!reused) await admin.unsafe(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const database = openPostgres(url.toString(), 4, logger);
    const raw = postgres(url.toString(), { max: 1, onnotice: () => {} });
    await migrateDatabase(database);
    const dataDir = mkdtempSync(join(tmpdir(), `pd-bench-${name}-`));
    return {
      database,
      dataDir,
      reused,
      postgresUrl: url.toString(),
      capture,
      replay: async (statements, options) => {
        if (options?.transaction)
          await raw.begin(async (tx) => {
            for (const s of statements)
              await tx.unsafe(s.query, s.params as never[], { prepare: replayPrepared });
          });
        else
          for (const s of statements)
            await raw.unsafe(s.query, s.params as never[], { prepare: replayPrepared });
      },
      cleanup: async () => {
        await raw.end();
        await database.close();
        if (!kept) await admin.unsafe(`drop database if exists ${dbName} with (force)`);
        await admin.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `pd-bench-${name}-`));
  // The directory a server opens with DATA_DIR=dir.
  const pglite = await PGlite.create(join(dir, 'pglite'), PGLITE_OPTIONS);
  const database = await openPglite(pglite, logger);
  await migrateDatabase(database);
  const client = replayPrepared ? preparedPglite(pglite) : pglite;
  return {
    database,
    dataDir: dir,
    capture,
    replay: async (statements, options) => {
      if (options?.transaction)
        await client.transaction(async (tx) => {
          for (const s of statements) await tx.query(s.query, s.params);
        });
      else for (const s of statements) await client.query(s.query, s.params);
    },
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The real app on the benchmark's database, in production mode, silent; `webDist` serves the
 * built web app (the browser benchmark), otherwise only the API answers. */
export async function openBenchApp(database: Database, webDist?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    LOG_LEVEL: 'silent',
    WEB_DIST: webDist ?? join(dataDir, 'none'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
