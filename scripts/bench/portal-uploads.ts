// Client-portal upload benchmark: 50 clients' uploads of 5 MB each, all at once, through the real
// API (POST /portal/requests/:id/items/:itemId/files), while a person keeps using the task grid
// (GET /tasks one after another, as the grid asks). The API runs as its own process, as `npm start`
// runs it, on a practice with 20,000 tasks. Targets: the grid's answers p95 ≤ 200 ms during the
// uploads, and the server's peak RSS (the kernel's high-water mark) ≤ 600 MB: each file is
// streamed into the database a chunk at a time, never held whole.
// Usage: npx tsx scripts/bench/portal-uploads.ts [--pg]   (BENCH_UPLOADS, BENCH_UPLOAD_MB, BENCH_TASKS)
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { profileWith } from '@practice-desk/contracts/testing';
import { adminToken, mb, memoryOf, probe, startApiProcess, stopApiProcess } from './api-process';
import { makeBenchPractice } from './bench-data';
import { openBenchDatabase } from './bench-db';
import { ms, summarise } from './measure';

const usePostgres = process.argv.includes('--pg');
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const UPLOAD_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 5) * 1024 * 1024;
const TASKS = Number(process.env.BENCH_TASKS ?? 20_000);
const GRID_P95_MS = 200;
const TARGET_RSS_MB = 600;
const PORT = 4392;

type Headers = Record<string, string>;

/** A PDF as the portal tells one (its first bytes), of the given size. */
function pdfOf(bytes: number, seed: number): Blob {
  const file = Buffer.alloc(bytes, 0x20 + (seed % 90));
  file.write('%PDF-1.7\n', 0, 'latin1');
  file.write('\n%%EOF\n', bytes - 7, 'latin1');
  return new Blob([new Uint8Array(file)], { type: 'application/pdf' });
}

async function call<T>(url: string, headers: Headers, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text).data : null) as T;
}

/** A mail's text with its quoted-printable soft breaks and =XX escapes undone. */
const quotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The sign-in token of the newest portal link in the outbox for `email`. */
async function mailedToken(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const text = quotedPrintable(readFileSync(join(outbox, file), 'utf8'));
      if (!text.includes(email)) continue;
      const token = /\/portal\/sign-in#token=([\w-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no portal link mailed to ${email}`);
}

/** A client whose profile lists one contact, invited and signed in to the portal from the invitation's
 * link, with a request of one item raised for it: what one upload needs. */
async function contactWithRequest(api: string, staff: Headers, outbox: string, n: number) {
  const email = `contact-${n}@bench-client.test`;
  const { client } = await call<{ client: { id: string } }>(`${api}/clients`, staff, 'POST', {
    name: `Upload Client ${n}`,
    address: 'Pune',
  });
  const { gstin: _gstin, ...profile } = profileWith({
    contacts: [{ name: `Contact ${n}`, email, role: '', phone: '', primary: true }],
  });
  await call(`${api}/clients/${client.id}/compliance`, staff, 'PUT', { ...profile, gstin: '' });
  await call(`${api}/clients/${client.id}/portal-invites`, staff, 'POST', { email });
  const { token } = await call<{ token: string }>(`${api}/portal/auth/verify`, {}, 'POST', {
    token: await mailedToken(outbox, email),
  });
  const { request } = await call<{ request: { id: string; items: { id: string }[] } }>(
    `${api}/document-requests`,
    staff,
    'POST',
    { clientId: client.id, dueDate: '2030-01-31', items: [{ name: 'Bank statement', required: true }] },
  );
  return {
    headers: { authorization: `Portal ${token}` },
    url: `${api}/portal/requests/${request.id}/items/${request.items[0]?.id}/files`,
  };
}

async function main() {
  const bench = await openBenchDatabase(usePostgres, 'portal-uploads');
  const practice = await makeBenchPractice(bench.database.db, TASKS, TASKS);
  // PGlite is one process's: the server opens the seeded directory once the benchmark lets go.
  if (!bench.postgresUrl) await bench.database.close();
  // Every contact signs in from this one address: the per-IP limit on sign-ins is not measured here.
  const server = await startApiProcess(bench, PORT, { RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  const pid = server.pid ?? 0;
  const api = `http://127.0.0.1:${PORT}/api`;
  const staff = { authorization: `Bearer ${await adminToken(practice.orgId, practice.adminId)}` };
  let ok = false;
  try {
    const contacts = [];
    for (let n = 0; n < UPLOADS; n++)
      contacts.push(await contactWithRequest(api, staff, join(bench.dataDir, 'outbox'), n));
    const files = contacts.map((_, n) => pdfOf(UPLOAD_BYTES, n));
    const before = memoryOf(pid);
    console.log(
      `${bench.database.kind}: ${TASKS} tasks; ${UPLOADS} contacts with a request each; server RSS ${mb(before.rss)}`,
    );

    const grid = `${api}/tasks?scope=all&limit=100`;
    const quiet = probe(grid, staff);
    await new Promise((r) => setTimeout(r, 3000));
    const atRest = await quiet();

    const during = probe(grid, staff);
    const started = performance.now();
    const times: number[] = [];
    const answers = await Promise.all(
      contacts.map(async (contact, n) => {
        const form = new FormData();
        form.append('file', files[n] as Blob, `statement-${n}.pdf`);
        const start = performance.now();
        const res = await fetch(contact.url, { method: 'POST', headers: contact.headers, body: form });
        await res.arrayBuffer();
        times.push(performance.now() - start);
        return res.status;
      }),
    );
    const allMs = performance.now() - started;
    const others = await during();
    const peak = memoryOf(pid).peak;
    const refused = answers.filter((s) => s !== 201);
    const uploads = summarise(times);
    console.log(
      `grid (GET /tasks, 100 rows, one after another): at rest ${atRest.count} requests, p95 ${ms(atRest.p95)}; ` +
        `during the uploads ${others.count} requests, median ${ms(others.median)}, p95 ${ms(others.p95)} (target ≤ ${GRID_P95_MS} ms), longest ${ms(others.longest)}`,
    );
    console.log(
      `uploads: ${UPLOADS} × ${mb(UPLOAD_BYTES / 1024)} in ${ms(allMs)}; each median ${ms(uploads.median)}, p95 ${ms(uploads.p95)}; ` +
        `${refused.length ? `NOT stored: ${refused.join(', ')}` : 'all stored (201)'}`,
    );
    ok = refused.length === 0 && others.p95 <= GRID_P95_MS && peak <= TARGET_RSS_MB * 1024;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}: grid p95 ${ms(others.p95)} (target ≤ ${GRID_P95_MS} ms); server peak RSS ${mb(peak)} from ${mb(before.rss)} at rest (target ≤ ${TARGET_RSS_MB} MB)`,
    );
  } finally {
    await stopApiProcess(server);
    if (bench.postgresUrl) await bench.cleanup();
    else rmSync(bench.dataDir, { recursive: true, force: true });
  }
  process.exitCode = ok ? 0 : 1;
}

void main();
