// Reports benchmark: 100,000 tasks and 300,000 time entries (bench-data.ts); times each report
// for This Month and All Time and the .xlsx exports through the real app as an Admin (the whole
// practice, the heaviest scope), then the SQL the app ran, replayed raw in one transaction on the same database, and
// prints the ratios. The history is ~3 years of work by default; --recent puts every task's time
// in the last three days (This Month then holds all 300,000 entries: the worst case).
// Usage: npx tsx scripts/bench/reports.ts [--pg] [--recent]   (BENCH_TASKS, BENCH_RUNS)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { type Database, openPglite, openPostgres, type QueryLogger } from '../../api/src/db/client';
import { migrateDatabase } from '../../api/src/db/migrate';
import { type BenchHistory, makeBenchPractice } from './bench-data';
import { ms, type Timing, time } from './measure';

const usePostgres = process.argv.includes('--pg');
const history: BenchHistory = process.argv.includes('--recent') ? 'recent' : 'years';
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const captured: { query: string; params: unknown[] }[] = [];
let capturing = false;
const logger: QueryLogger = {
  logQuery(query, params) {
    if (capturing) captured.push({ query, params });
  },
};

async function open(): Promise<{
  database: Database;
  /** Runs statements in one transaction, as the app runs a report (SET LOCAL work_mem holds). */
  raw: (statements: { query: string; params: unknown[] }[]) => Promise<unknown>;
  cleanup: () => Promise<void>;
}> {
  if (usePostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `pd_bench_reports_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 4, logger);
    const rawClient = postgres(url.toString(), { max: 1, onnotice: () => {} });
    return {
      database,
      raw: (statements) =>
        rawClient.begin(async (tx) => {
          for (const s of statements) await tx.unsafe(s.query, s.params as never[]);
        }),
      cleanup: async () => {
        await rawClient.end();
        await database.close();
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pd-bench-'));
  const pglite = await PGlite.create(join(dir, 'db'), { extensions: { pg_trgm } });
  const database = await openPglite(pglite, logger);
  return {
    database,
    raw: (statements) =>
      pglite.transaction(async (tx) => {
        for (const s of statements) await tx.query(s.query, s.params);
      }),
    cleanup: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const REPORTS = ['day-end', 'clients', 'users', 'tasks', 'sub-tasks'] as const;
const PERIODS = [
  ['This Month', 'this-month'],
  ['All Time', 'all-time'],
] as const;

async function main() {
  const started = performance.now();
  const { database, raw, cleanup } = await open();
  await migrateDatabase(database);
  const practice = await makeBenchPractice(database.db, TASKS, TASKS * 3, history);
  console.log(
    `${database.kind}: ${TASKS} tasks, ${TASKS * 3} time entries ('${history}' history) made in ${ms(performance.now() - started)}`,
  );
  const monthRows = await database.db.execute(
    sql`select count(*)::int as entries, count(distinct task_id)::int as tasks from time_entries where date >= date_trunc('month', current_date)`,
  );
  const month = (Array.isArray(monthRows) ? monthRows[0] : (monthRows as { rows: unknown[] }).rows[0]) as {
    entries: number;
    tasks: number;
  };
  console.log(`this month so far: ${month.entries} time entries on ${month.tasks} tasks`);

  const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'none'),
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const headers = {
    authorization: `Bearer ${app.jwt.sign({ sub: practice.adminId, org: practice.orgId, role: 'ADMIN', name: 'Bench' })}`,
  };
  const call = (url: string) => () => app.inject({ method: 'GET', url, headers });

  const scenarios: { name: string; call: () => Promise<{ statusCode: number; rawPayload: Buffer }> }[] = [];
  for (const [label, dateType] of PERIODS)
    for (const report of REPORTS)
      scenarios.push({
        name: `${report}, ${label}`,
        call: call(`/api/reports/${report}?dateType=${dateType}`),
      });
  for (const report of REPORTS)
    scenarios.push({
      name: `export ${report} xlsx, This Month`,
      call: call(`/api/reports/export/${report}?dateType=this-month&format=excel`),
    });

  const results: { name: string; api: Timing; sql: Timing; statements: number; bytes: number }[] = [];
  for (const scenario of scenarios) {
    let bytes = 0;
    const api = await time(RUNS, async () => {
      const res = await scenario.call();
      if (res.statusCode >= 400) throw new Error(`${scenario.name} answered ${res.statusCode}`);
      bytes = res.rawPayload.length;
    });
    captured.length = 0;
    capturing = true;
    await scenario.call();
    capturing = false;
    const statements = [...captured];
    const sqlTiming = await time(RUNS, () => raw(statements));
    results.push({ name: scenario.name, api, sql: sqlTiming, statements: statements.length, bytes });
  }
  await app.close();
  await cleanup();
  rmSync(dataDir, { recursive: true, force: true });

  console.log(
    `\n${database.kind}, '${history}' history, ${RUNS} runs each (after 3 warm-up runs), Admin scope`,
  );
  console.log(
    'scenario | API median | API p95 | raw SQL median | raw SQL p95 | statements | answer | API/SQL p95',
  );
  for (const r of results) {
    console.log(
      `${r.name} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.sql.median)} | ${ms(r.sql.p95)} | ${r.statements} | ${(r.bytes / 1024).toFixed(0)} KB | ${(r.api.p95 / r.sql.p95).toFixed(2)}×`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
