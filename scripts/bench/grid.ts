// Task grid in the browser: 100,000 tasks, the real built app in headless Chromium. Prints the
// time from navigation to the first rows painted on /all-tasks, and from pressing Enter on an
// edited ET cell to the server's answer (median and p95 of one run each); and, from the page's
// resource timings, when the first API call and the first GET /tasks start after navigation and
// when the counts call ends relative to the page call (on PGlite it queues behind it).
// Usage: npm run build -w web && npx tsx scripts/bench/grid.ts   (BENCH_TASKS, BENCH_RUNS)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../../api/src/db/schema';
import { hashPassword } from '../../api/src/lib/passwords';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms, summarise } from './measure';

const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PASSWORD = 'Bench@12345';
const WEB_DIST = join(import.meta.dirname, '..', '..', 'web', 'dist');

async function main() {
  if (!existsSync(join(WEB_DIST, 'index.html')))
    throw new Error('Build the web app first: npm run build -w web');
  const bench = await openBenchDatabase(false, 'grid');
  const { database } = bench;
  const started = performance.now();
  const practice = await makeBenchPractice(database.db, TASKS, TASKS * 3);
  const [admin] = await database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), status: 'Active', emailVerifiedAt: new Date() })
    .where(eq(users.id, practice.adminId))
    .returning({ email: users.email });
  console.log(`pglite: ${TASKS} tasks, ${TASKS * 3} time entries made in ${ms(performance.now() - started)}`);

  const { app, close } = await openBenchApp(database, WEB_DIST);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: address });
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin?.email ?? '');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();

  const firstCell = page
    .locator('[role=row][row-index="0"] [col-id="client"]')
    .filter({ hasText: /\S/ })
    .first();
  const paint: number[] = [];
  const firstApi: number[] = [];
  const firstTasks: number[] = [];
  const countsAfterPage: number[] = [];
  // With BENCH_TRACE set, the calls of the last visit are printed with their start and end.
  const trace: string[] = [];
  let navStart = 0;
  page.on('requestfinished', (request) => {
    const timing = request.timing();
    const at = timing.startTime - navStart;
    trace.push(
      `${at.toFixed(0)} ms +${timing.responseEnd.toFixed(0)} ms ${request.method()} ${request.url().replace(address, '')}`,
    );
  });
  for (let i = 0; i < RUNS + 1; i++) {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const start = performance.now();
    trace.length = 0;
    navStart = Date.now();
    const counted = page.waitForResponse((r) => r.url().includes('/api/tasks/counts'));
    await page.goto('/all-tasks');
    await firstCell.waitFor();
    if (i > 0) paint.push(performance.now() - start); // the first visit warms the caches
    await counted;
    const calls = await apiTimings(page);
    const pageCall = calls.find((c) => /\/api\/tasks\?/.test(c.name));
    const countsCall = calls.find((c) => c.name.includes('/api/tasks/counts'));
    if (i > 0 && calls[0] && pageCall && countsCall) {
      firstApi.push(calls[0].startTime);
      firstTasks.push(pageCall.startTime);
      countsAfterPage.push(countsCall.responseEnd - pageCall.responseEnd);
    }
  }

  if (process.env.BENCH_TRACE) console.log(trace.join('\n'));
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

  await browser.close();
  await close();
  await bench.cleanup();

  const p = summarise(paint);
  const a = summarise(answer);
  const row = (label: string, samples: number[], target: number) => {
    const t = summarise(samples);
    return `${label} | ${ms(t.median)} | ${ms(t.p95)} | ${target} ms | ${(t.median / target).toFixed(2)}× (median)`;
  };
  console.log(`\n/all-tasks with ${TASKS} tasks, ${RUNS} runs each (after 1 warm-up)`);
  console.log('measure | median | p95 | target | p95/target');
  console.log(
    `navigation → first rows painted | ${ms(p.median)} | ${ms(p.p95)} | 1500 ms | ${(p.p95 / 1500).toFixed(2)}×`,
  );
  console.log(row('navigation → first API call starts', firstApi, 100));
  console.log(row('navigation → first GET /tasks starts', firstTasks, 100));
  console.log(row('counts call ends after the page call', countsAfterPage, 100));
  console.log(
    `Enter on edited ET → server answer | ${ms(a.median)} | ${ms(a.p95)} | 150 ms | ${(a.p95 / 150).toFixed(2)}×`,
  );
}

/** The API calls of the current document, in start order, relative to its navigation. */
function apiTimings(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/'))
      .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd }))
      .sort((a, b) => a.startTime - b.startTime),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
