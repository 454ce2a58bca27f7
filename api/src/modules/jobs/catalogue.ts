// Every scheduled job of the app: what it does (as the Admin's page says it), how often, and the
// run, which walks the practices (each under its own lock and transaction; one failing does not
// stop the others). `practiceIds` keeps a test's runs to its own practices.
import { TRASH_DAYS } from '@practice-desk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type BackupJobDependencies, backupJob } from '../backups/job';
import { runComplianceGeneration } from '../compliance/generation-job';
import { runComplianceJob } from '../compliance/reminder-job';
import { runDocumentChase } from '../document-requests/chase-job';
import type { SendDependencies } from '../invoices/send';
import { runDueNotifications } from '../notifications/due-job';
import { runInvoiceReminders } from '../receivables/reminder-job';
import { runRegisterAlerts } from '../registers/alert-job';
import { runRetainers } from '../retainers/job';
import { purgeExpiredTrash } from '../tasks/trash';
import { runUnbilledNotices } from '../unbilled/notice-job';
import { type JobScope, practiceFailures, type ScheduledJob } from './job';

export interface JobDependencies extends SendDependencies {
  db: Db;
  log: FastifyBaseLogger;
  /** The app's address, for links in mails. */
  appUrl: string;
  /** Only these practices (tests); every practice by default. */
  practiceIds?: string[];
  /** The embedded database's vacuum and analyse (Database.upkeep); none on PostgreSQL. */
  upkeep?: (now: Date) => Promise<string[]>;
  /** The daily backup (modules/backups), when this app takes them. */
  backup?: Omit<BackupJobDependencies, 'db' | 'log' | 'practiceIds'>;
}

const HOURLY = 60;
const DAILY = 24 * 60;
/** Statistics a bulk import left stale are read again within this many minutes. */
const UPKEEP_MINUTES = 15;

/** Practices a run went through, when its result counts them (PracticeRun). */
function practicesWalked(run: unknown): number | undefined {
  if (typeof run !== 'object' || run === null || !('practices' in run) || !('skipped' in run))
    return undefined;
  return Number(run.practices) + Number(run.skipped);
}

export function jobCatalogue(deps: JobDependencies): ScheduledJob[] {
  const { db, log, practiceIds, upkeep, backup } = deps;
  // A run over the practices, its failures collected for the runner (and logged per practice).
  // A run over the practices (those of its scope, else every one), its failures collected for the
  // runner (and logged per practice).
  const walking =
    (
      what: string,
      walk: (
        now: Date,
        onError: (err: unknown, orgId: string) => void,
        practiceIds: string[] | undefined,
      ) => Promise<unknown>,
    ) =>
    async (now: Date, scope?: JobScope) => {
      const f = practiceFailures((err, orgId) => log.error({ err, orgId }, `${what} of a practice failed`));
      return f.report(practicesWalked(await walk(now, f.onError, scope?.practiceIds ?? practiceIds)));
    };
  const jobs: ScheduledJob[] = [
    {
      name: 'due-reminders',
      title: 'Due-date reminders',
      description: 'Reminds people of their tasks due today and of tasks gone overdue.',
      everyMinutes: HOURLY,
      run: walking('due-date reminders', (now, onError, only) =>
        runDueNotifications(db, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'trash-purge',
      title: 'Trash clean-up',
      description: `Deletes for good the tasks that have been in the Trash for more than ${TRASH_DAYS} days.`,
      everyMinutes: HOURLY,
      async run(now, scope) {
        await purgeExpiredTrash(db, scope?.practiceIds ?? practiceIds, now);
        return { failedPractices: 0 };
      },
    },
    {
      name: 'compliance-generation',
      title: 'Compliance generation',
      description: 'Keeps each practice’s compliance tasks generated for the months ahead it has set.',
      everyMinutes: DAILY,
      run: walking('compliance generation', (now, onError, only) =>
        runComplianceGeneration(db, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'compliance-reminders',
      title: 'Compliance reminders and digests',
      description: 'Reminds people of compliance items falling due, and sends the daily digests from 07:00.',
      everyMinutes: HOURLY,
      run: walking('compliance reminders', (now, onError, only) =>
        runComplianceJob(db, deps, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'document-chase',
      title: 'Document requests',
      description:
        'Raises document requests ahead of compliance due dates, mails clients their reminders and tells staff daily of overdue requests.',
      everyMinutes: HOURLY,
      run: walking('document chase', (now, onError, only) =>
        runDocumentChase(db, deps, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'register-alerts',
      title: 'UDIN and DSC alerts',
      description: 'Alerts about UDINs not yet generated and digital signatures about to expire.',
      everyMinutes: HOURLY,
      run: walking('register alerts', (now, onError, only) =>
        runRegisterAlerts(db, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'unbilled-notices',
      title: 'Unbilled-work notices',
      description: 'Tells team leaders of finished work still unbilled on its 25th day (Rule 47).',
      everyMinutes: HOURLY,
      run: walking('unbilled-work notices', (now, onError, only) =>
        runUnbilledNotices(db, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'retainer-drafts',
      title: 'Retainer invoices',
      description: 'Drafts retainer invoices on their day of issue and mails those set to go automatically.',
      everyMinutes: HOURLY,
      run: walking('retainer drafts', (now, onError, only) =>
        runRetainers(db, deps, { now, practiceIds: only }, onError),
      ),
    },
    {
      name: 'invoice-reminders',
      title: 'Payment reminders',
      description: 'Mails payment reminders for overdue invoices, on each practice’s reminder schedule.',
      everyMinutes: HOURLY,
      run: walking('invoice reminders', (now, onError, only) =>
        runInvoiceReminders(db, deps, { now, practiceIds: only }, onError),
      ),
    },
  ];
  if (backup) jobs.push(backupJob({ db, log, practiceIds, ...backup }));
  if (!upkeep) return jobs;
  return [
    ...jobs,
    {
      name: 'database-upkeep',
      title: 'Database upkeep',
      description:
        'Vacuums and analyses the built-in database’s tables after they change, as a database server does by itself.',
      everyMinutes: UPKEEP_MINUTES,
      wholeServer: true,
      async run(now) {
        const tables = await upkeep(now);
        if (tables.length > 0) log.info({ tables }, 'database tables vacuumed and analysed');
        return { failedPractices: 0 };
      },
    },
  ];
}
