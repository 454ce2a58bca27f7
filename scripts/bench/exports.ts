// Export benchmark: the two largest .xlsx exports at 100,000 rows through the real app as an
// Admin: the Day End report for This Month with every task worked this month (the 'recent'
// history: all 300,000 time entries fall in it) and the task export of the whole practice. Prints
// each one's time, its SQL replayed raw on the same database, the ratio, and how far the process's
// resident memory rose while the file was made (sampled every 5 ms, and the peak the OS recorded).
// Usage: npx tsx scripts/bench/exports.ts [--pg]   (BENCH_TASKS, BENCH_RUNS; BENCH_ONLY=tasks or
// day-end measures one export alone, so its memory is not hidden by the other's earlier peak)
// Run with NODE_OPTIONS=--expose-gc so each memory figure starts from a collected heap.
import * as XLSX from '@e965/xlsx';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms, type Timing, time } from './measure';

const usePostgres = process.argv.includes('--pg');
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MB = 1024 * 1024;

/** How far resident memory rises above where it stood before `run`: the highest of a 5 ms sample
 * and (when `run` set a new high for the process) the peak the OS recorded. */
async function rssGrowth(run: () => Promise<unknown>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let sampled = before;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage().rss);
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  sampled = Math.max(sampled, process.memoryUsage().rss);
  const peakAfter = process.resourceUsage().maxRSS * 1024;
  return Math.max(sampled, peakAfter > peakBefore ? peakAfter : 0) - before;
}

async function main() {
  const started = performance.now();
  const bench = await openBenchDatabase(usePostgres, 'exports');
  const { database } = bench;
  const practice = await makeBenchPractice(database.db, TASKS, TASKS * 3, 'recent');
  console.log(
    `${database.kind}: ${TASKS} tasks, ${TASKS * 3} time entries ('recent' history) made in ${ms(performance.now() - started)}`,
  );
  const { app, close } = await openBenchApp(database);
  const headers = {
    authorization: `Bearer ${app.jwt.sign({ sub: practice.adminId, org: practice.orgId, role: 'ADMIN', name: 'Bench', ver: 0 })}`,
  };
  const only = process.env.BENCH_ONLY;
  const scenarios = [
    {
      key: 'day-end',
      name: 'Day End xlsx, This Month',
      url: '/api/reports/export/day-end?dateType=this-month&format=excel',
    },
    {
      key: 'tasks',
      name: 'task export xlsx, whole practice',
      url: '/api/tasks/export?scope=all&format=xlsx',
    },
  ].filter((s) => !only || s.key === only);
  const results: { name: string; api: Timing; sql: Timing; rss: number; rows: number; bytes: number }[] = [];
  for (const scenario of scenarios) {
    const call = async () => {
      const res = await app.inject({ method: 'GET', url: scenario.url, headers });
      if (res.statusCode >= 400) throw new Error(`${scenario.name} answered ${res.statusCode}`);
      return res.rawPayload;
    };
    let file: Buffer = Buffer.alloc(0);
    const rss = await rssGrowth(async () => {
      file = await call();
    });
    const book = XLSX.read(file, { type: 'buffer', dense: true });
    const rows = (book.Sheets[book.SheetNames[0] ?? ''] as { '!data'?: unknown[] })['!data']?.length ?? 0;
    const api = await time(RUNS, call, 1);
    const statements = await bench.capture(call);
    const sqlTiming = await time(RUNS, () => bench.replay(statements, { transaction: true }), 1);
    results.push({ name: scenario.name, api, sql: sqlTiming, rss, rows, bytes: file.length });
  }
  await close();
  await bench.cleanup();

  console.log(`\n${database.kind}, ${RUNS} runs each (after 1 warm-up run), Admin scope`);
  console.log(
    'export | rows in sheet | file | API median | API p95 | raw SQL median | API/SQL median | RSS growth',
  );
  for (const r of results) {
    console.log(
      `${r.name} | ${r.rows} | ${(r.bytes / MB).toFixed(1)} MB | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.sql.median)} | ${(r.api.median / r.sql.median).toFixed(2)}× | ${(r.rss / MB).toFixed(0)} MB`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
