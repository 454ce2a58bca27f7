import { DAY_END_MESSAGES } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayEnds } from '../../db/schema';
import { scoped } from '../../db/scoped';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  type AuthHeaders,
  createPractice,
  createUser,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { insertTimeEntryChunk } from '../tasks/import/insert';

describe('End Day approval and lock', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  let otherLeader: AuthHeaders;
  let taskId: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: AuthHeaders, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const log = (headers: AuthHeaders, date: string, minutes: number, task = taskId) =>
    call('POST', `/tasks/${task}/time-entries`, headers, { date, minutes, note: `work on ${date}` });
  const submit = async (headers: AuthHeaders, date: string) => {
    const res = await call('POST', '/day-ends', headers, { date });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.dayEnd.id as string;
  };
  const queue = async (headers: AuthHeaders) => {
    const res = await call('GET', '/day-ends/queue', headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const statusOf = async (userId: string, date: string) => {
    const [row] = await app.database.db
      .select({ status: dayEnds.status, comment: dayEnds.decisionComment, total: dayEnds.totalMinutes })
      .from(dayEnds)
      .where(and(eq(dayEnds.orgId, practice.orgId), eq(dayEnds.userId, userId), eq(dayEnds.date, date)));
    return row;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    const second = await createUser(app, practice.orgId, 'TEAM_LEADER', { name: 'Lata Shah' });
    otherLeader = (await loginAs(app, second)).headers;
    const created = await call('POST', '/tasks', admin, {
      task: 'GST Returns',
      subTask: 'GSTR-3B',
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
    });
    taskId = created.json().data.task.id;
  });
  afterAll(() => app.close());

  it('locks an approved day: adding time to it answers 409 with the lock message', async () => {
    await log(member, '2026-02-02', 90);
    const id = await submit(member, '2026-02-02');
    const approved = await call('POST', '/day-ends/approve', leader, { ids: [id] });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe('Day approved');
    expect(await statusOf(practice.member.id, '2026-02-02')).toMatchObject({ status: 'approved', total: 90 });

    const refused = await log(member, '2026-02-02', 15);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This day is approved and locked');
    // The leader cannot write the member's time either (their own day is not the member's).
    const again = await call('POST', '/day-ends', member, { date: '2026-02-02' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DAY_END_MESSAGES.locked);
    // The next day is open.
    expect((await log(member, '2026-02-03', 15)).statusCode).toBe(201);
  });

  it('refuses changing or removing time of an approved today through the grid', async () => {
    const [today] = [(await call('GET', '/day-ends', member)).json().data.today as string];
    await log(member, today, 30);
    const id = await submit(member, today);
    expect((await call('POST', '/day-ends/approve', admin, { ids: [id] })).statusCode).toBe(200);
    const before = (await call('GET', `/tasks/${taskId}`, member)).json().data.task.tt as number;
    for (const tt of [before + 10, before - 10]) {
      const edit = await call('PUT', `/tasks/${taskId}`, member, { tt });
      expect(edit.statusCode, `tt ${tt}`).toBe(409);
      expect(edit.json().message).toBe(DAY_END_MESSAGES.locked);
    }
    const created = await call('POST', '/tasks', member, { task: 'Audit', tt: 20 });
    expect(created.statusCode).toBe(409);
    expect((await call('GET', `/tasks/${taskId}`, member)).json().data.task.tt).toBe(before);
    // Reopen unlocks: the edit then goes through.
    const reopened = await call('POST', `/day-ends/${id}/reopen`, admin, { comment: 'Fix GSTR-3B time' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await call('PUT', `/tasks/${taskId}`, member, { tt: before + 10 })).statusCode).toBe(200);
  });

  it('reopens an approved day with a comment, unlocking it until approved again', async () => {
    await log(member, '2026-02-04', 60);
    const id = await submit(member, '2026-02-04');
    await call('POST', '/day-ends/approve', leader, { ids: [id] });
    const noComment = await call('POST', `/day-ends/${id}/reopen`, leader, { comment: '  ' });
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json().message).toBe(DAY_END_MESSAGES.commentRequired);
    const reopened = await call('POST', `/day-ends/${id}/reopen`, leader, { comment: 'Client call missing' });
    expect(reopened.json().data.day).toMatchObject({ status: 'reopened', comment: 'Client call missing' });
    expect((await log(member, '2026-02-04', 20)).statusCode).toBe(201);
    const month = (await call('GET', '/day-ends?month=2026-02', member)).json().data;
    expect(month.submitted.find((d: { date: string }) => d.date === '2026-02-04')).toMatchObject({
      status: 'reopened',
      comment: 'Client call missing',
    });
    // Reopening is only for approved days.
    const twice = await call('POST', `/day-ends/${id}/reopen`, leader, { comment: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DAY_END_MESSAGES.notApproved);
    await submit(member, '2026-02-04');
    const item = (await queue(leader)).days.find((d: { id: string }) => d.id === id);
    expect(item).toMatchObject({ resubmitted: true, totalMinutes: 80, submittedMinutes: 80 });
  });

  it('returns a day with a comment; the member sees it, edits and resubmits', async () => {
    await log(member, '2026-02-05', 45);
    const id = await submit(member, '2026-02-05');
    const returned = await call('POST', `/day-ends/${id}/return`, leader, { comment: 'Add the audit visit' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().message).toBe(DAY_END_MESSAGES.returned);
    expect((await queue(leader)).days.map((d: { id: string }) => d.id)).not.toContain(id);
    const month = (await call('GET', '/day-ends?month=2026-02', member)).json().data;
    expect(month.submitted.find((d: { date: string }) => d.date === '2026-02-05')).toMatchObject({
      status: 'returned',
      comment: 'Add the audit visit',
    });
    const told = (await call('GET', '/notifications', member)).json().data.notifications;
    expect(told.find((n: { type: string }) => n.type === 'day_returned').message).toContain(
      'Add the audit visit',
    );
    // Returning is only for submitted days.
    expect((await call('POST', `/day-ends/${id}/return`, leader, { comment: 'x' })).statusCode).toBe(409);
    expect((await call('POST', '/day-ends/approve', leader, { ids: [id] })).json().message).toBe(
      DAY_END_MESSAGES.notSubmitted,
    );

    expect((await log(member, '2026-02-05', 30)).statusCode).toBe(201);
    await submit(member, '2026-02-05');
    expect(await statusOf(practice.member.id, '2026-02-05')).toMatchObject({
      status: 'submitted',
      total: 75,
    });
    const item = (await queue(leader)).days.find((d: { id: string }) => d.id === id);
    expect(item).toMatchObject({ resubmitted: true, totalMinutes: 75 });
    expect((await call('POST', '/day-ends/approve', leader, { ids: [id] })).statusCode).toBe(200);
    const approvedNote = (await call('GET', '/notifications', member)).json().data.notifications;
    expect(approvedNote.some((n: { type: string }) => n.type === 'day_approved')).toBe(true);
  });

  it('lists the team’s submitted days oldest first with their entries and totals, and approves several', async () => {
    await log(member, '2026-03-03', 40);
    await log(member, '2026-03-02', 25);
    await log(member, '2026-03-02', 35);
    const later = await submit(member, '2026-03-03');
    const earlier = await submit(member, '2026-03-02');
    const days = (await queue(leader)).days.filter((d: { id: string }) => [later, earlier].includes(d.id));
    expect(days.map((d: { date: string }) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(days[0]).toMatchObject({
      user: { id: practice.member.id, name: practice.member.name },
      totalMinutes: 60,
      submittedMinutes: 60,
      resubmitted: false,
    });
    expect(days[0].entries).toEqual([
      expect.objectContaining({
        task: 'GST Returns',
        subTask: 'GSTR-3B',
        minutes: 25,
        note: 'work on 2026-03-02',
      }),
      expect.objectContaining({ minutes: 35 }),
    ]);
    const all = (await queue(leader)).days.map((d: { date: string }) => d.date);
    expect(all).toEqual([...all].sort());

    const approved = await call('POST', '/day-ends/approve', leader, { ids: [later, earlier] });
    expect(approved.json().message).toBe('2 days approved');
    expect((await statusOf(practice.member.id, '2026-03-02'))?.status).toBe('approved');
    expect((await statusOf(practice.member.id, '2026-03-03'))?.status).toBe('approved');
    expect((await queue(leader)).days.map((d: { id: string }) => d.id)).not.toContain(earlier);
  });

  it('lets only the member’s team leader or an Admin act, and nobody on their own day', async () => {
    await log(member, '2026-03-04', 50);
    const id = await submit(member, '2026-03-04');
    // A member has no queue and cannot approve.
    expect((await call('GET', '/day-ends/queue', member)).statusCode).toBe(403);
    expect((await call('POST', '/day-ends/approve', member, { ids: [id] })).statusCode).toBe(403);
    // A leader who leads none of the member's work neither sees nor approves the day.
    expect((await queue(otherLeader)).days.map((d: { id: string }) => d.id)).not.toContain(id);
    const stranger = await call('POST', '/day-ends/approve', otherLeader, { ids: [id] });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(DAY_END_MESSAGES.notYourTeam);
    // All or nothing: one refused day leaves the others as they were.
    const leadersOwnTask = await call('POST', '/tasks', leader, {
      task: 'Review',
      teamLeader: practice.leader.id,
    });
    await log(leader, '2026-03-04', 30, leadersOwnTask.json().data.task.id);
    const ownId = await submit(leader, '2026-03-04');
    const own = await call('POST', '/day-ends/approve', leader, { ids: [id, ownId] });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(DAY_END_MESSAGES.ownDay);
    expect((await statusOf(practice.member.id, '2026-03-04'))?.status).toBe('submitted');
    expect((await queue(leader)).days.map((d: { id: string }) => d.id)).not.toContain(ownId);
    // An Admin sees and approves the leader's day.
    expect((await queue(admin)).days.map((d: { id: string }) => d.id)).toContain(ownId);
    expect((await call('POST', '/day-ends/approve', admin, { ids: [ownId, id] })).statusCode).toBe(200);
  });

  it('answers 404 for another practice’s day', async () => {
    const other = await createPractice(app);
    const otherMember = (await loginAs(app, other.member)).headers;
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const task = await call('POST', '/tasks', otherAdmin, { task: 'TDS', allottedTo: other.member.id });
    await log(otherMember, '2026-03-05', 10, task.json().data.task.id);
    const id = await submit(otherMember, '2026-03-05');
    const res = await call('POST', '/day-ends/approve', admin, { ids: [id] });
    expect(res.statusCode).toBe(404);
    expect((await call('POST', `/day-ends/${id}/reopen`, admin, { comment: 'x' })).statusCode).toBe(404);
    expect((await queue(admin)).days.map((d: { id: string }) => d.id)).not.toContain(id);
  });

  it('refuses the importer’s time entries on their approved today', async () => {
    const today = (await call('GET', '/day-ends', admin)).json().data.today as string;
    const leaderTask = await call('POST', '/tasks', admin, {
      task: 'Review',
      allottedTo: practice.leader.id,
      teamLeader: practice.leader.id,
    });
    const taskId = leaderTask.json().data.task.id as string;
    const logged = await log(leader, today, 10, taskId);
    expect(logged.statusCode, logged.body).toBe(201);
    const id = await submit(leader, today);
    expect((await call('POST', '/day-ends/approve', admin, { ids: [id] })).statusCode).toBe(200);
    // The import writes its entries in chunks through this one function.
    const at = { orgId: practice.orgId, userId: practice.leader.id, batchId: id, today, at: new Date() };
    const writing = scoped(app.database.db, practice.orgId).transaction((tx) =>
      insertTimeEntryChunk(tx, at, [{ taskId, minutes: 45 }]),
    );
    await expect(writing).rejects.toThrow(DAY_END_MESSAGES.locked);
    expect((await call('GET', `/tasks/${taskId}/time-entries`, admin)).json().data.timeEntries).toHaveLength(
      1,
    );
  });
});
