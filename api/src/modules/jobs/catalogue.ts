// Every scheduled job of the app: what it does (as the Admin's page says it), how often, and the
// run, which walks the practices (each under its own lock and transaction; one failing does not
// stop the others). `practiceIds` keeps a test's runs to its own practices.
import { TRASH_DAYS } from '@practice-desk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { runComplianceGeneration } from '../compliance/generation-job';
import { runComplianceJob } from '../compliance/reminder-job';
import type { SendDependencies } from '../invoices/send';
import { runDueNotifications } from '../notifications/due-job';
import { runInvoiceReminders } from '../receivables/reminder-job';
import { runRegisterAlerts } from '../registers/alert-job';
import { runRetainers } from '../retainers/job';
import { purgeExpiredTrash } from '../tasks/trash';
import { runUnbilledNotices } from '../unbilled/notice-job';
import { practiceFailures, type ScheduledJob } from './job';

export interface JobDependencies extends SendDependencies {
  db: Db;
  log: FastifyBaseLogger;
  /** The app's address, for links in mails. */
  appUrl: string;
  /** Only these practices (tests); every practice by default. */
  practiceIds?: string[];
}

const HOURLY = 60;
const DAILY = 24 * 60;

export function jobCatalogue(deps: JobDependencies): ScheduledJob[] {
  const { db, log, practiceIds } = deps;
  const failures = (what: string) =>
    practiceFailures((err, orgId) => log.error({ err, orgId }, `${what} of a practice failed`));
  return [
    {
      name: 'due-reminders',
      title: 'Due-date reminders',
      description: 'Reminds people of their tasks due today and of tasks gone overdue.',
      everyMinutes: HOURLY,
      async run(now) {
        const f = failures('due-date reminders');
        const run = await runDueNotifications(db, { now, practiceIds }, f.onError);
        return f.report(run.practices + run.skipped);
      },
    },
    {
      name: 'trash-purge',
      title: 'Trash clean-up',
      description: `Deletes for good the tasks that have been in the Trash for more than ${TRASH_DAYS} days.`,
      everyMinutes: HOURLY,
      async run(now) {
        await purgeExpiredTrash(db, practiceIds, now);
        return { failedPractices: 0 };
      },
    },
    {
      name: 'compliance-generation',
      title: 'Compliance generation',
      description: 'Keeps each practice’s compliance tasks generated for the months ahead it has set.',
      everyMinutes: DAILY,
      async run(now) {
        const f = failures('compliance generation');
        const run = await runComplianceGeneration(db, { now, practiceIds }, f.onError);
        return f.report(run.practices + run.skipped);
      },
    },
    {
      name: 'compliance-reminders',
      title: 'Compliance reminders and digests',
      description: 'Reminds people of compliance items falling due, and sends the daily digests from 07:00.',
      everyMinutes: HOURLY,
      async run(now) {
        const f = failures('compliance reminders');
        const run = await runComplianceJob(db, deps, { now, practiceIds }, f.onError);
        return f.report(run.practices + run.skipped);
      },
    },
    {
      name: 'register-alerts',
      title: 'UDIN and DSC alerts',
      description: 'Alerts about UDINs not yet generated and digital signatures about to expire.',
      everyMinutes: HOURLY,
      async run(now) {
        const f = failures('register alerts');
        const run = await runRegisterAlerts(db, { now, practiceIds }, f.onError);
        return f.report(run.practices + run.skipped);
      },
    },
    {
      name: 'unbilled-notices',
      title: 'Unbilled-work notices',
      description: 'Tells team leaders of finished work still unbilled on its 25th day (Rule 47).',
      everyMinutes: HOURLY,
      async run(now) {
        const f = failures('unbilled-work notices');
        await runUnbilledNotices(db, { now, practiceIds }, f.onError);
        return f.report();
      },
    },
    {
      name: 'retainer-drafts',
      title: 'Retainer invoices',
      description: 'Drafts retainer invoices on their day of issue and mails those set to go automatically.',
      everyMinutes: HOURLY,
      async run(now) {
        const f = failures('retainer drafts');
        await runRetainers(db, deps, { now, practiceIds }, f.onError);
        return f.report();
      },
    },
    {
      name: 'invoice-reminders',
      title: 'Payment reminders',
      description: 'Mails payment reminders for overdue invoices, on each practice’s reminder schedule.',
      everyMinutes: HOURLY,
      async run(now) {
        const f = failures('invoice reminders');
        const run = await runInvoiceReminders(db, deps, { now, practiceIds }, f.onError);
        return f.report(run.practices + run.skipped);
      },
    },
  ];
}
