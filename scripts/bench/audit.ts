// Audit log benchmark: 1,000,000 entries in one practice (and 100,000 in another); times GET
// /audit for the first page, a page half-way down (by its cursor), a page filtered by record type,
// person and dates, and a record's history, through the real app, then the same SQL the app ran,
// replayed raw. Target: every page within 100 ms.
// Usage: npx tsx scripts/bench/audit.ts [--pg]   (BENCH_AUDIT_ROWS, BENCH_RUNS to change the size)
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, users } from '../../api/src/db/schema';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms, type Timing, time } from './measure';

const usePostgres = process.argv.includes('--pg');
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 100;
const CHUNK = 100_000;
const ENTITIES = ['tasks', 'time_entries', 'comments', 'clients', 'invoices', 'payments', 'users'];

/** `count` entries over the past year: people, record kinds and records spread evenly. */
async function fillAuditLog(
  db: Parameters<typeof makeBenchPractice>[0],
  orgId: string,
  people: string[],
  count: number,
) {
  for (let done = 0; done < count; done += CHUNK) {
    const n = Math.min(CHUNK, count - done);
    await db.execute(sql`
      insert into audit_log (org_id, at, user_id, user_name, entity, entity_id, label, action, changes, snapshot, ip, session)
      select ${orgId}::uuid,
             now() - (g * interval '31 seconds'),
             (${`{${people.join(',')}}`}::uuid[])[1 + g % ${people.length}::int],
             'Bench person',
             (${`{${ENTITIES.join(',')}}`}::text[])[1 + g % ${ENTITIES.length}::int],
             md5((g % 100000)::text)::uuid,
             'Record ' || (g % 100000),
             case when g % 10 = 0 then 'create' else 'update' end,
             -- an update's changed fields; a create's record as the triggers keep it (0025)
             case when g % 10 = 0 then '{}'::jsonb
                  else jsonb_build_object('et', jsonb_build_object('old', g % 90, 'new', g % 90 + 15)) end,
             case when g % 10 = 0
                  then jsonb_build_object('task', 'GST Returns', 'sub_task', 'GSTR-1', 'et', g % 90) end,
             '10.0.0.' || (g % 250),
             md5((g % 5000)::text)::uuid::text
      from generate_series(${done}::int, ${done + n - 1}::int) as g`);
  }
  await db.execute(sql`analyze audit_log`);
}

async function main() {
  const started = performance.now();
  const bench = await openBenchDatabase(usePostgres, 'audit');
  const { database } = bench;
  const practice = await makeBenchPractice(database.db, 1_000, 1_000);
  const other = await makeBenchPractice(database.db, 100, 100);
  const people = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.orgId, practice.orgId));
  const ids = people.map((p) => p.id);
  await fillAuditLog(database.db, practice.orgId, ids, ROWS);
  await fillAuditLog(database.db, other.orgId, [other.adminId], ROWS / 10);
  console.log(
    `${database.kind}: ${ROWS} audit entries (+${ROWS / 10} in another practice) made in ${ms(performance.now() - started)}`,
  );

  const { app, close } = await openBenchApp(database);
  const auth = {
    authorization: `Bearer ${app.jwt.sign({ sub: practice.adminId, org: practice.orgId, role: 'ADMIN', name: 'Bench', ver: 0 })}`,
  };
  const [deep] = await database.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.orgId, practice.orgId))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(Math.floor(ROWS / 2))
    .limit(1);
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  // One of the 100,000 records the entries are spread over (md5('12345') as a uuid): ten entries.
  const record = '827ccb0e-ea8a-706c-4c34-a16891f84e7b';

  const scenarios = [
    { name: 'GET /audit first page (50)', url: '/api/audit' },
    {
      name: `GET /audit page at entry ${Math.floor(ROWS / 2)} (cursor)`,
      url: `/api/audit?cursor=${deep?.id}`,
    },
    {
      name: 'GET /audit tasks by one person, last 30 days',
      url: `/api/audit?entity=tasks&userId=${ids[3]}&from=${monthAgo}&to=${today}`,
    },
    { name: 'GET /audit one record', url: `/api/audit?entityId=${record}` },
  ];

  const results: { name: string; api: Timing; sql: Timing; statements: number }[] = [];
  for (const scenario of scenarios) {
    const call = () => app.inject({ method: 'GET', url: scenario.url, headers: auth });
    const api = await time(RUNS, async () => {
      const res = await call();
      if (res.statusCode >= 400) throw new Error(`${scenario.name} answered ${res.statusCode}: ${res.body}`);
    });
    const statements = await bench.capture(call);
    const sqlTiming = await time(RUNS, () => bench.replay(statements));
    results.push({ name: scenario.name, api, sql: sqlTiming, statements: statements.length });
  }
  await close();
  await bench.cleanup();

  console.log(`\n${database.kind}, ${RUNS} runs each (after 3 warm-up runs); target ≤ ${TARGET_MS} ms`);
  console.log('scenario | API median | API p95 | raw SQL median | raw SQL p95 | statements | API/SQL p95');
  for (const r of results) {
    console.log(
      `${r.name} | ${ms(r.api.median)} | ${ms(r.api.p95)} | ${ms(r.sql.median)} | ${ms(r.sql.p95)} | ${r.statements} | ${(r.api.p95 / r.sql.p95).toFixed(2)}×`,
    );
  }
  const slow = results.filter((r) => r.api.p95 > TARGET_MS);
  console.log(
    slow.length ? `OVER TARGET: ${slow.map((r) => r.name).join('; ')}` : 'PASS: every page within target',
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
