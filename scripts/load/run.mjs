// Load test, on each engine in turn (--engine postgres|pglite|both, both by default): the API on
// its own temporary PostgreSQL cluster (initdb + pg_ctl on a free port on 127.0.0.1), or on the
// embedded PGlite in a temporary data folder; 20 connections of mixed reads and writes for
// --duration seconds (default 60), then (PostgreSQL only) the same with PostgreSQL restarted in the
// middle, then the same while 50,000-row spreadsheets are uploaded to the import preview one after
// another (their parse must not hold up the rest). Prints throughput, errors and p95 per phase, and
// a summary line per engine and phase at the end. Requests go to 127.0.0.1 only. Without
// initdb/pg_ctl it uses a temporary database on 127.0.0.1:5432 and simulates the restart by
// terminating every backend (pg_terminate_backend), and says so.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import autocannon from 'autocannon';
import postgres from 'postgres';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 60);
const CONNECTIONS = arg('connections', 20);
// `--phases restart,upload` runs only those (steady, restart, upload); all three by default.
const phasesArg = process.argv.indexOf('--phases');
const PHASES = new Set(
  phasesArg >= 0 ? process.argv[phasesArg + 1].split(',') : ['steady', 'restart', 'upload'],
);
const engineArg = process.argv.indexOf('--engine');
const ENGINE = engineArg >= 0 ? process.argv[engineArg + 1] : 'both';
if (!['postgres', 'pglite', 'both'].includes(ENGINE)) throw new Error('--engine is postgres, pglite or both');
const ROOT = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const asRoot = process.getuid?.() === 0;
const pgRun = (cmd, args) =>
  execFileSync(asRoot ? 'runuser' : cmd, asRoot ? ['-u', 'postgres', '--', cmd, ...args] : args, {
    stdio: 'pipe',
  });

