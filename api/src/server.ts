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
import { seedDemoPractice } from './db/seed';
import { scheduleComplianceGeneration } from './modules/compliance/generation-job';
import { scheduleComplianceJob } from './modules/compliance/reminder-job';
import { scheduleDueNotifications } from './modules/notifications/due-schedule';
import { scheduleInvoiceReminders } from './modules/receivables/reminder-job';
import { scheduleRegisterAlerts } from './modules/registers/alert-job';
import { scheduleRetainers } from './modules/retainers/job';
import { scheduleUnbilledNotices } from './modules/unbilled/notice-job';

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
  // Due-date reminders: now and every hour; one process per practice at a time (advisory lock).
  const dueReminders = scheduleDueNotifications(database.db, app.log);
  // Compliance tasks kept generated months ahead: now and every day; one process per practice.
  const complianceGeneration = scheduleComplianceGeneration(database.db, app.log);
  // Compliance reminders and the opt-in digests: the same pattern, their own lock.
  const complianceJob = scheduleComplianceJob(
    database.db,
    { mailer: app.mailer, appUrl: config.appUrl },
    app.log,
  );
  // UDINs not generated and DSCs about to expire: now and every hour; each alert once.
  const registerAlerts = scheduleRegisterAlerts(database.db, app.log, config.clock);
  // Rule 47 notices of work unbilled at day 25: now and every hour; once per task, ever.
  const unbilledNotices = scheduleUnbilledNotices(database.db, app.log);
  // Retainer drafts on their day of issue (missed days caught up), auto-send ones mailed.
  const retainerDrafts = scheduleRetainers(
    database.db,
    { mailer: app.mailer, renderPdf: (doc) => app.renderInvoicePdf(doc) },
    app.log,
  );
  // Scheduled reminders of overdue invoices (off until a practice turns its schedule on): now and
  // every hour; each step of each invoice once, ever.
  const invoiceReminders = scheduleInvoiceReminders(
    database.db,
    { mailer: app.mailer, renderPdf: (doc) => app.renderInvoicePdf(doc) },
    app.log,
  );
  app.addHook('onClose', async () => {
    await dueReminders.stop();
    await unbilledNotices.stop();
    await retainerDrafts.stop();
    await invoiceReminders.stop();
    await complianceGeneration.stop();
    await complianceJob.stop();
    await registerAlerts.stop();
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
