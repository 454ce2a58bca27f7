import { DAY_END_MESSAGES } from '@practice-desk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayEndEvents, dayEnds } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, createUser, loginAs } from '../../test/factories';

describe('End Day approval of an Admin’s own day', () => {
  let app: TestApp;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  /** A practice whose Admin logged time on `date` and submitted it. */
  async function adminWithSubmittedDay(date: string) {
    const practice = await createPractice(app);
    const admin = (await loginAs(app, practice.admin)).headers;
    const task = await call('POST', '/tasks', admin, {
      task: 'Partner review',
      allottedTo: practice.admin.id,
    });
    const taskId = task.json().data.task.id as string;
    const logged = await call('POST', `/tasks/${taskId}/time-entries`, admin, { date, minutes: 75 });
    expect(logged.statusCode, logged.body).toBe(201);
    const submitted = await call('POST', '/day-ends', admin, { date });
    expect(submitted.statusCode, submitted.body).toBe(201);
    return { practice, admin, taskId, dayId: submitted.json().data.dayEnd.id as string };
  }
  const queueIds = async (headers: AuthHeaders) =>
    (await call('GET', '/day-ends/queue', headers)).json().data.days.map((d: { id: string }) => d.id);

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('lets a practice’s only Admin approve and reopen their own day, recorded as decided by themselves', async () => {
    const { practice, admin, taskId, dayId } = await adminWithSubmittedDay('2026-02-09');
    expect(await queueIds(admin)).toContain(dayId);

    const approved = await call('POST', '/day-ends/approve', admin, { ids: [dayId] });
    expect(approved.statusCode, approved.body).toBe(200);
    const locked = await call('POST', `/tasks/${taskId}/time-entries`, admin, {
      date: '2026-02-09',
      minutes: 5,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(DAY_END_MESSAGES.locked);
    const [row] = await app.database.db
      .select({ status: dayEnds.status, decidedBy: dayEnds.decidedBy })
      .from(dayEnds)
      .where(eq(dayEnds.id, dayId));
    expect(row).toEqual({ status: 'approved', decidedBy: practice.admin.id });

    const approvedList = (await call('GET', '/day-ends/approved', admin)).json().data.days;
    expect(approvedList.find((d: { id: string }) => d.id === dayId)).toMatchObject({
      user: { id: practice.admin.id },
      approvedBy: { id: practice.admin.id, name: practice.admin.name },
    });
    const reopened = await call('POST', `/day-ends/${dayId}/reopen`, admin, {
      comment: 'Add the bank visit',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const history = await app.database.db
      .select({ action: dayEndEvents.action, byUser: dayEndEvents.byUser })
      .from(dayEndEvents)
      .where(and(eq(dayEndEvents.dayEndId, dayId)))
      .orderBy(asc(dayEndEvents.createdAt));
    expect(history).toEqual([
      { action: 'submitted', byUser: practice.admin.id },
      { action: 'approved', byUser: practice.admin.id },
      { action: 'reopened', byUser: practice.admin.id },
    ]);
    // The audit trail names the Admin as the one who changed their day.
    const audit = (await call('GET', `/audit?entity=day_ends&entityId=${dayId}`, admin)).json().data.entries;
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((e: { user: { id: string } | null }) => e.user?.id === practice.admin.id)).toBe(true);
  });

  it('sends an Admin’s day to another active Admin: deciding it themselves is refused', async () => {
    const { practice, admin, dayId } = await adminWithSubmittedDay('2026-02-10');
    const second = await createUser(app, practice.orgId, 'ADMIN', { name: 'Meera Iyer' });
    const secondAdmin = (await loginAs(app, second)).headers;

    expect(await queueIds(admin)).not.toContain(dayId);
    const own = await call('POST', '/day-ends/approve', admin, { ids: [dayId] });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(DAY_END_MESSAGES.ownDay);
    expect(await queueIds(secondAdmin)).toContain(dayId);
    expect((await call('POST', '/day-ends/approve', secondAdmin, { ids: [dayId] })).statusCode).toBe(200);
    const reopenOwn = await call('POST', `/day-ends/${dayId}/reopen`, admin, { comment: 'mine' });
    expect(reopenOwn.statusCode).toBe(403);
    expect(reopenOwn.json().message).toBe(DAY_END_MESSAGES.ownDay);
    // A Team Leader's own day still goes to an Admin, sole or not.
    const leader = (await loginAs(app, practice.leader)).headers;
    const task = await call('POST', '/tasks', leader, { task: 'Review', teamLeader: practice.leader.id });
    await call('POST', `/tasks/${task.json().data.task.id}/time-entries`, leader, {
      date: '2026-02-10',
      minutes: 20,
    });
    const leaderDay = (await call('POST', '/day-ends', leader, { date: '2026-02-10' })).json().data.dayEnd.id;
    const leaderOwn = await call('POST', '/day-ends/approve', leader, { ids: [leaderDay] });
    expect(leaderOwn.statusCode).toBe(403);
    expect(leaderOwn.json().message).toBe(DAY_END_MESSAGES.ownDay);
  });

  it('does not count a deactivated second Admin: the remaining Admin approves their own day', async () => {
    const { practice, admin, dayId } = await adminWithSubmittedDay('2026-02-11');
    const second = await createUser(app, practice.orgId, 'ADMIN', { name: 'Meera Iyer' });
    expect((await call('POST', '/day-ends/approve', admin, { ids: [dayId] })).statusCode).toBe(403);
    const deactivated = await call('PUT', `/users/${second.id}`, admin, { status: 'Inactive' });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    expect(await queueIds(admin)).toContain(dayId);
    const approved = await call('POST', '/day-ends/approve', admin, { ids: [dayId] });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await app.database.db
      .select({ status: dayEnds.status })
      .from(dayEnds)
      .where(eq(dayEnds.id, dayId));
    expect(row?.status).toBe('approved');
  });
});
