// `npm start` must end on SIGTERM even when whoever started it has stopped reading its output.
// A harness that signals the process group and then neither reads nor closes the pipe (or closes
// it late) leaves the server's log writes with nowhere to go: a blocking write then holds the main
// thread, no signal handler runs and nothing ends the processes but SIGKILL.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');

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

/** True while any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return check();
}

let started: ChildProcess | null = null;
let dataDir = '';

afterEach(() => {
  if (started?.pid && groupAlive(started.pid)) process.kill(-started.pid, 'SIGKILL');
  started = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const HOW_STARTED = {
  'npm start': ['scripts/start.mjs', '--skip-install', '--skip-build'],
  'the server alone': ['--import', 'tsx', 'api/src/server.ts'],
};

// Always the embedded database, so once is enough: on the PGlite run of the suite.
it.skipIf(process.env.TEST_DB === 'postgres').each(Object.entries(HOW_STARTED))(
  '%s ends on SIGTERM with its output unread, then its reader gone',
  async (_how, args) => {
    dataDir = mkdtempSync(join(tmpdir(), 'pd-stop-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      detached: true, // its own process group, as a harness starts it
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        DATABASE_URL: '', // the embedded database, whichever engine the suite runs on
      },
    });
    started = child;
    const pgid = child.pid as number;
    child.stderr?.resume();

    // Read until the server answers, then stop reading: the pipe fills and stays full.
    child.stdout?.resume();
    const until = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < until) {
      healthy = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(healthy).toBe(true);
    child.stdout?.pause();

    // Each request logs; a few hundred of them overflow every buffer between the server and us.
    for (let i = 0; i < 600; i++) {
      const answered = await fetch(`${url}/api/no-such-route-${i}`, {
        signal: AbortSignal.timeout(2_000),
      }).then(
        () => true,
        () => false,
      );
      if (!answered) break;
    }

    process.kill(-pgid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // The harness goes away without reading what is left.
    child.stdout?.destroy();
    child.stderr?.destroy();

    const ended = await waitFor(() => !groupAlive(pgid), 25_000);
    expect(ended, 'every process it started ended within 25 s of SIGTERM').toBe(true);
  },
  150_000,
);
