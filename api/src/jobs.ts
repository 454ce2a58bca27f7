// `npm run jobs -- list | run <name>`: the operator's command for the scheduled jobs (see
// modules/jobs/command.ts), on the configured database. The embedded database is one process's:
// stop the server first (PGlite cannot be opened by two processes); PostgreSQL needs no stop.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { jobsCommand } from './modules/jobs/command';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const app = await buildApp({ config: { ...config, logLevel: 'warn' }, database });
    try {
      await app.ready();
      return await jobsCommand(database.db, app.scheduledJobs, process.argv.slice(2), (line) =>
        process.stdout.write(`${line}\n`),
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(
      err instanceof ConfigError ? `${err.message}\n` : `jobs: ${err instanceof Error ? err.stack : err}\n`,
    );
    process.exit(1);
  },
);
