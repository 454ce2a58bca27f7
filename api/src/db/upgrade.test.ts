// An upgrade from an older release: the embedded database the release of 0645408 made (its demo
// practice seeded: clients, 400 tasks, time, invoices with a payment, compliance items, the audit
// trail), kept in the repository, migrated to this release's schema; then the main flows run on it.
// PGlite's own data directory is the fixture, so this runs on the PGlite pass of the suite only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEMO_PASSWORD } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';
import { openPglite } from './client';
import { migrateDatabase } from './migrate';

const FIXTURE = join(__dirname, '..', 'test', 'fixtures', 'release-0645408.tar.gz');
/** Migrations that release had applied (0000–0031). */
const RELEASE_MIGRATIONS = 32;

describe.skipIf(process.env.TEST_DB === 'postgres')('upgrade from the release of 0645408', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let pglite: PGlite;
  let headers: { authorization: string };

  beforeAll(async () => {
    pglite = await PGlite.create({
      loadDataDir: new Blob([readFileSync(FIXTURE)]),
      extensions: { pg_trgm },
    });
    const before = await pglite.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(before.rows[0]?.n).toBe(RELEASE_MIGRATIONS);
    const database = await openPglite(pglite);
    await migrateDatabase(database);
    app = await buildApp({ config: testConfig(), database, logger: false });
    app.addHook('onClose', async () => {
      await database.close();
    });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    headers = { authorization: `Bearer ${login.json().data.accessToken}` };
  }, 180_000);
  afterAll(() => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers });

  it('applies every newer migration and keeps every row', async () => {
    const after = await pglite.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(after.rows[0]?.n).toBeGreaterThan(RELEASE_MIGRATIONS);
    const counts = await pglite.query<{ tasks: number; entries: number; invoices: number; payments: number }>(
      `select (select count(*)::int from tasks) as tasks, (select count(*)::int from time_entries) as entries,
        (select count(*)::int from invoices) as invoices, (select count(*)::int from payments) as payments`,
    );
    expect(counts.rows[0]).toEqual({ tasks: 400, entries: 509, invoices: 4, payments: 1 });
  });

  it('runs the main flows on the upgraded practice', async () => {
    const list = await get('/api/tasks?scope=all');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.pagination.total).toBe(400);

    const clients = await get('/api/clients');
    expect(clients.statusCode).toBe(200);
    const client = clients.json().data.clients[0] as { id: string; name: string };
    expect((await get(`/api/clients/${client.id}/summary`)).statusCode).toBe(200);

    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers,
      payload: { client: client.id, task: 'Upgrade check', subTask: 'After migrating' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const invoices = await get('/api/invoices?status=generated&limit=200');
    expect(invoices.statusCode, invoices.body).toBe(200);
    const issued = await pglite.query<{ id: string }>(
      'select id from invoices where invoice_number is not null order by invoice_number limit 1',
    );
    const invoice = issued.rows[0];
    expect(invoice).toBeDefined();
    const pdf = await get(`/api/invoices/${invoice?.id}/download`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const calendar = await get('/api/compliance/calendar?from=2026-04-01&to=2027-03-31');
    expect(calendar.statusCode, calendar.body).toBe(200);
    const receivables = await get('/api/reports/receivables');
    expect(receivables.statusCode, receivables.body).toBe(200);
  });
});
