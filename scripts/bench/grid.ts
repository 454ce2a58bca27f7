// Task grid in the browser: 100,000 tasks, the real built app in headless Chromium. Prints the
// time from navigation to the first rows painted on /all-tasks, and from pressing Enter on an
// edited ET cell to the server's answer (median and p95 of one run each); and, from the page's
// resource timings, when the first API call and the first GET /tasks start after navigation and
// when the counts call ends relative to the page call (on PGlite it queues behind it).
// Usage: npm run build -w web && npx tsx scripts/bench/grid.ts   (BENCH_TASKS, BENCH_RUNS)
// BENCH_WEB_DIST=a,b compares builds of the web app: each is served by its own API instance over
// the same database, and their visits alternate, so both see the same data and the same load.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import {
  benchAdminEmail,
  firstRowsDrawnAt,
  launchBenchBrowser,
  signedInPage,
  watchFirstRows,
} from './browser-bench';
import { ms, summarise } from './measure';

const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WEB_DISTS = (process.env.BENCH_WEB_DIST ?? join(import.meta.dirname, '..', '..', 'web', 'dist')).split(
  ',',
);

interface Build {
  dist: string;
  page: Page;
  address: string;
  paint: number[];
  firstApi: number[];
  firstTasks: number[];
  countsAfterPage: number[];
  /** The calls of the last visit with their start and duration (printed with BENCH_TRACE). */
  trace: string[];
}

/** One visit of /all-tasks from another page; `keep` false for the warm-up. */
async function visit(build: Build, keep: boolean) {
  const { page } = build;
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  const counted = page.waitForResponse((r) => r.url().includes('/api/tasks/counts'));
  await page.goto('/all-tasks');
  const painted = await firstRowsDrawnAt(page);
  await counted;
  const calls = await apiTimings(page);
  const pageCall = calls.find((c) => /\/api\/tasks\?/.test(c.name));
  const countsCall = calls.find((c) => c.name.includes('/api/tasks/counts'));
  build.trace = calls.map(
    (c) => `${c.startTime.toFixed(0)} ms +${(c.responseEnd - c.startTime).toFixed(0)} ms ${c.name}`,
  );
  if (!keep || !calls[0] || !pageCall || !countsCall) return;
  build.paint.push(painted);
  build.firstApi.push(calls[0].startTime);
  build.firstTasks.push(pageCall.startTime);
  build.countsAfterPage.push(countsCall.responseEnd - pageCall.responseEnd);
}

/** From pressing Enter on an edited ET cell to the server's answer. */
async function editAnswers(page: Page): Promise<number[]> {
  // A person reads the screen before editing: let the first counts finish.
  await page.waitForLoadState('networkidle');
  const answer: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const cell = page.locator(`[role=row][row-index="${i + 1}"] [col-id="et"]`).first();
    await cell.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+a');
    await page.keyboard.type(String(500 + i));
    const response = page.waitForResponse((r) => r.request().method() === 'PUT');
    const start = performance.now();
    await page.keyboard.press('Enter');
    const res = await response;
    if (!res.ok())
      throw new Error(`PUT answered ${res.status()}: ${await res.text()} ${res.request().postData()}`);
    if (i > 0) answer.push(performance.now() - start);
  }
  return answer;
}

async function main() {
  for (const dist of WEB_DISTS)
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`Build the web app first: no ${dist}/index.html`);
  const bench = await openBenchDatabase(false, 'grid');
  const { database } = bench;
  const started = performance.now();
  const practice = await makeBenchPractice(database.db, TASKS, TASKS * 3);
  const adminEmail = await benchAdminEmail(database.db, practice);
  console.log(`pglite: ${TASKS} tasks, ${TASKS * 3} time entries made in ${ms(performance.now() - started)}`);

  const browser = await launchBenchBrowser();
  const apps: { close(): Promise<void> }[] = [];
  const builds: Build[] = [];
  for (const dist of WEB_DISTS) {
    const served = await openBenchApp(database, dist);
    apps.push(served);
    const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
    const page = await signedInPage(browser, address, adminEmail, watchFirstRows);
    builds.push({
      dist,
      page,
      address,
      paint: [],
      firstApi: [],
      firstTasks: [],
      countsAfterPage: [],
      trace: [],
    });
  }
  // The first visit of each warms the caches; then the builds take turns.
  for (let i = 0; i < RUNS + 1; i++) for (const build of builds) await visit(build, i > 0);
  const answer = await editAnswers(builds[0]?.page as Page);

  await browser.close();
  for (const app of apps) await app.close();
  await bench.cleanup();

  const row = (label: string, samples: number[], target: number) => {
    const t = summarise(samples);
    return `${label} | ${ms(t.median)} | ${ms(t.p95)} | ${target} ms | ${(t.p95 / target).toFixed(2)}×`;
  };
  for (const build of builds) {
    if (process.env.BENCH_TRACE) console.log(`\nlast visit, ${build.dist}:\n${build.trace.join('\n')}`);
    console.log(`\n/all-tasks with ${TASKS} tasks, ${RUNS} runs each (after 1 warm-up), ${build.dist}`);
    console.log('measure | median | p95 | target | p95/target');
    console.log(row('navigation → first rows painted', build.paint, 1500));
    console.log(row('navigation → first API call starts', build.firstApi, 100));
    console.log(row('navigation → first GET /tasks starts', build.firstTasks, 100));
    console.log(row('counts call ends after the page call', build.countsAfterPage, 100));
  }
  console.log(row(`\nEnter on edited ET → server answer (${WEB_DISTS[0]})`, answer, 150));
}

/** The API calls of the current document, in start order, relative to its navigation. */
function apiTimings(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e): e is PerformanceResourceTiming => e.name.includes('/api/'))
      .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }))
      .sort((a, b) => a.startTime - b.startTime),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
