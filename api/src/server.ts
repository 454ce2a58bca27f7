// The server entry: config, database, migrations, demo seed, listen; prints where everything is
// and closes gracefully on SIGTERM/SIGINT (stop accepting, finish requests, close the database).
// Its output never blocks (lib/process-output), and a shutdown that does not finish in 10 s is
// ended by a watchdog thread (lib/forced-exit); started by `npm start`, it also stops when that
// supervisor is gone.

import { randomBytes } from 'node:crypto';
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
import { armForcedExit } from './lib/forced-exit';
import { processOutput } from './lib/process-output';
import { backupBeforeMigrations } from './modules/backups/before-migrations';
import { removeServerFile, writeServerFile } from './modules/backups/server-file';

const output = processOutput(1);
/** Graceful shutdown's limit; the watchdog kills the process a little after it. */
const SHUTDOWN_MS = 10_000;

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
  output.write(`${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfig();
  let t = performance.now();
  const database = await openDatabase(config);
  output.write(`database opened (${database.kind}) in ${seconds(t)}\n`);
  t = performance.now();
  const backedUp = await backupBeforeMigrations(database, config);
  if (backedUp) output.write(`backed up before migrating: ${backedUp.file} in ${seconds(t)}\n`);
  t = performance.now();
  await migrateDatabase(database);
  output.write(`migrations applied in ${seconds(t)}\n`);
  const uploads = await moveUploadsIntoDatabase(database.db, config.dataDir);
  if (uploads.moved > 0 || uploads.missing > 0)
    output.write(
      `acknowledgement PDFs moved from ${join(config.dataDir, 'uploads')} into the database: ${uploads.moved}` +
        (uploads.missing > 0 ? ` (${uploads.missing} named by a filing but not on this disk)` : '') +
        '\n',
    );
  if (config.seedDemo) {
    t = performance.now();
    const seeded = await seedDemoPractice(database.db);
    output.write(
      seeded.created
        ? `demo practice seeded (${seeded.tasks} tasks) in ${seconds(t)}\n`
        : 'demo practice already present\n',
    );
  }
  // The operator's token (npm run backup reaches the embedded database through this server).
  const operatorToken = randomBytes(32).toString('base64url');
  const app = await buildApp({ config, database, operatorToken, logStream: output });
  if (database.kind === 'postgres') guardDriverCrash(app.log);
  // A scheduled job's run in progress is finished and recorded before this (the runner's preClose).
  app.addHook('onClose', async () => {
    removeServerFile(config.dataDir);
    await database.close();
  });

  let closing = false;
  const shutDown = (reason: string) => {
    if (closing) return;
    closing = true;
    armForcedExit(SHUTDOWN_MS + 2_000);
    app.log.info({ reason }, 'shutting down: finishing requests, closing the database');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => shutDown(signal));
  // Started by `npm start` (an IPC channel): when that supervisor is gone, so is the server.
  process.on('disconnect', () => shutDown('npm start ended'));

  await app.listen({ port: config.port, host: config.host });
  // Scheduled jobs (modules/jobs): due ones claimed every few seconds, shared with other processes.
  await app.scheduledJobs.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (database.kind === 'pglite')
    writeServerFile(config.dataDir, { pid: process.pid, host: config.host, port, token: operatorToken });
  banner(config, database.kind, port);
  process.send?.({ ready: true, port }, (err: Error | null) => {
    if (err) shutDown('npm start ended');
  });
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
