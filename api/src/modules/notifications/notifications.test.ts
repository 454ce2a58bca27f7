import { NOTIFICATION_MESSAGES, type NotificationList } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { type AuthHeaders, createPractice, loginAs, type TestPractice } from '../../test/factories';

describe('the notifications calls', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;

  const list = async (headers: AuthHeaders) => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as NotificationList;
  };
  // No due date: the due-date reminders (run by another test file on a shared PostgreSQL) stay out.
  const allot = (headers: AuthHeaders, allottedTo: string, task: string) =>
    app.inject({ method: 'POST', url: '/api/tasks', headers, payload: { task, allottedTo, dueDate: null } });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    [admin, leader, member] = (
      await Promise.all([practice.admin, practice.leader, practice.member].map((u) => loginAs(app, u)))
    ).map((s) => s.headers) as [AuthHeaders, AuthHeaders, AuthHeaders];
    await allot(admin, practice.member.id, 'Bookkeeping');
    await allot(leader, practice.member.id, 'TDS Returns');
  });
  afterAll(() => app.close());

  it('lists only my own, newest first, each unread, with the unread count', async () => {
    const mine = await list(member);
    expect(mine.unreadCount).toBe(2);
    expect(mine.notifications.map((n) => n.message)).toEqual([
      `${practice.leader.name} allotted you TDS Returns`,
      `${practice.admin.name} allotted you Bookkeeping`,
    ]);
    expect(mine.notifications[0]).toMatchObject({
      type: 'task_allotted',
      title: 'Task allotted to you',
      link: '/tasks',
      unread: true,
    });
    expect(mine.notifications[0]?.taskId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(mine.notifications[0]?.createdAt ?? '')).not.toBeNaN();
    expect((await list(admin)).notifications).toEqual([]);
  });

  it('marks one read; reading it again keeps it read', async () => {
    const [newest] = (await list(member)).notifications;
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/notifications/${newest?.id}/read`,
        headers: member,
      });
      expect(res.statusCode).toBe(200);
    }
    const after = await list(member);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.find((n) => n.id === newest?.id)?.unread).toBe(false);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const [theirs] = (await list(member)).notifications.filter((n) => n.unread);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/notifications/${theirs?.id}/read`,
      headers: leader,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect((await list(member)).unreadCount).toBe(1);
  });

  it("answers 404 to another practice's Admin and to an id that is not one", async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const [theirs] = (await list(member)).notifications;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/notifications/${theirs?.id}/read`,
      headers: otherAdmin,
    });
    expect(res.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/notifications/not-an-id/read',
      headers: member,
    });
    expect(bad.statusCode).toBe(404);
  });

  it('marks all of mine read and nobody else’s', async () => {
    await allot(member, practice.member.id, 'Own work');
    await allot(admin, practice.leader.id, 'Audit planning');
    const res = await app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: member,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated).toBe(1);
    const after = await list(member);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n) => !n.unread)).toBe(true);
    expect((await list(leader)).unreadCount).toBe(1);
  });

  it('asks for a signed-in person', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/mark-all-read' })).statusCode).toBe(
      401,
    );
  });
});
