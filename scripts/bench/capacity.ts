// Capacity and triage benchmark (issue: team leaders' triage and capacity): 100,000 tasks and 50
// people (bench-data.ts, 'years' history plus the open work of the weeks ahead), then through the
// real app: GET /capacity for six weeks as an Admin (everyone) and as a Team Leader (their team),
// GET /triage's count set as each, and a leader's 'my' task page. Prints median and p95 of each
// against its target, and the SQL the app ran replayed raw.
// Usage: npx tsx scripts/bench/capacity.ts [--pg]   (BENCH_TASKS, BENCH_RUNS)
import { and, asc, eq } from 'drizzle-orm';
import postgres from 'postgres';
import { users } from '../../api/src/db/schema';
import { findBenchPractice, makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms, type Timing, time } from './measure';

const usePostgres = process.argv.includes('--pg');
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
// --explain prints each statement's plan with its times (PostgreSQL).
const explain = process.argv.includes('--explain');

async function explainAll(url: string, name: string, statements: { query: string; params: unknown[] }[]) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  console.log(`\n== ${name}`);
  for (const s of statements) {
    const rows = await sql.unsafe(`explain (analyze, buffers) ${s.query}`, s.params as never[]);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await sql.end();
}

async function main() {
  const started = performance.now();
  const bench = await openBenchDatabase(usePostgres, 'capacity');
  const { database } = bench;
  // BENCH_DB keeps the database for the next run (its practice is found, not made again).
  const practice =
    (bench.reused && (await findBenchPractice(database.db))) ||
    (await makeBenchPractice(database.db, TASKS, TASKS * 3, 'years', 50));
  console.log(`${database.kind}: ${TASKS} tasks, 50 people, made in ${ms(performance.now() - started)}`);
  const [leader] = await database.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.orgId, practice.orgId), eq(users.role, 'TEAM_LEADER')))
    .orderBy(asc(users.id))
    .limit(1);
  if (!leader) throw new Error('no team leader in the bench practice');

  const { app, close } = await openBenchApp(database);
  const token = (sub: string, role: 'ADMIN' | 'TEAM_LEADER') =>
    `Bearer ${app.jwt.sign({ sub, org: practice.orgId, role, name: 'Bench', ver: 0 })}`;
  const admin = { authorization: token(practice.adminId, 'ADMIN') };
  const lead = { authorization: token(leader.id, 'TEAM_LEADER') };
  const call = (url: string, headers: Record<string, string>) => () =>
    app.inject({ method: 'GET', url, headers });

  const scenarios = [
    { name: 'capacity, 6 weeks, Admin (everyone)', target: 100, call: call('/api/capacity', admin) },
    { name: 'capacity, 6 weeks, Team Leader (their team)', target: 100, call: call('/api/capacity', lead) },
    { name: 'triage counts, Admin (the practice)', target: 50, call: call('/api/triage', admin) },
    { name: 'triage counts, Team Leader (their team)', target: 50, call: call('/api/triage', lead) },
    {
      name: "a leader's 'my' task page (first page with counts)",
      target: 15,
      call: call('/api/tasks?scope=my', lead),
    },
    {
      name: 'a queue as a task page: overdue, team',
      target: null,
      call: call('/api/tasks?scope=team&queue=overdue', lead),
    },
  ];
  const results: { name: string; target: number | null; api: Timing; sql: Timing; statements: number }[] = [];
  for (const scenario of scenarios) {
    const api = await time(RUNS, async () => {
      const res = await scenario.call();
      if (res.statusCode >= 400) throw new Error(`${scenario.name} answered ${res.statusCode}: ${res.body}`);
    });
    const statements = await bench.capture(scenario.call);
    if (explain && bench.postgresUrl) await explainAll(bench.postgresUrl, scenario.name, statements);
    const sqlTiming = await time(RUNS, () => bench.replay(statements, { transaction: true }));
    results.push({
      name: scenario.name,
      target: scenario.target,
      api,
      sql: sqlTiming,
      statements: statements.length,
    });
  }
  const [mine] = await Promise.all([
    call('/api/tasks?scope=my&limit=1', lead)().then((r) => r.json().data.pagination.total as number),
  ]);
  await close();
  await bench.cleanup();

  console.log(
    `\n${database.kind}, ${RUNS} runs each (after 3 warm-up runs); the leader has ${mine} 'my' tasks`,
  );
  console.log(
    'scenario | API median | API p95 | target p95 | raw SQL median | raw SQL p95 | statements | verdict',
  );
  for (const r of results) {
    const verdict = r.target === null ? '–' : r.api.p95 <= r.target ? 'PASS' : 'MISS';
    console.log(
      `${r.name} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${r.target === null ? '–' : `≤ ${r.target} ms`} | ${ms(r.sql.median)} | ${ms(r.sql.p95)} | ${r.statements} | ${verdict}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
