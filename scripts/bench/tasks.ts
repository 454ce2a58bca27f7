// Task benchmark: 100,000 tasks and 300,000 time entries; times GET /tasks (first page with stats
// and counts), a filtered and searched page, and PUT /tasks/:id through the real app, then the
// same SQL the app ran, replayed raw on the same database, and prints the ratios.
// Usage: npx tsx scripts/bench/tasks.ts [--pg] [--tasks 1000000]   (or BENCH_TASKS; BENCH_RUNS runs;
// BENCH_DB=name keeps the PostgreSQL database and its practice for the next run)
import { findBenchPractice, makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms, type Timing, time } from './measure';

const usePostgres = process.argv.includes('--pg');
const tasksArg = process.argv.indexOf('--tasks');
const TASKS = Number(tasksArg > 0 ? process.argv[tasksArg + 1] : (process.env.BENCH_TASKS ?? 100_000));
if (!Number.isInteger(TASKS) || TASKS < 1) throw new Error('--tasks takes a whole number of tasks');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function main() {
  const started = performance.now();
  const bench = await openBenchDatabase(usePostgres, 'tasks');
  const { database } = bench;
  const found = bench.reused ? await findBenchPractice(database.db) : undefined;
  const practice = found ?? (await makeBenchPractice(database.db, TASKS, TASKS * 3));
  console.log(
    found
      ? `${database.kind}: the kept database's practice, opened and migrated in ${ms(performance.now() - started)}`
      : `${database.kind}: ${TASKS} tasks, ${TASKS * 3} time entries made in ${ms(performance.now() - started)}`,
  );

  const { app, close } = await openBenchApp(database);
  const token = (sub: string, role: 'ADMIN' | 'TEAM_MEMBER') =>
    `Bearer ${app.jwt.sign({ sub, org: practice.orgId, role, name: 'Bench', ver: 0 })}`;
  const adminAuth = { authorization: token(practice.adminId, 'ADMIN') };
  const memberAuth = { authorization: token(practice.memberId, 'TEAM_MEMBER') };
  const [someTask] = (
    await app.inject({ method: 'GET', url: '/api/tasks?scope=all&limit=1', headers: adminAuth })
  ).json().data.tasks;

  // A write is replayed as the app runs it: in one transaction, and changing the value each run
  // (a replay of the same value would find nothing to change, and the audit trail nothing to record).
  const scenarios: {
    name: string;
    call: (i: number) => Promise<{ statusCode: number }>;
    write?: { captured: unknown; replayed: (i: number) => unknown };
  }[] = [
    {
      name: 'GET /tasks all, first page + stats + counts',
      call: () => app.inject({ method: 'GET', url: '/api/tasks?scope=all', headers: adminAuth }),
    },
    {
      name: 'GET /tasks my, first page + stats + counts',
      call: () => app.inject({ method: 'GET', url: '/api/tasks', headers: memberAuth }),
    },
    {
      name: 'GET /tasks all, page 3 without counts (grid scrolling)',
      call: () =>
        app.inject({
          method: 'GET',
          url: '/api/tasks?scope=all&page=3&limit=100&counts=false',
          headers: adminAuth,
        }),
    },
    {
      name: 'GET /tasks all, chip + priority + search',
      call: () =>
        app.inject({
          method: 'GET',
          url: '/api/tasks?scope=all&status=IN_PROCESS&priority=High&search=gstr&sortBy=dueDate&sortOrder=asc',
          headers: adminAuth,
        }),
    },
    {
      name: 'PUT /tasks/:id (ET)',
      call: (i) =>
        app.inject({
          method: 'PUT',
          url: `/api/tasks/${someTask.id}`,
          headers: adminAuth,
          // A different ET every run, so every call (and the captured one) really writes.
          payload: { et: 1000 + i },
        }),
      write: { captured: 1000 + RUNS + 1, replayed: (i) => 5000 + i },
    },
  ];

  const results: { name: string; api: Timing; sql: Timing; statements: number }[] = [];
  for (const scenario of scenarios) {
    const api = await time(RUNS, async (i) => {
      const res = await scenario.call(i);
      if (res.statusCode >= 400) throw new Error(`${scenario.name} answered ${res.statusCode}`);
    });
    const statements = await bench.capture(() => scenario.call(RUNS + 1));
    const { write } = scenario;
    const sqlTiming = await time(RUNS, (i) =>
      write
        ? bench.replay(
            statements.map((s) => ({
              ...s,
              params: s.params.map((p) => (p === write.captured ? write.replayed(i) : p)),
            })),
            { transaction: true },
          )
        : bench.replay(statements),
    );
    results.push({ name: scenario.name, api, sql: sqlTiming, statements: statements.length });
  }
  await close();
  await bench.cleanup();

  console.log(`\n${database.kind}, ${RUNS} runs each (after 3 warm-up runs)`);
  console.log('scenario | API median | API p95 | raw SQL median | raw SQL p95 | statements | API/SQL p95');
  for (const r of results) {
    console.log(
      `${r.name} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.sql.median)} | ${ms(r.sql.p95)} | ${r.statements} | ${(r.api.p95 / r.sql.p95).toFixed(2)}×`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
