// Import benchmark: a 50,000-row xlsx previewed and committed through the real app (POST
// /tasks/import/preview, then /commit) on a practice that already has tasks; prints each call's
// time and the process's peak RSS against the targets (≤ 15 s each, ≤ 500 MB).
// Usage: npx tsx scripts/bench/import.ts [--pg]   (BENCH_ROWS, BENCH_TASKS to change the size)
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { clients, users } from '../../api/src/db/schema';
import { multipartFile } from '../../api/src/test/multipart';
import { makeBenchPractice } from './bench-data';
import { openBenchApp, openBenchDatabase } from './bench-db';
import { ms } from './measure';

const usePostgres = process.argv.includes('--pg');
const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const TASKS = Number(process.env.BENCH_TASKS ?? 20_000);
const TARGET_MS = 15_000;
const TARGET_RSS_MB = 500;

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 25);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function importFile(clientNames: string[], people: string[]): Buffer {
  const header = ['Client', 'Task', 'SubTask', 'Status', 'Priority', 'ET (min)', 'Assigned To', 'Due Date'];
  const rows = Array.from({ length: ROWS }, (_, i) => [
    clientNames[i % clientNames.length] ?? '',
    `Imported task ${i % 97}`,
    `Line ${i}`,
    i % 3 ? 'To Do' : 'In Process',
    i % 2 ? 'Medium' : 'High',
    30 + (i % 90),
    people[i % people.length] ?? '',
    `2027-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Tasks');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

async function main() {
  const bench = await openBenchDatabase(usePostgres, 'import');
  const { database } = bench;
  const practice = await makeBenchPractice(database.db, TASKS, TASKS);
  const clientNames = (
    await database.db.select({ name: clients.name }).from(clients).where(eq(clients.orgId, practice.orgId))
  ).map((c) => c.name);
  const people = (
    await database.db.select({ name: users.name }).from(users).where(eq(users.orgId, practice.orgId))
  ).map((p) => p.name);
  const file = importFile(clientNames, people);
  const { app, close } = await openBenchApp(database);
  const auth = {
    authorization: `Bearer ${app.jwt.sign({ sub: practice.adminId, org: practice.orgId, role: 'ADMIN', name: 'Bench', ver: 0 })}`,
  };
  console.log(`${database.kind}: ${TASKS} tasks in the practice; file of ${ROWS} rows, ${mb(file.length)}`);

  const baseline = process.memoryUsage().rss;
  peakRss = baseline;
  const upload = multipartFile('file', 'bench.xlsx', file);
  let start = performance.now();
  const preview = await app.inject({
    method: 'POST',
    url: '/api/tasks/import/preview',
    headers: { ...auth, ...upload.headers },
    payload: upload.payload,
  });
  const previewMs = performance.now() - start;
  if (preview.statusCode !== 200) throw new Error(`preview answered ${preview.statusCode}: ${preview.body}`);
  const { token, summary } = preview.json().data;
  const previewRss = peakRss;
  console.log(
    `preview: ${ms(previewMs)}, summary ${JSON.stringify(summary)}, RSS before ${mb(baseline)}, peak ${mb(previewRss)}`,
  );

  start = performance.now();
  const commit = await app.inject({
    method: 'POST',
    url: '/api/tasks/import/commit',
    headers: auth,
    payload: { token },
  });
  const commitMs = performance.now() - start;
  if (commit.statusCode !== 200) throw new Error(`commit answered ${commit.statusCode}: ${commit.body}`);
  console.log(`commit: ${ms(commitMs)}, ${JSON.stringify(commit.json().data)}, peak RSS ${mb(peakRss)}`);

  const ok = previewMs <= TARGET_MS && commitMs <= TARGET_MS && peakRss <= TARGET_RSS_MB * 1024 * 1024;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}: preview ${ms(previewMs)}, commit ${ms(commitMs)} (target ≤ ${TARGET_MS} ms each); peak RSS ${mb(peakRss)} (target ≤ ${TARGET_RSS_MB} MB)`,
  );
  clearInterval(sampler);
  await close();
  await bench.cleanup();
  process.exitCode = ok ? 0 : 1;
}

void main();
