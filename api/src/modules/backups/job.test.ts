// The daily backup job: taken when due and then at the next BACKUP_HOUR, seen by the Admin on the
// scheduled jobs list; a failed one is a failed run there and a notification to the Admins.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScheduledJobList } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../../app';
import { scheduledJobs as scheduledJobRows } from '../../db/schema';
import { buildTestApp, type TestApp, testConfig } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';
import { jobCatalogue } from '../jobs/catalogue';
import { BACKUP_FAILED_TITLE, nextBackupAt } from './job';

/** 10:00 in India (04:30 UTC). */
const NOW = new Date('2026-11-29T04:30:00Z');

describe('the daily backup job', () => {
  const backupDir = join(mkdtempSync(join(tmpdir(), 'pd-backups-')), 'backups');
  const practices: string[] = [];
  let app: TestApp;
  let admin: AuthHeaders;

  const overrides = (dir: string) => ({
    clock: () => NOW,
    backups: { dir, hour: 2, keepDaily: 14, keepWeekly: 8, scheduled: true },
  });
  // Only the backup job, and its notifications only to this file's practices.
  const scheduledJobs: BuildOptions['scheduledJobs'] = (deps) =>
    jobCatalogue({ ...deps, practiceIds: practices }).filter((job) => job.name === 'database-backup');
  /** A second app on the first one's database, its backups going to `dir`. */
  const alsoOn = async (dir: string) => {
    const second = await buildApp({
      config: testConfig(overrides(dir)),
      database: app.database,
      logger: false,
      scheduledJobs,
    });
    await second.ready();
    return second;
  };
  /** The backup is the operator's to run at once (npm run jobs), not an Admin's: the test makes it due. */
  const makeDue = (target: TestApp) =>
    target.database.db
      .update(scheduledJobRows)
      .set({ nextRunAt: new Date(NOW.getTime() - 60_000) })
      .where(eq(scheduledJobRows.name, 'database-backup'));
  const backupRow = async (target: TestApp, headers: AuthHeaders) => {
    const res = await target.inject({ method: 'GET', url: '/api/jobs', headers });
    expect(res.statusCode).toBe(200);
    return v.parse(ScheduledJobList, res.json().data).jobs.find((job) => job.name === 'database-backup');
  };

  beforeAll(async () => {
    app = await buildTestApp(overrides(backupDir), { scheduledJobs });
    const practice = await createPractice(app);
    practices.push(practice.orgId);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app?.close());

  it('runs next at the set hour on India’s clock', () => {
    expect(nextBackupAt(NOW, 2)).toEqual(new Date('2026-11-29T20:30:00Z'));
    expect(nextBackupAt(new Date('2026-11-29T20:29:30Z'), 2)).toEqual(new Date('2026-11-29T20:30:00Z'));
    expect(nextBackupAt(new Date('2026-11-29T20:30:10Z'), 2)).toEqual(new Date('2026-11-30T20:30:00Z'));
  });

  it('takes a checksummed backup when due, and shows the Admin when and that it went well', async () => {
    await app.scheduledJobs.seed();
    // Due now: the job's row is new (a server off at the hour backs up when it starts).
    await makeDue(app);
    expect(await app.scheduledJobs.tick()).toContain('database-backup');
    const files = readdirSync(backupDir);
    expect(files.filter((f) => f.endsWith('.tar'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.tar.sha256'))).toHaveLength(1);
    expect(await backupRow(app, admin)).toMatchObject({
      title: 'Database backup',
      lastStatus: 'ok',
      lastRunAt: NOW.toISOString(),
      lastError: null,
      nextRunAt: '2026-11-29T20:30:00.000Z',
    });
  }, 120_000);

  it('shows a failed backup as a failed run and tells every Admin', async () => {
    // A backup folder that cannot be made: its parent is a file.
    const blocked = join(mkdtempSync(join(tmpdir(), 'pd-backups-')), 'a-file');
    writeFileSync(blocked, 'not a folder');
    const failing = await alsoOn(join(blocked, 'backups'));
    try {
      await makeDue(failing);
      expect(await failing.scheduledJobs.tick()).toContain('database-backup');
      const row = await backupRow(failing, admin);
      expect(row?.lastStatus).toBe('failed');
      expect(row?.lastError).toMatch(/ENOTDIR/);
      expect(existsSync(join(blocked, 'backups'))).toBe(false);
      const res = await failing.inject({ method: 'GET', url: '/api/notifications', headers: admin });
      const mine = res.json().data.notifications as { type: string; title: string; link: string }[];
      expect(mine).toContainEqual(
        expect.objectContaining({
          type: 'backup_failed',
          title: BACKUP_FAILED_TITLE,
          link: '/configurations/scheduled-jobs',
        }),
      );
    } finally {
      await failing.close();
    }
  }, 120_000);
});
