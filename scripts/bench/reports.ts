// Reports benchmark: 100,000 tasks and 300,000 time entries (bench-data.ts); times each report
// for This Month and All Time and the .xlsx exports through the real app as an Admin (the whole
// practice, the heaviest scope), then the SQL the app ran, replayed raw in one transaction on the same database, and
// prints the ratios. The history is ~3 years of work by default; --recent puts every task's time
// in the last three days (This Month then holds all 300,000 entries: the worst case).
// Usage: npx tsx scripts/bench/reports.ts [--pg] [--recent]   (BENCH_TASKS, BENCH_RUNS)
import { sql } from 'drizzle-orm';
import { type BenchHistory, makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms, type Timing, time } from './measure';

const usePostgres = process.argv.includes('--pg');
const history: BenchHistory = process.argv.includes('--recent') ? 'recent' : 'years';
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

const REPORTS = ['day-end', 'clients', 'users', 'tasks', 'sub-tasks'] as const;
const PERIODS = [
  ['This Month', 'this-month'],
  ['All Time', 'all-time'],
] as const;

async function main() {
  const started = performance.now();
  const bench = await openBenchDatabase(usePostgres, 'reports');
  const { database } = bench;
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

  const { app, close } = await openBenchApp(database);
  const headers = {
    authorization: `Bearer ${app.jwt.sign({ sub: practice.adminId, org: practice.orgId, role: 'ADMIN', name: 'Bench', ver: 0 })}`,
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
    const statements = await bench.capture(scenario.call);
    const sqlTiming = await time(RUNS, () => bench.replay(statements, { transaction: true }));
    results.push({ name: scenario.name, api, sql: sqlTiming, statements: statements.length, bytes });
  }
  await close();
  await bench.cleanup();

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
