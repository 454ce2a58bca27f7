// The compliance reminders: the assignee 3 days before and on the due date, the team leader (and
// assignee) once per overdue spell; once a day at most; instead of, not beside, the task reminders.
import { todayIn } from '@practice-desk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceItems, notifications } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, type ObligationFields } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { catalogueJob } from '../../test/jobs';
import { runDueNotifications } from '../notifications/due-job';
import { runComplianceJob } from './reminder-job';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 09:00 in Kolkata on Wednesday 18 November 2026. */
const NOW = new Date('2026-11-18T03:30:00Z');
const TYPES = ['compliance_due_soon', 'compliance_due_today', 'compliance_overdue'];
const onPostgres = Boolean(process.env.PD_TEST_DATABASE_URL);

describe('compliance reminders', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  const tasksByName: Record<string, string> = {};
  const itemsByName: Record<string, string> = {};

  const run = (offsetMs = 0) =>
    runComplianceJob(
      app.database.db,
      { mailer: app.mailer, appUrl: app.config.appUrl },
      { now: new Date(NOW.getTime() + offsetMs), practiceIds: [practice.orgId] },
    );
  /** This practice's reminders as [item, type, person, message], in a stable order. */
  const reminders = async (types = TYPES) => {
    const rows = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orgId, practice.orgId), inArray(notifications.type, types)));
    const names = Object.fromEntries(Object.entries(tasksByName).map(([name, id]) => [id, name]));
    const people = {
      [practice.member.id]: 'member',
      [practice.leader.id]: 'leader',
      [practice.admin.id]: 'admin',
    };
    return rows
      .map((r) => [names[r.taskId ?? ''], r.type, people[r.userId], r.message] as const)
      .sort((a, b) => `${a[0]}${a[1]}${a[2]}`.localeCompare(`${b[0]}${b[1]}${b[2]}`));
  };
  const make = async (
    name: string,
    fields: Partial<ObligationFields> & { dueDate: string; code: string },
  ) => {
    const client = await createClient(app, admin, { name: `${name} Pvt Ltd` });
    const made = await createObligation(app, admin, practice.orgId, {
      clientId: client.id,
      period: '2026-10',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
      ...fields,
    });
    tasksByName[name] = made.taskId;
    itemsByName[name] = made.itemId;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await make('Soon', { code: 'GSTR-3B', dueDate: '2026-11-21' });
    await make('Sooner', { code: 'PMT-06', dueDate: '2026-11-20' });
    await make('Later', { code: 'GSTR-1', dueDate: '2026-11-22' });
    await make('Today', { code: 'TDS-PAYMENT', dueDate: '2026-11-18' });
    await make('Unassigned', { code: 'GSTR-3B', dueDate: '2026-11-18', allottedTo: null });
    await make('Overdue', { code: 'GSTR-1', dueDate: '2026-11-11' });
    await make('Own', { code: 'GSTR-3B', dueDate: '2026-11-01', allottedTo: practice.leader.id });
    await make('Filed', {
      code: 'GSTR-3B',
      dueDate: '2026-11-10',
      filedOn: '2026-11-09',
      arn: 'AA271126000001A',
    });
    await make('Trashed', { code: 'GSTR-3B', dueDate: '2026-11-12' });
    await app.inject({ method: 'DELETE', url: `/api/tasks/${tasksByName.Trashed}`, headers: admin });
  });
  afterAll(() => app.close());

  it('reminds the assignee 3 days before and on the due date, the leader and assignee when overdue', async () => {
    const result = await run();
    expect(result).toMatchObject({ practices: 1, failed: 0, reminders: 7 });
    expect(await reminders()).toEqual([
      [
        'Overdue',
        'compliance_overdue',
        'leader',
        'GSTR-1 – Oct 2026 for Overdue Pvt Ltd was due on 11 Nov 2026 and is not filed yet',
      ],
      [
        'Overdue',
        'compliance_overdue',
        'member',
        'GSTR-1 – Oct 2026 for Overdue Pvt Ltd was due on 11 Nov 2026 and is not filed yet',
      ],
      [
        'Own',
        'compliance_overdue',
        'leader',
        'GSTR-3B – Oct 2026 for Own Pvt Ltd was due on 1 Nov 2026 and is not filed yet',
      ],
      ['Soon', 'compliance_due_soon', 'member', 'GSTR-3B – Oct 2026 for Soon Pvt Ltd is due on 21 Nov 2026'],
      [
        'Sooner',
        'compliance_due_soon',
        'member',
        'PMT-06 – Oct 2026 for Sooner Pvt Ltd is due on 20 Nov 2026',
      ],
      ['Today', 'compliance_due_today', 'member', 'TDS-PAYMENT – Oct 2026 for Today Pvt Ltd is due today'],
      [
        'Unassigned',
        'compliance_due_today',
        'leader',
        'GSTR-3B – Oct 2026 for Unassigned Pvt Ltd is due today',
      ],
    ]);
  });

  it('shows the reminder in the person’s bell, opening the task', async () => {
    const member = (await loginAs(app, practice.member)).headers;
    const res = await app.inject({ method: 'GET', url: '/api/notifications', headers: member });
    const today = res
      .json()
      .data.notifications.find((n: { type: string }) => n.type === 'compliance_due_today');
    expect(today).toMatchObject({
      title: 'Filing due today',
      taskId: tasksByName.Today,
      link: '/tasks',
      unread: true,
    });
  });

  it('adds nothing on a second run the same day, even two at once', async () => {
    const before = await reminders();
    await Promise.all([run(60_000), run(60_000)]);
    expect((await run(3_600_000)).reminders).toBe(0);
    expect(await reminders()).toEqual(before);
  });

  it('the next day reminds of what came within 3 days or became overdue, not again of the rest', async () => {
    const before = new Set((await reminders()).map((r) => r.join('|')));
    await run(DAY_MS);
    const added = (await reminders())
      .filter((r) => !before.has(r.join('|')))
      .map(([name, type, who]) => `${name}: ${type} → ${who}`);
    expect(added).toEqual([
      'Later: compliance_due_soon → member',
      'Today: compliance_overdue → leader',
      'Today: compliance_overdue → member',
      'Unassigned: compliance_overdue → leader',
    ]);
  });

  it('starts again when an extension moves the due date, and stops once filed', async () => {
    await app.database.db
      .update(complianceItems)
      .set({ dueDate: '2026-11-23', extensionNote: 'Extended by notification' })
      .where(eq(complianceItems.id, itemsByName.Overdue as string));
    await app.database.db
      .update(complianceItems)
      .set({ filedOn: '2026-11-19', arn: 'AA271126000002B' })
      .where(eq(complianceItems.id, itemsByName.Own as string));
    await run(2 * DAY_MS);
    const soon = (await reminders()).filter(
      ([name, type]) => name === 'Overdue' && type === 'compliance_due_soon',
    );
    expect(soon.map(([, , who, message]) => [who, message])).toEqual([
      ['member', 'GSTR-1 – Oct 2026 for Overdue Pvt Ltd is due on 23 Nov 2026'],
    ]);
    await run(6 * DAY_MS);
    const own = (await reminders()).filter(([name]) => name === 'Own');
    expect(own).toHaveLength(1);
    const overdue = (await reminders()).filter(
      ([name, type]) => name === 'Overdue' && type === 'compliance_overdue',
    );
    expect(overdue).toHaveLength(4);
  });

  it('leaves generated tasks out of the task due-date reminders, which still remind the others', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: 'Plain task', allottedTo: practice.member.id, dueDate: '2026-11-18' },
    });
    tasksByName['Plain task'] = plain.json().data.task.id;
    await runDueNotifications(app.database.db, { now: NOW, practiceIds: [practice.orgId] });
    expect(await reminders(['task_due_today', 'task_overdue'])).toEqual([
      ['Plain task', 'task_due_today', 'member', 'Plain task is due today'],
    ]);
  });

  it('is run by the scheduled job compliance-reminders, and a second run adds nothing', async () => {
    await make('Scheduled', { code: 'GSTR-3B', dueDate: todayIn('Asia/Kolkata'), period: '2026-09' });
    const job = catalogueJob(app, 'compliance-reminders', [practice.orgId]);
    expect((await job.run(new Date())).failedPractices).toBe(0);
    await job.run(new Date());
    const scheduled = (await reminders()).filter(([name]) => name === 'Scheduled');
    expect(scheduled).toHaveLength(1);
  });

  it.runIf(onPostgres)('leaves a practice alone while another process holds its lock', async () => {
    const other = postgres(process.env.PD_TEST_DATABASE_URL as string, { max: 1, onnotice: () => {} });
    try {
      await make('Locked', { code: 'GSTR-3B', dueDate: '2026-12-25', period: '2026-11' });
      await other`select pg_advisory_lock(730017, hashtext(${practice.orgId}))`;
      const result = await run(37 * DAY_MS);
      expect(result.skipped).toBe(1);
      expect((await reminders()).filter(([name]) => name === 'Locked')).toEqual([]);
      await other`select pg_advisory_unlock(730017, hashtext(${practice.orgId}))`;
      await run(37 * DAY_MS);
      expect((await reminders()).filter(([name]) => name === 'Locked').map(([, type]) => type)).toEqual([
        'compliance_due_today',
      ]);
    } finally {
      await other.end();
    }
  });
});
