// Tenancy by construction: module code reaches the database through the practice-scoped handle
// (`ctx.db`, see db/scoped.ts). The raw handle is for the few places that are not one practice's
// work, each named here with why; any other file that imports it, or reads `database.db`, fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

const RAW_ALLOWED: Record<string, string> = {
  'lib/each-practice.ts': 'walks every practice for the jobs; each practice’s work gets a scoped handle',
  'lib/rate-limit-store.ts': 'rate-limit counters belong to an address, not a practice',
  'plugins/auth.ts': 'builds each request’s scoped handle from it',
  'plugins/session-holder.ts': 'checks a token’s holder before the request has a practice',
  'modules/auth/limits.ts': 'refunds rate-limit hits (no practice rows)',
  'modules/auth/routes.ts': 'sign-in, refresh and reset come before a practice is known',
  'modules/auth/service.ts': 'sign-in, refresh and reset come before a practice is known',
  'modules/auth/sessions.ts': 'refresh tokens are found by their hash, across practices',
  'modules/auth/users.ts': 'finds a person by e-mail across practices to sign them in',
  'modules/users/invitation-routes.ts': 'an invitation is found by its token, before sign-in',
  'modules/users/service.ts': 'an invitation is found by its token, before sign-in',
  'modules/portal/portal-routes.ts':
    'a portal sign-in link is asked for and spent before a practice is known',
  'modules/portal/session.ts': 'a portal session is found by its token’s hash, before its practice is known',
  'modules/portal/sign-in.ts': 'finds an address’s practices, and a link by its hash, across practices',
  'modules/practices/provision.ts': 'creates the practice itself',
  'modules/compliance/generation-job.ts': 'walks every practice; each one’s generation is scoped',
  'modules/notifications/due-job.ts': 'walks every practice; each one’s reminders are scoped',
  'modules/receivables/reminder-job.ts': 'walks every practice; each one’s scheduled reminders are scoped',
  'modules/compliance/reminder-job.ts': 'walks every practice; each one’s reminders and digests are scoped',
  'modules/document-requests/chase-job.ts':
    'walks every practice; each one’s raised requests, reminders and digests are scoped',
  'modules/jobs/catalogue.ts': 'the scheduled jobs walk every practice; each one’s work is scoped',
  'modules/jobs/command.ts': 'the operator’s command lists the app’s jobs and runs one for every practice',
  'modules/jobs/claims.ts': 'the scheduled-jobs table is the whole app’s, not a practice’s',
  'modules/jobs/runner.ts': 'claims and records the app’s scheduled jobs',
  'modules/jobs/runner-plugin.ts': 'builds the jobs, which walk every practice',
  'modules/jobs/routes.ts': 'the scheduled jobs are the whole app’s, not a practice’s',
  'modules/jobs/service.ts': 'the scheduled-jobs table is the whole app’s, not a practice’s',
  'modules/retainers/job.ts': 'walks every practice; each one’s drafts and sends are scoped',
  'modules/registers/alert-job.ts': 'walks every practice; each one’s UDIN and DSC alerts are scoped',
  'modules/unbilled/notice-job.ts': 'walks every practice; each one’s Rule 47 notices are scoped',
  'modules/tasks/trash.ts': 'the hourly purge empties every practice’s expired Trash',
  'modules/reports/report-fixture.ts': 'test data written straight to the tables',
  'modules/backups/backup-command.ts': 'the operator’s backup is of the whole database, every practice',
  'modules/backups/backup.ts': 'a backup copies the whole database, every practice',
  'modules/backups/before-migrations.ts': 'reads which migrations the whole database has',
  'modules/backups/job.ts':
    'the daily backup is the whole database’s; failures notify each practice’s Admins',
  'modules/backups/restore.ts': 'a restore opens and migrates the whole restored database',
  'modules/practice-transfer/import.ts':
    'an import creates a practice: its rows are written before the practice exists here',
  'modules/practice-transfer/import-command.ts':
    'the operator’s import opens and migrates the whole database',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const usesRawHandle = (text: string) =>
  /from '(\.\.\/)+db\/client'/.test(text) || /\bdatabase\.db\b/.test(text);

describe('tenancy by construction', () => {
  const files = ['modules', 'lib', 'plugins'].flatMap((dir) => sourceFiles(join(SRC, dir)));
  const raw = files
    .filter((file) => usesRawHandle(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file).replaceAll('\\', '/'))
    .sort();

  it('lets only the named files use the raw database handle', () => {
    expect(raw.filter((file) => !(file in RAW_ALLOWED))).toEqual([]);
  });

  it('names no file that no longer needs it', () => {
    expect(Object.keys(RAW_ALLOWED).filter((file) => !raw.includes(file))).toEqual([]);
  });

  it('hands services the scoped handle, not the raw one', () => {
    const context = readFileSync(join(SRC, 'lib', 'context.ts'), 'utf8');
    expect(context).toMatch(/db: TenantDb;/);
    expect(readFileSync(join(SRC, 'plugins', 'auth.ts'), 'utf8')).toMatch(
      /db: scoped\(app\.database\.db, user\.orgId, actorOf\(request\)\)/,
    );
  });
});
