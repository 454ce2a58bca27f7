// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { writeDataDirTar } from './pglite-data-dir';
import { preparedPglite } from './pglite-prepared';
import { upkeepPglite } from './pglite-upkeep';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text with no parameters (health checks, tests). */
  ping(): Promise<void>;
  /** Vacuums and analyses the tables that need it, where no autovacuum does (PGlite); returns
   * their names. Absent on PostgreSQL, whose autovacuum does it. */
  upkeep?(now: Date): Promise<string[]>;
  /** PGlite only: the data directory as a gzipped tar written to `file`, taken between transactions
   * (no statement or transaction runs while it is read), so it opens as the database was at that
   * moment. A database on disk is streamed from its files (pglite-data-dir.ts); one in memory (the
   * tests') is dumped by PGlite. */
  dumpDataDirTo?(file: string): Promise<void>;
  /** PostgreSQL only: where it is (pg_dump reads it). */
  url?: string;
  close(): Promise<void>;
}

/** Sees every statement the app runs (the benchmark replays them as raw SQL). */
export interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/** Whether PGlite keeps its files in this folder of the disk (not memory://, idb://, opfs…). */
const onDisk = (dataDir: string | undefined) => Boolean(dataDir) && !/^[a-z-]+:\/\//.test(dataDir as string);

export async function openPglite(pglite: PGlite, logger?: QueryLogger): Promise<Database> {
  const client = preparedPglite(pglite) as unknown as PGlite;
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await pglite.query('select 1');
    },
    upkeep: (now) => upkeepPglite(pglite, now),
    dumpDataDirTo: (file) =>
      pglite._runExclusiveTransaction(() =>
        onDisk(pglite.dataDir)
          ? pglite._runExclusiveQuery(() => writeDataDirTar(pglite.dataDir as string, file))
          : pglite
              .dumpDataDir('gzip')
              .then(async (tarball) =>
                writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 }),
              ),
      ),
    close: () => pglite.close(),
  };
}

/** Seconds before a failed connection is tried again: postgres.js's default grows with every
 * failed attempt in the pool ((0.5 to 1) × min(3^attempts / 100, 20) s), so after a few seconds of
 * a restart's refused connections it waited 7 to 20 s: requests made during the restart were held
 * that long and answered 503 well after PostgreSQL was back (measured by the probe: up to 19 s;
 * by plugins/database-restart.test.ts: 7 s). Here the delay starts at 20 ms, doubles, and stops at
 * 0.25 s: while the server is away each request tries once and answers 503 at once, and within
 * a second of its return new ones connect. Refused connections cost the server nothing. */
export const reconnectDelaySeconds = (attempts: number) => Math.min(0.02 * 2 ** attempts, 0.25);

export function openPostgres(url: string, max = 10, logger?: QueryLogger): Database {
  // A connection opened as PostgreSQL restarts can hang before the server answers its start-up
  // (measured with scripts/load: requests held 10 s and more, postgres.js's own limit being 30 s;
  // one cause is mended by scripts/patch-postgres-driver.mjs); after 5 s it fails, and the request
  // answers 503 with Retry-After instead of waiting on.
  const client = preparedByDefault(
    postgres(url, { max, onnotice: () => {}, connect_timeout: 5, backoff: reconnectDelaySeconds }),
  );
  const db = drizzlePostgres(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await client`select 1`;
    },
    url,
    close: () => client.end({ timeout: 5 }),
  };
}

/** More parameters than a row's worth of any table: a bulk statement. */
const PREPARED_MAX_PARAMETERS = 64;

/** drizzle runs every statement through `unsafe` unprepared, and postgres.js then asks the server
 * to describe each parameterised statement before it can send its values: two round trips per
 * query. Prepared, a statement is described once per connection and then only bound and run (a
 * profile under load had that describing among the API's top costs). A transaction's statements
 * run on the handle postgres.js gives its body (and a savepoint's on its own), so those are
 * prepared the same way: a PUT /tasks/:id then makes 7 round trips, not 11. A bulk statement
 * (a long VALUES or IN list) is left unprepared: its text changes with its length, so kept on
 * the server it would only grow the connection's memory. */
function preparedByDefault<S extends postgres.Sql | postgres.TransactionSql>(client: S): S {
  const unsafe = client.unsafe;
  client.unsafe = ((query: string, args?: unknown[], options?: postgres.UnsafeQueryOptions) =>
    unsafe(query, args as postgres.ParameterOrJSON<never>[], {
      ...options,
      prepare: (args?.length ?? 0) <= PREPARED_MAX_PARAMETERS,
    })) as typeof unsafe;
  if ('begin' in client) {
    const begin = client.begin as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, { begin: (...args: unknown[]) => begin(...inPreparedBody(args)) });
  }
  if ('savepoint' in client) {
    const savepoint = client.savepoint as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, { savepoint: (...args: unknown[]) => savepoint(...inPreparedBody(args)) });
  }
  return client;
}

/** `begin` and `savepoint` take their body last: it is handed a prepared-by-default handle. */
function inPreparedBody(args: unknown[]): unknown[] {
  const body = args.at(-1);
  if (typeof body !== 'function') return args;
  return [...args.slice(0, -1), (tx: postgres.TransactionSql) => body(preparedByDefault(tx))];
}

/** How the embedded database starts: PGlite's own settings, with 32 MB of shared buffers where
 * PostgreSQL's default is 128 MB. PGlite runs inside the API's process, so its buffers are the
 * API's memory; the files stay in the system's page cache either way. Measured with
 * scripts/bench/import.ts (20,000 tasks): the server at rest went from 486 MB to 368 MB at 16 MB.
 * 32 MB holds the tasks of 100,000 (24 MB): a searched view's p95 went from 112.5 to 92.0 ms
 * (scripts/bench/tasks.ts), reading fewer pages back through the files. */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
};

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const pglite = await PGlite.create(join(options.dataDir, 'pglite'), PGLITE_OPTIONS);
  return openPglite(pglite);
}
