// What the audit trail costs a bulk write: 20,000 tasks inserted in one statement (as the import
// commits them) and then all updated in one (as a bulk action does), with the audit triggers on
// and off in turn on the same database, so the ratio is measured under the same load.
// Usage: npx tsx scripts/bench/audit-writes.ts [--pg]   (BENCH_ROWS, BENCH_RUNS to change the size)
import { sql } from 'drizzle-orm';
import { makeBenchPractice } from './bench-data';
import { openBenchDatabase } from './bench-db';
import { ms, summarise } from './measure';

const usePostgres = process.argv.includes('--pg');
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function main() {
  const bench = await openBenchDatabase(usePostgres, 'auditwrites');
  const { db } = bench.database;
  const practice = await makeBenchPractice(db, 100, 100);
  const triggers = async (on: boolean) => {
    for (const name of ['tasks_audit_insert', 'tasks_audit_update', 'tasks_audit_delete'])
      await db.execute(sql.raw(`alter table tasks ${on ? 'enable' : 'disable'} trigger ${name}`));
  };
  const round = async (audited: boolean) => {
    await triggers(audited);
    const batch = `bench-${audited}-${performance.now()}`;
    const started = performance.now();
    await db.execute(sql`
      insert into tasks (org_id, task, sub_task, et, priority_id, status_id, remarks)
      select ${practice.orgId}::uuid, 'GST Returns', 'GSTR-1 ' || g, g % 120,
        (select id from priorities where org_id = ${practice.orgId}::uuid limit 1),
        (select id from statuses where org_id = ${practice.orgId}::uuid limit 1), ${batch}
      from generate_series(1, ${ROWS}::int) g`);
    const inserted = performance.now() - started;
    const updateStarted = performance.now();
    await db.execute(sql`update tasks set et = et + 5 where remarks = ${batch}`);
    const updated = performance.now() - updateStarted;
    await triggers(false);
    await db.execute(sql`delete from tasks where remarks = ${batch}`);
    return { inserted, updated };
  };
  const plain: { inserted: number; updated: number }[] = [];
  const audited: { inserted: number; updated: number }[] = [];
  await round(true); // warm-up
  for (let i = 0; i < RUNS; i++) {
    plain.push(await round(false));
    audited.push(await round(true));
  }
  await triggers(true);
  await bench.cleanup();
  const median = (list: number[]) => summarise(list).median;
  const line = (name: string, key: 'inserted' | 'updated') => {
    const off = median(plain.map((r) => r[key]));
    const on = median(audited.map((r) => r[key]));
    console.log(`${name} | ${ms(off)} | ${ms(on)} | ${(on / off).toFixed(2)}×`);
  };
  console.log(`\n${bench.database.kind}, ${ROWS} tasks, median of ${RUNS} alternating rounds`);
  console.log('statement | without the trail | with the trail | ratio');
  line(`insert ${ROWS} tasks in one statement`, 'inserted');
  line(`update ${ROWS} tasks in one statement`, 'updated');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
