// The whole practice's export and its import on the engine the suite runs on: data of every kind,
// exported by the Admin as a .zip (spreadsheets, JSON, documents) that holds no other practice's
// rows, imported into a fresh database by the operator's import, and there every table of the
// practice holds the same rows, its people sign in with the same passwords and its documents
// print the same text. A second import, a file that is not an export and an export of a newer
// schema are refused with nothing written.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { EXPORT_FILES_HEADER, EXPORT_ROWS_HEADER } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database, Db } from '../../db/client';
import { ZipStream } from '../../lib/xlsx-stream/zip-stream';
import { testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { type EveryKindIds, pdfText, seedEveryKind } from '../../test/every-kind';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { type FreshDatabase, openFreshDatabase } from '../../test/fresh-database';
import { checkResponses } from '../../test/response-check';
import { ImportRefused, importPractice } from './import';
import { rowsOf } from './raw-rows';
import { practiceColumn, transferTables } from './tables';

type App = Awaited<ReturnType<typeof buildApp>>;
const ENGINE = process.env.PD_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Every carried table's rows of the practice: their count and a digest of each row's JSON, less
 * the columns the database makes (an import makes the audit trail's ids afresh). */
async function practiceDigests(db: Db, orgId: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of await transferTables((query) => db.execute(query))) {
    const made = table.columns.filter((c) => c.generated).map((c) => c.name);
    const row = sql`(to_jsonb(r) - ${`{${made.join(',')}}`}::text[])::text`;
    const [answer] = rowsOf<{ n: number; digest: string | null }>(
      await db.execute(sql`select count(*)::int as n,
        md5(string_agg(md5(${row}), ',' order by md5(${row}))) as digest
        from ${sql.identifier(table.name)} r where r.${sql.identifier(practiceColumn(table))} = ${orgId}`),
    );
    digests[table.name] = `${answer?.n} rows ${answer?.digest ?? '-'}`;
  }
  return digests;
}

const unzipList = (file: string) => execFileSync('unzip', ['-Z1', file]).toString().trim().split('\n');
const unzipEntry = (file: string, name: string) =>
  execFileSync('unzip', ['-p', file, name], { maxBuffer: 64 * 1024 * 1024 });

describe(`a practice's whole data, exported and imported (${ENGINE})`, () => {
  let database: Database;
  let app: App;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let ids: EveryKindIds;
  let fresh: FreshDatabase;
  let otherClient: string;
  const dir = mkdtempSync(join(tmpdir(), 'pd-practice-export-'));
  const file = join(dir, 'export.zip');

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false, instrument: checkResponses });
    await app.ready();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    ids = await seedEveryKind(app, practice, admin);
    // Another practice on the same server, whose rows must stay out of the export.
    const other = await createPractice(app);
    otherClient = (await createClient(app, (await loginAs(app, other.admin)).headers)).name;
    fresh = await openFreshDatabase('import');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fresh?.drop();
  });

  const download = async (target: App, headers: AuthHeaders, url: string) => {
    const res = await target.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.rawPayload;
  };
  const documents = (target: App, headers: AuthHeaders) =>
    Promise.all([
      download(target, headers, `/api/invoices/${ids.invoice}/download`).then(pdfText),
      download(target, headers, `/api/credit-notes/${ids.creditNote}/download`).then(pdfText),
      download(target, headers, `/api/payments/${ids.payment}/receipt`).then(pdfText),
      download(target, headers, `/api/advances/${ids.advance}/download`).then(pdfText),
      download(target, headers, `/api/compliance/items/${ids.item}/acknowledgement`),
      download(target, headers, `/api/invoices/${ids.invoice}`).then((body) => JSON.parse(body.toString())),
    ]);

  it('refuses the export to anyone but an Admin', async () => {
    for (const person of [practice.leader, practice.member]) {
      const headers = (await loginAs(app, person)).headers;
      const res = await app.inject({ method: 'GET', url: '/api/practice/export', headers });
      expect(res.statusCode).toBe(403);
    }
  });

  it('exports one zip: a spreadsheet of each kind, the JSON of every table and every document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/practice/export', headers: admin });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+-export-\d{8}-\d{6}\.zip"$/);
    writeFileSync(file, res.rawPayload);
    const [recorded] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from audit_log
        where org_id = ${practice.orgId} and action = 'data_exported' and user_id = ${practice.admin.id}`),
    );
    expect(recorded?.n).toBe(1);
    const names = unzipList(file);
    const manifest = JSON.parse(unzipEntry(file, 'manifest.json').toString());
    const rows = manifest.tables.reduce((sum: number, t: { rows: number }) => sum + t.rows, 0);
    expect(Number(res.headers[EXPORT_ROWS_HEADER])).toBe(rows + manifest.documents);
    for (const table of manifest.tables) expect(names).toContain(`data/${table.name}.jsonl`);
    expect(names).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'spreadsheets/Clients.xlsx',
        'spreadsheets/Invoices.xlsx',
        'spreadsheets/Audit trail.xlsx',
        'spreadsheets/Users.xlsx',
        expect.stringMatching(/^documents\/invoices\/.+\.pdf$/),
        expect.stringMatching(/^documents\/credit-notes\/.+\.pdf$/),
        expect.stringMatching(/^documents\/receipts\/.+\.pdf$/),
        expect.stringMatching(/^documents\/receipt-vouchers\/.+\.pdf$/),
        expect.stringMatching(/^documents\/files\/acknowledgement\/.+-ack\.pdf$/),
      ]),
    );
    expect(names.filter((name) => name.startsWith('documents/'))).toHaveLength(manifest.documents);
    expect(Number(res.headers[EXPORT_FILES_HEADER])).toBe(names.length);

    // People read the spreadsheets: plain headers, money in rupees, no password hashes.
    const users = XLSX.read(unzipEntry(file, 'spreadsheets/Users.xlsx'), { type: 'buffer' });
    const people = XLSX.utils.sheet_to_json<Record<string, unknown>>(users.Sheets.Users ?? {});
    expect(people.map((p) => p.Email).sort()).toEqual(
      [practice.admin.email, practice.leader.email, practice.member.email].sort(),
    );
    expect(Object.keys(people[0] ?? {})).not.toContain('Password hash');
    const invoices = XLSX.read(unzipEntry(file, 'spreadsheets/Invoices.xlsx'), { type: 'buffer' });
    const [invoice] = XLSX.utils.sheet_to_json<Record<string, unknown>>(invoices.Sheets.Invoices ?? {});
    expect(invoice?.['Total (₹)']).toBeGreaterThan(15_000);

    // Only this practice's rows.
    for (const table of manifest.tables as { name: string }[]) {
      const text = unzipEntry(file, `data/${table.name}.jsonl`).toString();
      expect(text).not.toContain(otherClient);
      for (const line of text.split('\n').filter(Boolean)) {
        const row = JSON.parse(line);
        expect(table.name === 'organisations' ? row.id : row.org_id).toBe(practice.orgId);
      }
    }
  }, 120_000);

  it('imports into a fresh database exactly: every row, the sign-in and the documents', async () => {
    const before = await documents(app, admin);
    const log: string[] = [];
    const done = await importPractice(fresh.database.db, file, (line) => log.push(line));
    expect(done.practice.id).toBe(practice.orgId);
    expect(log[0]).toMatch(/^Importing /);

    const source = await practiceDigests(database.db, practice.orgId);
    expect(await practiceDigests(fresh.database.db, practice.orgId)).toEqual(source);
    expect(source.invoices).toMatch(/^1 rows /);
    expect(source.audit_log).not.toMatch(/^0 rows/);

    const moved = await buildApp({
      config: testConfig(),
      database: fresh.database,
      logger: false,
      instrument: checkResponses,
    });
    try {
      await moved.ready();
      const signedIn = (await loginAs(moved, practice.admin)).headers;
      expect(await documents(moved, signedIn)).toEqual(before);
    } finally {
      await moved.close();
    }
  }, 180_000);

  it('refuses the same practice again, and writes nothing', async () => {
    const before = await practiceDigests(fresh.database.db, practice.orgId);
    await expect(importPractice(fresh.database.db, file, () => {})).rejects.toThrow(
      /is already on this server.*nothing was imported/,
    );
    expect(await practiceDigests(fresh.database.db, practice.orgId)).toEqual(before);
  }, 60_000);

  it('refuses people whose e-mail address already has an account on the server, and writes nothing', async () => {
    const other = await openFreshDatabase('import_taken');
    try {
      const db = other.database.db;
      const [org] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into organisations (name) values ('Another practice') returning id`),
      );
      await db.execute(sql`insert into users (org_id, name, email, role)
        values (${org?.id}, 'Someone else', ${practice.member.email.toUpperCase()}, 'TEAM_MEMBER')`);
      await expect(importPractice(db, file, () => {})).rejects.toThrow(
        new RegExp(
          `already have an account on this server.*${practice.member.email}.*Nothing was imported`,
          'i',
        ),
      );
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from organisations`),
      );
      expect(count?.n).toBe(1);
    } finally {
      await other.drop();
    }
  }, 60_000);

  it('refuses a file that is not an export, and an export of a newer version', async () => {
    // The fresh database, which only this file writes to.
    const target = fresh.database;
    const count = async () =>
      rowsOf<{ n: number }>(await target.db.execute(sql`select count(*)::int as n from organisations`))[0]?.n;
    const start = await count();
    const notZip = join(dir, 'notes.zip');
    writeFileSync(notZip, 'not a zip at all');
    await expect(importPractice(target.db, notZip, () => {})).rejects.toThrow(/is not a zip file/);

    const zipOf = async (name: string, entries: Record<string, string>) => {
      const parts: Buffer[] = [];
      const zip = new ZipStream((bytes) => parts.push(bytes));
      for (const [entry, text] of Object.entries(entries)) await zip.entry(entry, (put) => put(text));
      zip.finish();
      writeFileSync(join(dir, name), Buffer.concat(parts));
      return join(dir, name);
    };
    const other = await zipOf('other.zip', { 'hello.txt': 'hello' });
    await expect(importPractice(target.db, other, () => {})).rejects.toThrow(/is not a practice export/);

    const manifest = JSON.parse(unzipEntry(file, 'manifest.json').toString());
    manifest.schema.migrations += 1;
    const newer = await zipOf('newer.zip', { 'manifest.json': JSON.stringify(manifest) });
    await expect(importPractice(target.db, newer, () => {})).rejects.toThrow(
      /exported by a newer version of Practice desk/,
    );
    await expect(importPractice(target.db, newer, () => {})).rejects.toBeInstanceOf(ImportRefused);
    expect(await count()).toBe(start);
  }, 60_000);
});
