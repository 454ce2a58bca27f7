// `npm run practice:import -- <export.zip>`: the operator's command that recreates a practice,
// exported by its Admin with 'Export all data', on this server's database (PGlite in DATA_DIR or
// DATABASE_URL), migrated first. On the embedded database the server must be stopped: it is one
// process's. A refusal or failure writes nothing and exits 1.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { liveServer } from '../backups/server-file';
import { ImportRefused, importPractice } from './import';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write('Usage: npm run practice:import -- <practice export .zip>\n');
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const server = liveServer(config.dataDir);
    if (server)
      throw new ImportRefused(
        `the server (pid ${server.pid}) is running on ${config.dataDir}: stop it first (Ctrl+C), then import`,
      );
  }
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const started = Date.now();
    const done = await importPractice(database.db, resolve(process.cwd(), file), (line) =>
      process.stdout.write(`${line}\n`),
    );
    process.stdout.write(
      `Imported ${done.practice.name}: ${done.rows} rows in ${done.tables} tables in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
        'Its people sign in with their own passwords. Upload the signing certificate again (Configurations → Invoices) if the practice signed its PDFs.\n',
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    const known = err instanceof ImportRefused || err instanceof ConfigError;
    process.stderr.write(
      `Import refused, nothing was written: ${known ? err.message : err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exit(1);
  },
);
