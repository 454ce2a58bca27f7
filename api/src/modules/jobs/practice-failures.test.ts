// A job some of whose practices failed: each practice's Admin sees their own practice's failure and
// its message, or a good run when their part went well; never another practice's message or count.
import { randomUUID } from 'node:crypto';
import { ScheduledJobList } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../../db/schema';
import { forEachPractice } from '../../lib/each-practice';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';
import { practiceFailures, type ScheduledJob } from './job';

describe('a scheduled job failing for one practice', () => {
  let app: TestApp;
  let failingAdmin: AuthHeaders;
  let fineAdmin: AuthHeaders;
  const orgs: string[] = [];
  let failing = '';
  const job: ScheduledJob = {
    name: `test-${randomUUID().slice(0, 8)}`,
    title: 'Test mails',
    description: 'Mails each practice something.',
    everyMinutes: 60,
    async run() {
      const f = practiceFailures(() => {});
      const run = await forEachPractice(app.database.db, orgs, f.onError, async (org) => {
        if (org.id === failing) throw new Error('Mail server of Kulkarni & Co refused the login');
        return true;
      });
      return f.report(run.practices + run.skipped);
    },
  };

  beforeAll(async () => {
    // Its own job: other test files share the table on PostgreSQL.
    app = await buildTestApp({}, { scheduledJobs: () => [job] });
    const first = await createPractice(app);
    const second = await createPractice(app);
    orgs.push(first.orgId, second.orgId);
    failing = first.orgId;
    failingAdmin = (await loginAs(app, first.admin)).headers;
    fineAdmin = (await loginAs(app, second.admin)).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  const seenBy = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/jobs', headers });
    expect(res.statusCode).toBe(200);
    return v.parse(ScheduledJobList, res.json().data).jobs[0];
  };

  it('shows the failing practice its own message and the other a good run, and the whole run only counts', async () => {
    await app.scheduledJobs.seed();
    expect(await app.scheduledJobs.tick()).toEqual([job.name]);

    const [row] = await app.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, job.name));
    expect(row).toMatchObject({ lastStatus: 'failed', lastError: '1 of 2 practices failed', attempts: 1 });

    expect(await seenBy(failingAdmin)).toMatchObject({
      lastStatus: 'failed',
      lastError: 'Mail server of Kulkarni & Co refused the login',
      attempts: 1,
    });
    const other = await seenBy(fineAdmin);
    expect(other).toMatchObject({ lastStatus: 'ok', lastError: null, attempts: 0 });
    expect(JSON.stringify(other)).not.toContain('Kulkarni');
  });

  it('clears a practice’s failure once a run goes well for it', async () => {
    failing = '';
    await app.database.db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.name, job.name));
    expect(await app.scheduledJobs.tick()).toEqual([job.name]);
    expect(await seenBy(failingAdmin)).toMatchObject({ lastStatus: 'ok', lastError: null, attempts: 0 });
  });
});
