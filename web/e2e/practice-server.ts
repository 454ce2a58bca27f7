// Starting and stopping a server of the real app (the built web app, the API, its embedded
// database) on a data directory and port of its own. The suite's workers each run one, the specs
// that change the database between two runs of a server run their own (own-server.ts), and the
// global setup runs one once to migrate and seed the demo practice the workers copy.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SERVER_ENTRY = join(import.meta.dirname, '..', '..', 'api', 'src', 'server.ts');

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  /** SIGTERM, and resolves once the process has exited (PGlite's files are closed then). */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** Access tokens' lifetime; the suite's servers use 20 s so the specs also exercise the refresh. */
  accessTokenSeconds?: number;
}

/** Servers this process started and has not stopped: killed if the process ends without stopping
 * them (a worker that crashed), so none outlives the run holding its port and data directory. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServer({
  dataDir,
  port,
  accessTokenSeconds,
}: ServerOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: join(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // On UTC, as hosts usually are, whatever zone the specs count dates in.
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: 'warn',
      ...(accessTokenSeconds ? { ACCESS_TOKEN_TTL_SECONDS: String(accessTokenSeconds) } : {}),
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_FORGOT_PER_MINUTE: '1000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_REFRESH_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => running.delete(child));

  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server on ${url} exited with ${child.exitCode}`);
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) {
      return {
        url,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer on ${url} within 120 s`);
}
