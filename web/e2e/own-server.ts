// A server of the app of a test's own, on its own embedded database, for what needs the database
// changed between two runs of the server (a timer left running since yesterday): the shared server
// holds its database open, and PGlite is one process's at a time.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface OwnServer {
  url: string;
  /** Stops the server (if running), runs `work` on its database, and leaves it stopped. */
  withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T>;
  start(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

export async function ownServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-e2e-own-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', '../api/src/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // On UTC like the suite's own server, whatever zone the specs count dates in.
        TZ: 'UTC',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_REFRESH_PER_MINUTE: '1000',
      },
      stdio: 'ignore',
    });
    const until = Date.now() + 90_000;
    while (Date.now() < until) {
      const up = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the test's own server did not start on ${url}`);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
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
