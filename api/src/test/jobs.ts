// A job of the app's catalogue kept to a test's own practices, to run as the scheduler would.
import { jobCatalogue } from '../modules/jobs/catalogue';
import type { ScheduledJob } from '../modules/jobs/job';
import type { TestApp } from './app';

export function catalogueJob(app: TestApp, name: string, practiceIds: string[]): ScheduledJob {
  const job = jobCatalogue({
    db: app.database.db,
    log: app.log,
    appUrl: app.config.appUrl,
    mailer: app.mailer,
    ...app.invoicePdfDependencies,
    practiceIds,
  }).find((j) => j.name === name);
  if (!job) throw new Error(`no scheduled job ${name}`);
  return job;
}
