// Where the time of opening /all-tasks goes, for one build: the page's own timeline (scripts and
// API calls with start and end, long tasks, when the shell, the grid and the first row appear)
// and a CPU profile of the visit summed by script file. Median over BENCH_RUNS visits.
// Usage: npm run build -w web && npx tsx scripts/bench/grid-trace.ts   (BENCH_TASKS, BENCH_WEB_DIST;
// BENCH_PROFILE=0 skips the CPU profile, which slows the page; BENCH_CPU_JSON=file keeps it by function)
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { benchAdminEmail, launchBenchBrowser, signedInPage } from './browser-bench';
import { summarise } from './measure';

const TASKS = Number(process.env.BENCH_TASKS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE = process.env.BENCH_PROFILE !== '0';
const DIST = process.env.BENCH_WEB_DIST ?? join(import.meta.dirname, '..', '..', 'web', 'dist');

// Runs in the page before its scripts: notes when the shell, the grid and the first row appear.
const WATCH = `(() => {
  const marks = (window.__marks = {});
  const note = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) (window.__long ||= []).push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (document.querySelector('#root > *')) note('root rendered');
    if (document.querySelector('[aria-label="Account menu"]')) note('shell');
    const wrapper = document.querySelector('.ag-root-wrapper');
    if (wrapper) note('grid element');
    if (wrapper && wrapper.clientWidth > 0 && wrapper.clientHeight > 0) note('grid has a size');
    if (document.querySelector('.ag-overlay-loading-center, .ag-overlay-loading-wrapper')) note('loading overlay');
    if (document.querySelector('.ag-header-cell')) note('grid header');
    const cell = document.querySelector('[role=row][row-index="0"] [col-id="client"]');
    if (cell && /\\S/.test(cell.textContent)) {
      note('first row in DOM');
      requestAnimationFrame(() => setTimeout(() => note('first row painted (rAF+task)')));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

interface Visit {
  marks: Record<string, number>;
  resources: { name: string; start: number; end: number }[];
  long: [number, number][];
  cpu: Map<string, number>;
}

async function visit(page: Page): Promise<Visit> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (PROFILE) await cdp.send('Profiler.start');
  await page.goto('/all-tasks');
  await page
    .locator('[role=row][row-index="0"] [col-id="client"]')
    .filter({ hasText: /\S/ })
    .first()
    .waitFor();
  await page.waitForTimeout(300);
  const { profile } = PROFILE
    ? await cdp.send('Profiler.stop')
    : { profile: { nodes: [], samples: [], timeDeltas: [] } };
  await cdp.detach();
  const cpu = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  (profile.samples ?? []).forEach((id, i) => {
    const node = byId.get(id);
    const url = node?.callFrame.url
      ? basename(node.callFrame.url)
      : `(${node?.callFrame.functionName || 'vm'})`;
    cpu.set(url, (cpu.get(url) ?? 0) + (deltas[i] ?? 0) / 1000);
    // The same time by function, and by each caller up the stack (inclusive), to find the hot path.
    const fn = `fn ${node?.callFrame.functionName || '(anon)'} ${url}:${node?.callFrame.lineNumber}`;
    cpu.set(fn, (cpu.get(fn) ?? 0) + (deltas[i] ?? 0) / 1000);
    const seenUp = new Set<string>();
    for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
      const f = byId.get(up)?.callFrame;
      const key = `incl ${f?.functionName || '(anon)'} ${f?.url ? basename(f.url) : ''}:${f?.lineNumber}`;
      if (seenUp.has(key)) continue;
      seenUp.add(key);
      cpu.set(key, (cpu.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    }
  });
  const seen = await page.evaluate(() => ({
    marks: (window as unknown as { __marks: Record<string, number> }).__marks,
    long: (window as unknown as { __long?: [number, number][] }).__long ?? [],
    resources: performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .map((e) => ({ name: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd })),
    nav: performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming,
    paints: performance.getEntriesByType('paint').map((p) => [p.name, p.startTime] as const),
  }));
  const marks: Record<string, number> = {
    ...seen.marks,
    'html end': seen.nav.responseEnd,
    DOMContentLoaded: seen.nav.domContentLoadedEventEnd,
  };
  for (const [name, at] of seen.paints) marks[name] = at;
  return { marks, resources: seen.resources, long: seen.long, cpu };
}

async function main() {
  const bench = await openBenchDatabase(false, 'trace');
  const practice = await makeBenchPractice(bench.database.db, TASKS, TASKS * 3);
  const adminEmail = await benchAdminEmail(bench.database.db, practice);
  const served = await openBenchApp(bench.database, DIST);
  const address = await served.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBenchBrowser();
  const page = await signedInPage(browser, address, adminEmail, (p) => p.addInitScript(WATCH));
  await visit(page);
  const visits: Visit[] = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(page));
  await browser.close();
  await served.close();
  await bench.cleanup();

  const median = (xs: number[]) => summarise(xs).median.toFixed(0).padStart(5);
  console.log(`\n${DIST}: ${RUNS} visits, medians in ms after navigation`);
  const marks = Object.keys(visits[0]?.marks ?? {});
  for (const m of marks.sort((a, b) => (visits[0]?.marks[a] ?? 0) - (visits[0]?.marks[b] ?? 0)))
    console.log(`${median(visits.map((v) => v.marks[m] ?? Number.NaN))}  ${m}`);
  console.log('\nresources (start → end):');
  for (const r of visits[0]?.resources ?? []) {
    const same = visits.map((v) => v.resources.find((x) => x.name === r.name)).filter((x) => x !== undefined);
    console.log(
      `${median(same.map((x) => x.start))} → ${median(same.map((x) => x.end))}  ${r.name.slice(0, 100)}`,
    );
  }
  console.log('\nlong tasks of the last visit (start +duration):');
  for (const [start, d] of visits.at(-1)?.long ?? []) console.log(`${start.toFixed(0)} +${d.toFixed(0)}`);
  if (process.env.BENCH_CPU_JSON)
    writeFileSync(process.env.BENCH_CPU_JSON, JSON.stringify(visits.map((v) => Object.fromEntries(v.cpu))));
  console.log('\nCPU by script (median ms):');
  const files = new Set(visits.flatMap((v) => [...v.cpu.keys()]));
  const rows = [...files].map((f) => [f, summarise(visits.map((v) => v.cpu.get(f) ?? 0)).median] as const);
  for (const [f, t] of rows.sort((a, b) => b[1] - a[1]).slice(0, 60))
    console.log(`${t.toFixed(0).padStart(5)}  ${f}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
