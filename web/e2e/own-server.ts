// A server of the app of a test's own, on its own embedded database, for what needs the database
// changed between two runs of the server (a timer left running since yesterday): the worker's server
// holds its database open, and PGlite is one process's at a time. It starts on a copy of the seeded
// demo practice.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyOfTemplate } from './practice-data';
import { freePort, type RunningServer, startServer } from './practice-server';

export interface OwnServer {
  url: string;
  /** Stops the server (if running), runs `work` on its database, and leaves it stopped. */
  withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

export async function ownServer(): Promise<OwnServer> {
  const dataDir = copyOfTemplate('own');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server: RunningServer | null = null;

  const start = async () => {
    server = await startServer({ dataDir, port });
  };
  const stop = async () => {
    const running = server;
    server = null;
    await running?.stop();
  };

  await start();
  return {
    url,
    start,
    withDatabase: async (work) => {
      await stop();
      const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
      try {
        return await work(db);
      } finally {
        await db.close();
      }
    },
    close: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
