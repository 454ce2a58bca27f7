// The API as its own process for the benchmarks that measure the server alone: started as
// `npm start` starts it, on a benchmark's database, with a token it accepts; its memory read from
// the kernel; and light requests timed one after another while a heavy one runs.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyJwt from '@fastify/jwt';
import Fastify from 'fastify';
import type { BenchDatabase } from './bench-db';
import { summarise } from './measure';

const SECRET = 'bench-secret-bench-secret-bench-secret-42';
const root = join(import.meta.dirname, '..', '..');

export const mb = (kib: number) => `${(kib / 1024).toFixed(0)} MB`;

/** The server's resident set now and at its peak, in KiB, from the kernel. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The API as `npm start` runs it, on the benchmark's database (PGlite's must be closed by the
 * benchmark first: it is one process's), until it answers health. */
export async function startApiProcess(
  bench: BenchDatabase,
  port: number,
  more: Record<string, string> = {},
): Promise<ChildProcess> {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: bench.dataDir,
    JWT_SECRET: SECRET,
    SIGNING_KEY: SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    WEB_DIST: join(bench.dataDir, 'none'),
    ...(bench.postgresUrl ? { DATABASE_URL: bench.postgresUrl } : {}),
    ...more,
  };
  // A benchmark run with --server-cpu-prof=<dir>: the server writes a CPU profile there as it stops.
  const profileDir = process.argv.find((a) => a.startsWith('--server-cpu-prof='))?.split('=')[1];
  const server = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
      '--import',
      'tsx',
      join(root, 'api', 'src', 'server.ts'),
    ],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not answer health within 60 s');
}

/** Ends the server and waits for it to go. */
export async function stopApiProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** An Admin's access token as the server signs one (its secret is the benchmark's). */
export async function adminToken(orgId: string, userId: string): Promise<string> {
  const signer = Fastify();
  await signer.register(fastifyJwt, { secret: SECRET });
  await signer.ready();
  const token = signer.jwt.sign({ sub: userId, org: orgId, role: 'ADMIN', name: 'Bench', ver: 0 });
  await signer.close();
  return token;
}

/** Light requests one after another until stopped; their times and the longest. */
export function probe(url: string, headers: Record<string, string>) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      await (await fetch(url, { headers })).arrayBuffer();
      times.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await done;
    return { ...summarise(times), longest: Math.max(0, ...times), count: times.length };
  };
}
