// Once per test run: a migrated PGlite template (dumped to a file each test file loads), and
// when TEST_DB=postgres a throwaway PostgreSQL database, dropped at the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { openPglite, openPostgres } from '../db/client';
import { migrateDatabase } from '../db/migrate';

export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'pd-test-'));
  process.env.PD_TEST_TMP = dir;
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `pd_test_${Date.now()}_${process.pid}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 2);
    await migrateDatabase(database);
    await database.close();
    process.env.PD_TEST_DATABASE_URL = url.toString();
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openPglite(pglite);
  await migrateDatabase(database);
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(join(dir, 'template.tar'), Buffer.from(await dump.arrayBuffer()));
  await database.close();
  process.env.PD_TEST_TEMPLATE = join(dir, 'template.tar');
  return () => rmSync(dir, { recursive: true, force: true });
}
