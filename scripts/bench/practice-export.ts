// Practice export benchmark: a practice of BENCH_TASKS tasks (and three time entries each, with
// their audit trail) exported through the real app as its Admin, the zip read as a client would
// and thrown away, then imported into a fresh database by the operator's import. Prints the
// export's time, size and how far resident memory rose while it was made (sampled every 5 ms),
// the heap still alive after a full collection (twice a second), and the import's time: run it at
// two sizes to see the memory stay flat.
// Usage: NODE_OPTIONS=--expose-gc npx tsx scripts/bench/practice-export.ts [--pg]   (BENCH_TASKS)
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { importPractice } from '../../api/src/modules/practice-transfer/import';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms } from './measure';

const usePostgres = process.argv.includes('--pg');
const TASKS = Number(process.env.BENCH_TASKS ?? 20_000);
const MB = 1024 * 1024;

async function main() {
  const source = await openBenchDatabase(usePostgres, 'practice_export');
  const practice = await makeBenchPractice(source.database.db, TASKS, TASKS * 3, 'recent');
  const { app, close } = await openBenchApp(source.database);
  const headers = {
    authorization: `Bearer ${app.jwt.sign({ sub: practice.adminId, org: practice.orgId, role: 'ADMIN', name: 'Bench', ver: 0 })}`,
  };
  const dir = mkdtempSync(join(tmpdir(), 'pd-bench-export-'));
  const file = join(dir, 'export.zip');

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const before = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = before;
  let livePeak = heapBefore;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  // What stays alive (the heap just after a full collection), twice a second.
  const liveTimer = setInterval(() => {
    gc?.();
    livePeak = Math.max(livePeak, process.memoryUsage().heapUsed);
  }, 500);
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: '/api/practice/export',
    headers,
    payloadAsStream: true,
  });
  if (res.statusCode !== 200) throw new Error(`the export answered ${res.statusCode}`);
  await pipeline(res.stream(), createWriteStream(file));
  const took = performance.now() - started;
  clearInterval(timer);
  clearInterval(liveTimer);
  const rows = Number(res.headers['x-total-rows']);
  await close();

  const target = await openBenchDatabase(usePostgres, 'practice_import');
  const importStarted = performance.now();
  const done = await importPractice(target.database.db, file, () => {});
  const importTook = performance.now() - importStarted;
  console.log(`${source.database.kind}: ${TASKS} tasks, ${TASKS * 3} time entries`);
  console.log(
    'rows + documents | zip | export | RSS growth while exporting | live heap growth (after GC) | import | rows imported',
  );
  console.log(
    `${rows} | ${(statSync(file).size / MB).toFixed(1)} MB | ${ms(took)} | ${((peak - before) / MB).toFixed(0)} MB | ${((livePeak - heapBefore) / MB).toFixed(1)} MB | ${ms(importTook)} | ${done.rows}`,
  );
  await target.cleanup();
  await source.cleanup();
  rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
