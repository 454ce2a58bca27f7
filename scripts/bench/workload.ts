// The workload view in the browser: the capacity bench's practice (100,000 tasks, 50 people), the
// real built app in headless Chromium. Prints the time from navigation to /workload to the frame in
// which its grid first shows a person's week (median and p95 of one run, against 800 ms).
// Usage: npm run build -w web && npx tsx scripts/bench/workload.ts [--pg]   (BENCH_TASKS, BENCH_RUNS;
// BENCH_DB keeps the database, as for capacity.ts)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findBenchPractice, makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import {
  benchAdminEmail,
  firstRowsDrawnAt,
  launchBenchBrowser,
  signedInPage,
  watchFirstRows,
} from './browser-bench';
import { ms, summarise } from './measure';

const usePostgres = process.argv.includes('--pg');
const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGET_MS = 800;
const DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');
/** The first person's first week: 'planned / available' once the answer is drawn. */
const FIRST_WEEK_CELL = '[role=row][row-index="0"] [col-id^="week:"]';

async function main() {
  if (!existsSync(join(DIST, 'index.html')))
    throw new Error(`Build the web app first: no ${DIST}/index.html`);
  const bench = await openBenchDatabase(usePostgres, 'capacity');
  const { database } = bench;
  const practice =
    (bench.reused && (await findBenchPractice(database.db))) ||
    (await makeBenchPractice(database.db, TASKS, TASKS * 3, 'years', 50));
  const email = await benchAdminEmail(database.db, practice);
  const served = await openBenchApp(database, DIST);
  const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBenchBrowser();
  const page = await signedInPage(browser, address, email, (p) => watchFirstRows(p, FIRST_WEEK_CELL));
  const painted: number[] = [];
  // The first visit warms the caches.
  for (let i = 0; i < RUNS + 1; i++) {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.goto('/workload');
    const at = await firstRowsDrawnAt(page);
    if (i > 0) painted.push(at);
  }
  await browser.close();
  await served.close();
  await bench.cleanup();
  const t = summarise(painted);
  console.log(`\n/workload, ${database.kind}, ${TASKS} tasks and 50 people, ${RUNS} runs (after 1 warm-up)`);
  console.log('measure | median | p95 | target | p95/target');
  console.log(
    `navigation → first week drawn | ${ms(t.median)} | ${ms(t.p95)} | ${TARGET_MS} ms | ${(t.p95 / TARGET_MS).toFixed(2)}×`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
