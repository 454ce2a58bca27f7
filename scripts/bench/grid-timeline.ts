// Where the main thread's time goes while /all-tasks opens, as DevTools' summary sums it: script
// compile and run, style, layout, paint, parsing, garbage collection, from a Chromium trace of
// each visit; self time by event name up to the first row painted, and the same per 100 ms window.
// Usage: npm run build -w web && npx tsx scripts/bench/grid-timeline.ts   (BENCH_TASKS, BENCH_RUNS,
// BENCH_WEB_DIST)
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import {
  benchAdminEmail,
  firstRowsDrawnAt,
  launchBenchBrowser,
  signedInPage,
  watchFirstRows,
} from './browser-bench';
import { summarise } from './measure';

const TASKS = Number(process.env.BENCH_TASKS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST = process.env.BENCH_WEB_DIST ?? join(import.meta.dirname, '..', '..', 'web', 'dist');
const WINDOW_MS = 100;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread (µs): unlike `dur`, not stretched when other processes take the cores. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/** Self time (ms) by event name of the complete events on one thread between `from` and `to` (µs). */
function selfTimes(events: TraceEvent[], from: number, to: number) {
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= to)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byName = new Map<string, number>();
  const windows = new Map<number, Map<string, number>>();
  const stack: { end: number; name: string; self: number; ts: number }[] = [];
  let cpu = 0;
  const close = (span: { name: string; self: number; ts: number }) => {
    byName.set(span.name, (byName.get(span.name) ?? 0) + span.self / 1000);
    const w = Math.floor((span.ts - from) / 1000 / WINDOW_MS);
    const names = windows.get(w) ?? new Map<string, number>();
    names.set(span.name, (names.get(span.name) ?? 0) + span.self / 1000);
    windows.set(w, names);
  };
  for (const e of spans) {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts) close(stack.pop() as (typeof stack)[number]);
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur ?? 0;
    else cpu += (e.tdur ?? 0) / 1000;
    stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, self: e.dur ?? 0, ts: e.ts });
  }
  while (stack.length) close(stack.pop() as (typeof stack)[number]);
  return { byName, windows, cpu };
}

async function visit(browser: Browser, page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto('/all-tasks');
  const painted = await firstRowsDrawnAt(page);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const nav = events.filter((e) => e.name === 'navigationStart').at(-1);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav?.pid,
  );
  if (!nav || !main) throw new Error('no navigationStart or renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  return { painted, ...selfTimes(onMain, nav.ts, nav.ts + painted * 1000) };
}

async function main() {
  const bench = await openBenchDatabase(false, 'timeline');
  const practice = await makeBenchPractice(bench.database.db, TASKS, TASKS * 3);
  const adminEmail = await benchAdminEmail(bench.database.db, practice);
  const served = await openBenchApp(bench.database, DIST);
  const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBenchBrowser();
  const page = await signedInPage(browser, address, adminEmail, watchFirstRows);
  await visit(browser, page);
  const visits: Awaited<ReturnType<typeof visit>>[] = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, page));
  await browser.close();
  await served.close();
  await bench.cleanup();

  const median = (xs: number[]) => summarise(xs).median;
  console.log(
    `\n${DIST}: ${RUNS} visits; first row painted at ${median(visits.map((v) => v.painted)).toFixed(0)} ms`,
  );
  console.log(`main thread CPU time up to it: ${median(visits.map((v) => v.cpu)).toFixed(0)} ms (median)`);
  console.log('main thread self time up to it, by event (median ms):');
  const names = new Set(visits.flatMap((v) => [...v.byName.keys()]));
  const rows = [...names].map((n) => [n, median(visits.map((v) => v.byName.get(n) ?? 0))] as const);
  for (const [n, t] of rows.sort((a, b) => b[1] - a[1]).filter(([, t]) => t >= 1))
    console.log(`${t.toFixed(0).padStart(5)}  ${n}`);
  console.log(`\nthe last visit per ${WINDOW_MS} ms (events of ≥ 3 ms):`);
  const last = visits.at(-1);
  for (const [w, byName] of [...(last?.windows ?? new Map<number, Map<string, number>>())].sort(
    (a, b) => a[0] - b[0],
  )) {
    const busy = [...byName].filter(([, t]) => t >= 3).sort((a, b) => b[1] - a[1]);
    console.log(
      `${String(w * WINDOW_MS).padStart(5)}  ${busy.map(([n, t]) => `${n} ${t.toFixed(0)}`).join(', ')}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
