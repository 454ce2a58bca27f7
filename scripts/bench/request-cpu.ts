// The API's own CPU per request, for PUT /tasks/:id (ET) or GET /tasks (my scope) on a small
// practice: wall time and the process's CPU time per request. On PostgreSQL (--pg) the process's
// CPU is the API's alone, the SQL running in the server; a load on the machine changes it little.
// Usage: BENCH_REQUEST=put|my BENCH_RUNS=300 npx tsx scripts/bench/request-cpu.ts [--pg]
// (with --cpu-prof on node to see where the time goes; BENCH_SHOW=1 prints each request's SQL).
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';

const usePostgres = process.argv.includes('--pg');
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const REQUEST = process.env.BENCH_REQUEST ?? 'put';

async function main() {
  const bench = await openBenchDatabase(usePostgres, 'cpu');
  const practice = await makeBenchPractice(bench.database.db, 5000, 15000);
  const { app, close } = await openBenchApp(bench.database);
  const token = (sub: string, role: 'ADMIN' | 'TEAM_MEMBER') =>
    `Bearer ${app.jwt.sign({ sub, org: practice.orgId, role, name: 'Bench', ver: 0 })}`;
  const adminAuth = { authorization: token(practice.adminId, 'ADMIN') };
  const memberAuth = { authorization: token(practice.memberId, 'TEAM_MEMBER') };
  const url = '/api/tasks?scope=all&limit=1';
  const [task] = (await app.inject({ method: 'GET', url, headers: adminAuth })).json().data.tasks;
  const calls = {
    // A different ET every run, so every call really writes.
    put: (i: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/tasks/${task.id}`,
        headers: adminAuth,
        payload: { et: 1000 + i },
      }),
    my: () => app.inject({ method: 'GET', url: '/api/tasks', headers: memberAuth }),
  };
  const call = calls[REQUEST as keyof typeof calls];
  if (!call) throw new Error('BENCH_REQUEST is put or my');
  if (process.env.BENCH_SHOW)
    for (const s of await bench.capture(() => call(RUNS + 1))) console.log(s.query, s.params);
  for (let i = 0; i < 50; i++) await call(-1 - i);
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    const res = await call(i);
    if (res.statusCode >= 400) throw new Error(`${REQUEST} answered ${res.statusCode}`);
  }
  const used = process.cpuUsage(cpu);
  const per = (n: number) => `${(n / RUNS).toFixed(2)} ms`;
  console.log(
    `${bench.database.kind} ${REQUEST}: ${per(performance.now() - started)} wall, ${per((used.user + used.system) / 1000)} CPU of the API process per request, ${RUNS} runs`,
  );
  await close();
  await bench.cleanup();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
