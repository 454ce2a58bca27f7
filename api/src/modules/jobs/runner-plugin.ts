// The scheduled jobs of this process: the catalogue (or a test's own jobs) and the runner, which
// the server starts (tests tick it themselves); closing the app waits for a run in progress. Their
// rows are added on the first use, not here: the app starts while the database is away.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupPlace, takeBackup } from '../backups/backup';
import { type JobDependencies, jobCatalogue } from './catalogue';
import type { ScheduledJob } from './job';
import { createJobRunner, type JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledJobs: JobRunner;
  }
}

export interface ScheduledJobsOptions {
  /** The jobs this app knows (tests give their own); the app's catalogue by default. */
  jobs?: (deps: JobDependencies) => ScheduledJob[];
}

export const scheduledJobsPlugin = fp(
  async (app: FastifyInstance, { jobs = jobCatalogue }: ScheduledJobsOptions) => {
    const db = app.database.db;
    const known = jobs({
      db,
      log: app.log,
      appUrl: app.config.appUrl,
      mailer: app.mailer,
      ...app.invoicePdfDependencies,
      upkeep: app.database.upkeep,
      backup: app.config.backups.scheduled
        ? {
            hour: app.config.backups.hour,
            takeBackup: (now) => takeBackup(app.database, backupPlace(app.config), now),
          }
        : undefined,
    });
    // The app's clock: the one the registers' lists count their status and days left from.
    const runner = createJobRunner({ db, jobs: known, log: app.log, clock: app.config.clock });
    app.decorate('scheduledJobs', runner);
    // preClose: before any onClose hook (they run last-registered first), so the database a run
    // records into is still open.
    app.addHook('preClose', () => runner.stop());
  },
  { name: 'scheduled-jobs', dependencies: ['mailer', 'invoice-pdf'] },
);
