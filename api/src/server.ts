// The server entry: config, database, migrations, demo seed, listen; prints where everything is
// and closes gracefully on SIGTERM/SIGINT (stop accepting, finish requests, close the database).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLE_LABELS } from '@practice-desk/contracts';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { guardDriverCrash } from './db/driver-crash-guard';
import { migrateDatabase } from './db/migrate';
import { moveUploadsIntoDatabase } from './db/move-uploads';
import { seedDemoPractice } from './db/seed';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** host:port/database of a PostgreSQL URL, never its password. */
function postgresWhere(url: string | undefined): string {
  if (!url) return '(DATABASE_URL)';
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

function banner(config: Config, kind: string, port: number) {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Practice desk is running at http://${host}:${port}`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${ROLE_LABELS[a.role].padEnd(12)} ${a.email}`),
    '',
    `  Database: ${kind === 'pglite' ? `embedded PGlite in ${join(config.dataDir, 'pglite')}` : `PostgreSQL at ${postgresWhere(config.databaseUrl)}`}`,
    `  Mail:     ${config.smtpUrl ? `sent through SMTP at ${new URL(config.smtpUrl).host}` : `written as .eml files to ${join(config.dataDir, 'outbox')} (set SMTP_URL to send)`}`,
    `  PDFs:     ${existsSync(config.chromePath) ? `Chromium at ${config.chromePath}` : `Chromium not found at ${config.chromePath}: invoice PDFs will fail (install chromium or set CHROME_PATH)`}`,
    `  API docs: http://${host}:${port}/api/docs`,
    '',
    '  Stop with Ctrl+C.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfig();
  let t = performance.now();
  const database = await openDatabase(config);
  process.stdout.write(`database opened (${database.kind}) in ${seconds(t)}\n`);
  t = performance.now();
  await migrateDatabase(database);
  process.stdout.write(`migrations applied in ${seconds(t)}\n`);
  const uploads = await moveUploadsIntoDatabase(database.db, config.dataDir);
  if (uploads.moved > 0 || uploads.missing > 0)
    process.stdout.write(
      `acknowledgement PDFs moved from ${join(config.dataDir, 'uploads')} into the database: ${uploads.moved}` +
        (uploads.missing > 0 ? ` (${uploads.missing} named by a filing but not on this disk)` : '') +
        '\n',
    );
  if (config.seedDemo) {
    t = performance.now();
    const seeded = await seedDemoPractice(database.db);
    process.stdout.write(
      seeded.created
        ? `demo practice seeded (${seeded.tasks} tasks) in ${seconds(t)}\n`
        : 'demo practice already present\n',
    );
  }
  const app = await buildApp({ config, database });
  if (database.kind === 'postgres') guardDriverCrash(app.log);
  // A scheduled job's run in progress is finished and recorded before this (the runner's preClose).
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests, closing the database');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // Scheduled jobs (modules/jobs): due ones claimed every few seconds, shared with other processes.
  await app.scheduledJobs.start();
  const address = app.server.address();
  banner(config, database.kind, typeof address === 'object' && address ? address.port : config.port);
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