/** A cluster of our own (restartable), or a database on the shared server (restart simulated). */
async function startPostgres() {
  try {
    const dir = mkdtempSync(join(tmpdir(), 'pd-load-pg-'));
    chmodSync(dir, 0o777);
    const data = join(dir, 'data');
    const port = await freePort();
    pgRun('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
    const opts = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`;
    const ctl = (action) => pgRun('pg_ctl', ['-D', data, '-o', opts, '-w', '-l', join(dir, 'log'), action]);
    ctl('start');
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      restart: async () => ctl('restart'),
      log: () => readFileSync(join(dir, 'log'), 'utf8'),
      how: 'a temporary cluster restarted with pg_ctl restart',
      stop: async () => {
        ctl('stop');
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    console.log(`no cluster of our own (${String(err.message).split('\n')[0]}); simulating the restart`);
    const name = `pd_load_${Date.now()}`;
    const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    return {
      url: `postgres://postgres@127.0.0.1:5432/${name}`,
      restart: async () => {
        await admin`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
      },
      how: 'SIMULATED: every backend of the database terminated (pg_terminate_backend)',
      stop: async () => {
        await admin.unsafe(`drop database ${name} with (force)`);
        await admin.end();
      },
    };
  }
}

/** The embedded default: PGlite in a data folder of its own; there is no server to restart. */
function startPglite() {
  return { url: undefined, restart: null, how: 'PGlite (embedded)', stop: async () => {} };
}

async function startApi(databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-load-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      JWT_SECRET: 'load-test-secret-load-test-secret-0123456789',
      SIGNING_KEY: 'load-test-signing-key-load-test-signing-key',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_REFRESH_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child, dataDir };
    await sleep(500);
  }
  throw new Error('the API did not start');
}

async function session(base, email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@12345' }),
  });
  const { data } = await res.json();
  return { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' };
}

/** Reads and writes a practice's staff make all day, round-robin; no PDF routes. */
async function mix(base) {
  const admin = await session(base, 'admin@demo.test');
  const member = await session(base, 'member@demo.test');
  const tasks = await fetch(`${base}/api/tasks?scope=my&limit=20`, { headers: member }).then((r) => r.json());
  const ids = tasks.data.tasks.map((t) => t.id);
  let n = 0;
  const id = () => ids[n++ % ids.length];
  return [
    { method: 'GET', path: '/api/tasks?scope=my&limit=50', headers: member },
    { method: 'GET', path: '/api/tasks?scope=all&limit=50', headers: admin },
    { method: 'GET', path: '/api/clients', headers: admin },
    { method: 'GET', path: '/api/notifications', headers: member },
    { method: 'GET', path: '/api/invoices?status=generated', headers: admin },
    { method: 'GET', path: '/api/auth/verify', headers: member },
    {
      method: 'PUT',
      headers: admin,
      setupRequest: (req) => ({
        ...req,
        path: `/api/tasks/${id()}`,
        // ET moves the task's counts in the tally too (hot rows many writers update at once).
        body: JSON.stringify({ remarks: `load ${n}`, et: 15 * (1 + (n % 8)) }),
      }),
    },
    {
      method: 'POST',
      headers: member,
      setupRequest: (req) => ({
        ...req,
        path: `/api/tasks/${id()}/comments`,
        body: JSON.stringify({ content: `load ${n}` }),
      }),
    },
  ];
}

/** A 50,000-row task import (about 5 MB), as an accountant would upload one. */
function bigImport() {
  const rows = Array.from({ length: 50_000 }, (_, i) => [
    'Sabarmati Chemicals Ltd',
    `Load task ${i % 97}`,
    `Line ${i}`,
    'To Do',
    'Medium',
    30 + (i % 90),
    'Neha Bhide',
    '2027-03-31',
  ]);
  const header = ['Client', 'Task', 'SubTask', 'Status', 'Priority', 'ET (min)', 'Assigned To', 'Due Date'];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Tasks');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

/** Uploads the file to the import preview, one after another, until `until()`; answers how many. */
async function uploadWhile(base, until) {
  const admin = await session(base, 'admin@demo.test');
  const file = bigImport();
  let uploads = 0;
  const times = [];
  const refused = [];
  while (!until()) {
    const form = new FormData();
    form.append('file', new Blob([file]), 'load.xlsx');
    const started = Date.now();
    const res = await fetch(`${base}/api/tasks/import/preview`, {
      method: 'POST',
      headers: { authorization: admin.authorization },
      body: form,
    });
    const body = await res.text();
    // A refused upload (e.g. 413 when the parse passes its time limit) is reported, not fatal.
    if (!res.ok) refused.push(`${res.status} after ${((Date.now() - started) / 1000).toFixed(1)} s: ${body}`);
    else times.push(Date.now() - started);
    uploads += 1;
  }
  console.log(
    `  ${uploads} uploads of ${(file.length / 1024 / 1024).toFixed(1)} MB, ${times.length} previewed: ${times.map((t) => `${(t / 1000).toFixed(1)} s`).join(', ')}` +
      (refused.length ? `; ${refused.length} refused: ${refused.join('; ')}` : ''),
  );
}

/** When each failed request ended, against the window an outage was in (if any). */
function failuresAround(failures, window) {
  if (!failures.length) return '';
  if (!window)
    return `; failures at ${failures.map((f) => `${f.what} +${f.at - failures[0].at} ms`).join(', ')}`;
  const inside = failures.filter((f) => f.at >= window.from && f.at <= window.to + 1000);
  const outside = failures.filter((f) => !inside.includes(f));
  const where = (f) => `${f.what} at ${f.at - window.from} ms`;
  return (
    `; ${inside.length} failed from the restart to 1 s after it was back (${inside.map(where).join(', ')})` +
    `, ${outside.length} outside (${outside.map(where).join(', ')})`
  );
}

async function phase(name, base, requests, during) {
  const times = [];
  const statuses = {};
  const failures = [];
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, requests });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 400) failures.push({ at: Date.now(), what: String(status) });
  });
  instance.on('reqError', (err) => failures.push({ at: Date.now(), what: err?.code ?? 'error' }));
  const window = {};
  // Caught at once: a failure during the phase must not end the script before the cluster and the
  // API it started are stopped (an unhandled rejection would).
  let failed = null;
  const pending = during?.(window).catch((err) => {
    failed = err;
  });
  const result = await instance;
  await pending;
  if (failed) throw failed;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const errors = result.errors + result.timeouts + result.non2xx;
  const throughput = result.requests.total / DURATION;
  console.log(
    `${name}: ${result.requests.total} requests in ${DURATION} s (${throughput.toFixed(1)} req/s) at ${CONNECTIONS} connections, ` +
      `${errors} errors (${result.errors} socket, ${result.timeouts} timeouts, ${result.non2xx} non-2xx), ` +
      `p50 ${result.latency.p50} ms, p95 ${p95.toFixed(1)} ms, p99 ${result.latency.p99} ms; statuses ${JSON.stringify(statuses)}` +
      failuresAround(failures, window.from ? window : null),
  );
  return { name, errors, p95, throughput };
}

async function runEngine(engine) {
  console.log(`\n== ${engine} ==`);
  const results = [];
  const pg = engine === 'postgres' ? await startPostgres() : startPglite();
  const { base, child, dataDir } = await startApi(pg.url);
  let finished = false;
  // A crashed API or an interrupted run still stops the cluster this script started.
  const abort = async (why) => {
    if (finished) return;
    finished = true;
    console.log(`stopping: ${why}`);
    child.kill('SIGTERM');
    await pg.stop().catch(() => {});
    process.exit(1);
  };
  child.once('exit', (code, signal) => void abort(`the API exited (${code ?? signal})`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void abort(signal));
  try {
    const requests = await mix(base);
    if (PHASES.has('steady')) results.push(await phase('steady', base, requests));
    if (PHASES.has('restart') && pg.restart) {
      console.log(`restart: ${pg.how}, ${DURATION / 2} s in`);
      results.push(
        await phase('with a PostgreSQL restart', base, requests, async (window) => {
          await sleep((DURATION / 2) * 1000);
          window.from = Date.now();
          await pg.restart();
          window.to = Date.now();
          console.log(`  PostgreSQL back after ${window.to - window.from} ms`);
          // A slow restart is explained by the cluster's own log of it, not guessed at.
          if (window.to - window.from > 2000 && pg.log) {
            const lines = pg.log().trim().split('\n');
            console.log(`  the cluster's log of the restart:\n    ${lines.slice(-25).join('\n    ')}`);
          }
        }),
      );
    }
    let parsing = PHASES.has('upload');
    if (parsing)
      results.push(
        await phase('while 50,000-row uploads are parsed', base, requests, async () => {
          const stop = setTimeout(() => {
            parsing = false;
          }, DURATION * 1000);
          await uploadWhile(base, () => !parsing);
          clearTimeout(stop);
        }),
      );
  } finally {
    if (!finished) {
      finished = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results.map((r) => ({ engine, ...r }));
}

const summary = [];
for (const engine of ENGINE === 'both' ? ['postgres', 'pglite'] : [ENGINE])
  summary.push(...(await runEngine(engine)));
console.log('\nsummary (engine, phase: throughput, p95, errors)');
for (const r of summary)
  console.log(
    `  ${r.engine}, ${r.name}: ${r.throughput.toFixed(1)} req/s, p95 ${r.p95.toFixed(1)} ms, ${r.errors} errors`,
  );
