// An upgrade from an older release: the embedded database the release of 0645408 made (its demo
// practice seeded — clients, tasks, time, invoices, compliance items, the audit trail — plus what
// the seed lacks, added through that release's own API: an advance with its receipt voucher, a
// credit note, a payment with TDS and its receipt, and a filing whose acknowledgement PDF that
// release kept on disk in DATA_DIR/uploads), kept in the repository with its uploads folder
// (made by fixtures/make-release-fixture.mjs), migrated to this release's schema and its files
// moved into the database as a start does; then the main flows run on it. PGlite's own data
// directory is the fixture, so this runs on the PGlite pass of the suite only.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEMO_PASSWORD } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';
import { openPglite } from './client';
import { migrateDatabase } from './migrate';
import { moveUploadsIntoDatabase } from './move-uploads';

const FIXTURE = join(__dirname, '..', 'test', 'fixtures', 'release-0645408.tar.gz');
const FIXTURE_UPLOADS = join(__dirname, '..', 'test', 'fixtures', 'release-0645408-uploads');
/** What the release held, counted in its own database before the upgrade. */
const KINDS = `select (select count(*)::int from tasks) as tasks,
  (select count(*)::int from time_entries) as entries, (select count(*)::int from invoices) as invoices,
  (select count(*)::int from invoice_lines) as lines, (select count(*)::int from payments) as payments,
  (select count(*)::int from advances) as advances, (select count(*)::int from credit_notes) as "creditNotes",
  (select count(*)::int from audit_log) as audit,
  (select count(*)::int from compliance_items where acknowledgement_file is not null) as acknowledgements`;
type Kinds = Record<
  | 'tasks'
  | 'entries'
  | 'invoices'
  | 'lines'
  | 'payments'
  | 'advances'
  | 'creditNotes'
  | 'audit'
  | 'acknowledgements',
  number
>;
/** Migrations that release had applied (0000–0031). */
const RELEASE_MIGRATIONS = 32;

describe.skipIf(process.env.TEST_DB === 'postgres')('upgrade from the release of 0645408', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let pglite: PGlite;
  let headers: { authorization: string };
  let before: Kinds;
  let moved: Awaited<ReturnType<typeof moveUploadsIntoDatabase>>;

  beforeAll(async () => {
    pglite = await PGlite.create({
      loadDataDir: new Blob([readFileSync(FIXTURE)]),
      extensions: { pg_trgm },
    });
    const applied = await pglite.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]?.n).toBe(RELEASE_MIGRATIONS);
    before = (await pglite.query<Kinds>(KINDS)).rows[0] as Kinds;
    const config = testConfig();
    cpSync(FIXTURE_UPLOADS, join(config.dataDir, 'uploads'), { recursive: true });
    const database = await openPglite(pglite);
    await migrateDatabase(database);
    moved = await moveUploadsIntoDatabase(database.db, config.dataDir);
    app = await buildApp({ config, database, logger: false });
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
    const migrations = await pglite.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(migrations.rows[0]?.n).toBeGreaterThan(RELEASE_MIGRATIONS);
    // Data of every kind was there to upgrade, and all of it is still there.
    expect(before).toMatchObject({ payments: 2, advances: 1, creditNotes: 1, acknowledgements: 1 });
    expect(before.tasks).toBeGreaterThan(400);
    expect(before.audit).toBeGreaterThan(1000);
    const after = (await pglite.query<Kinds>(KINDS)).rows[0] as Kinds;
    // The acknowledgement now lives in the database (its disk name cleared), and signing in here
    // added to the audit trail.
    expect(moved).toEqual({ moved: 1, missing: 0 });
    const filed = await pglite.query<{ n: number }>(
      'select count(*)::int as n from compliance_items where acknowledgement_file_id is not null',
    );
    expect({ ...after, acknowledgements: filed.rows[0]?.n, audit: before.audit }).toEqual(before);
    expect(after.audit).toBeGreaterThanOrEqual(before.audit);
  });

  it('serves the release’s documents: credit note, receipt, advance voucher and acknowledgement', async () => {
    const pdfOf = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      return res.rawPayload;
    };
    const [note] = (await pglite.query<{ id: string }>('select id from credit_notes')).rows;
    expect((await pdfOf(`/api/credit-notes/${note?.id}/download`)).subarray(0, 5).toString()).toBe('%PDF-');
    const receipts = await pglite.query<{ id: string }>(
      'select id from payments where receipt_number is not null order by receipt_number',
    );
    expect(receipts.rows).toHaveLength(2);
    for (const payment of receipts.rows)
      expect((await pdfOf(`/api/payments/${payment.id}/receipt`)).subarray(0, 5).toString()).toBe('%PDF-');
    const [advance] = (await pglite.query<{ id: string }>('select id from advances')).rows;
    expect((await pdfOf(`/api/advances/${advance?.id}/download`)).subarray(0, 5).toString()).toBe('%PDF-');
    const [filed] = (
      await pglite.query<{ id: string }>(
        'select id from compliance_items where acknowledgement_file_id is not null',
      )
    ).rows;
    expect((await pdfOf(`/api/compliance/items/${filed?.id}/acknowledgement`)).toString('latin1')).toMatch(
      /^%PDF-1\.4/,
    );
  });

  it('runs the main flows on the upgraded practice', async () => {
    const list = await get('/api/tasks?scope=all');
    expect(list.statusCode, list.body).toBe(200);
    const open = await pglite.query<{ n: number }>(
      'select count(*)::int as n from tasks where deleted_at is null',
    );
    expect(list.json().data.pagination.total).toBe(open.rows[0]?.n);

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
