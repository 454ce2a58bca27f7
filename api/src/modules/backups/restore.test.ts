// The restore test, on the engine the suite runs on: data of every kind (tasks, time, invoices
// and their PDFs, a credit note, a payment and its receipt, the audit trail, an uploaded
// acknowledgement), a backup taken while writes go on, restored beside the database, and every
// table's row count and rows compared with the source as it stood at one moment of those writes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Database, type Db, openPglite, openPostgres, PGLITE_OPTIONS } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { testConfig } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { type EveryKindIds, pdfText, seedEveryKind } from '../../test/every-kind';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../../test/factories';
import { checkResponses } from '../../test/response-check';
import { verifyArchive } from './archive';
import { takeBackup } from './backup';
import { restorePglite, restorePostgres } from './restore';

const POSTGRES_URL = process.env.PD_TEST_DATABASE_URL;
const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Every table's row count and a digest of the md5 of each of its rows, by name. */
async function tableDigests(db: Db): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select format('%I.%I', table_schema, table_name) as name
      from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; digest: string | null }>(
      await db.execute(
        sql.raw(`select count(*)::int as n,
          md5(string_agg(md5(r::text), ',' order by md5(r::text))) as digest from ${name} r`),
      ),
    );
    digests[name] = `${row?.n} rows ${row?.digest ?? '-'}`;
  }
  return digests;
}

/** Every file under a folder with its md5, by path inside it. */
/** Every file under `dir` with its checksum; none when there is no such folder (uploads now live in
 * the database, and the folder holds only what an older release left there). */
function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  if (!existsSync(dir)) return files;
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = execFileSync('md5sum', [path]).toString().split(' ')[0] ?? '';
    }
  };
  walk(dir);
  return files;
}

describe(`backup and restore (${POSTGRES_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let practice: TestPractice;
  let admin: AuthHeaders;
  const created: string[] = [];
  const ids = {} as EveryKindIds;

  beforeAll(async () => {
    if (POSTGRES_URL) {
      // A database of its own: the suite's is shared with files writing at the same time.
      const name = `pd_backup_${Date.now()}_${process.pid}`;
      const admin = postgres(withDatabase(POSTGRES_URL, 'postgres'), { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${name}`);
      await admin.end();
      created.push(name);
      database = openPostgres(withDatabase(POSTGRES_URL, name), 4);
      await migrateDatabase(database);
    } else {
      database = await openTestDatabase();
    }
    app = await buildApp({ config: testConfig(), database, logger: false, instrument: checkResponses });
    await app.ready();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    Object.assign(ids, await seedEveryKind(app, practice, admin));
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (POSTGRES_URL && created.length > 0) {
      const admin = postgres(withDatabase(POSTGRES_URL, 'postgres'), { max: 1, onnotice: () => {} });
      for (const name of created) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  const download = async (
    target: Awaited<ReturnType<typeof buildApp>>,
    headers: AuthHeaders,
    url: string,
  ) => {
    const res = await target.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res.rawPayload;
  };
  const documents = (target: Awaited<ReturnType<typeof buildApp>>, headers: AuthHeaders) =>
    Promise.all([
      download(target, headers, `/api/invoices/${ids.invoice}/download`).then(pdfText),
      download(target, headers, `/api/credit-notes/${ids.creditNote}/download`).then(pdfText),
      download(target, headers, `/api/payments/${ids.payment}/receipt`).then(pdfText),
      download(target, headers, `/api/compliance/items/${ids.item}/acknowledgement`),
    ]);

  it('restores a backup taken during writes to exactly the data of one moment, documents and all', async () => {
    const db = database.db;
    const before = await documents(app, admin);
    // The writer: a task, then time booked on it, again and again, each request followed by the
    // digests of the whole database as it then stands (until the backup is done, at most 8
    // requests: PGlite runs on this thread). The backup must equal one of those states exactly.
    const states = [await tableDigests(db)];
    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing && writes < 8) {
        const created = await app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: admin,
          payload: { task: `Written during the backup ${writes}`, et: 30 },
        });
        expect(created.statusCode, created.body).toBe(201);
        writes += 1;
        states.push(await tableDigests(db));
        const logged = await app.inject({
          method: 'POST',
          url: `/api/tasks/${created.json().data.task.id}/time-entries`,
          headers: admin,
          payload: { minutes: 10 + writes, note: 'during the backup' },
        });
        expect(logged.statusCode, logged.body).toBe(201);
        writes += 1;
        states.push(await tableDigests(db));
      }
    })();
    while (writes === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const writesBefore = writes;
    const dataDir = app.config.dataDir;
    const taken = await takeBackup(database, {
      dataDir,
      dir: join(dataDir, 'backups'),
      keepDaily: 14,
      keepWeekly: 8,
    });
    writing = false;
    await writer;
    expect(writes).toBeGreaterThan(writesBefore);
    await verifyArchive(taken.file);
    expect(readFileSync(`${taken.file}.sha256`, 'utf8')).toBe(
      `${taken.sha256}  ${taken.file.split('/').at(-1)}\n`,
    );

    // Restored into a data folder of its own (PGlite: switched in, the folder's old one kept).
    const restoreDir = mkdtempSync(join(tmpdir(), 'pd-restore-'));
    let restoredDatabase: Database;
    let uploadsDir: string;
    if (POSTGRES_URL) {
      const restored = await restorePostgres(taken.file, database.url as string, restoreDir, {
        switchTo: false,
      });
      created.push(restored.restored);
      restoredDatabase = openPostgres(withDatabase(POSTGRES_URL, restored.restored), 2);
      uploadsDir = restored.uploads;
    } else {
      mkdirSync(join(restoreDir, 'pglite'));
      writeFileSync(join(restoreDir, 'pglite', 'the-old-one'), 'kept');
      const restored = await restorePglite(taken.file, restoreDir);
      expect(restored.kept && readdirSync(restored.kept)).toEqual(['the-old-one']);
      restoredDatabase = await openPglite(await PGlite.create(join(restoreDir, 'pglite'), PGLITE_OPTIONS));
      uploadsDir = restored.uploads;
    }
    expect(filesOf(uploadsDir)).toEqual(filesOf(join(dataDir, 'uploads')));

    const restoredDigests = await tableDigests(restoredDatabase.db);
    const moment = states.findIndex((state) => JSON.stringify(state) === JSON.stringify(restoredDigests));
    // On no match, compare with the nearest state, to name the tables that differ.
    if (moment < 0) {
      const differing = (state: Record<string, string>) =>
        Object.keys(state).filter((name) => state[name] !== restoredDigests[name]).length;
      const nearest = states.reduce((a, b) => (differing(b) < differing(a) ? b : a));
      expect(restoredDigests).toEqual(nearest);
    }
    expect(moment).toBeGreaterThanOrEqual(0);
    expect(Object.keys(restoredDigests).length).toBeGreaterThan(40);

    // The restored practice signs in and prints the same documents.
    const restoredApp = await buildApp({
      config: testConfig({ dataDir: restoreDir, jwtSecret: app.config.jwtSecret }),
      database: restoredDatabase,
      logger: false,
    });
    try {
      if (existsSync(uploadsDir) && uploadsDir !== join(restoreDir, 'uploads')) {
        // PostgreSQL was not switched: its restored uploads sit beside; serve them from there.
        execFileSync('mv', [uploadsDir, join(restoreDir, 'uploads')]);
      }
      const signedIn = (await loginAs(restoredApp, practice.admin)).headers;
      expect(await documents(restoredApp, signedIn)).toEqual(before);
    } finally {
      await restoredApp.close();
      await restoredDatabase.close();
    }
  }, 180_000);
});
