import { ERRORS, USER_MESSAGES } from '@practice-desk/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';
import { practiceToday } from '../../test/practice-today';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

type Headers = { authorization: string };

describe('user management and invitations', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let practice: Awaited<ReturnType<typeof createPractice>>;
  let admin: Headers;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const tokenIn = (email: string) => {
    const mail = [...smtp.messages].reverse().find((m) => JSON.stringify(m.to).includes(email));
    return mail?.text?.match(/accept-invite#token=([\w-]+)/)?.[1] ?? '';
  };

  it('invites a person: Invited, mailed, and Active once they set name and password', async () => {
    const email = `new-${Date.now()}@test.example`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { name: 'Tanvi', email, role: 'TEAM_LEADER' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: USER_MESSAGES.invited(email),
      data: { user: { status: 'Invited', role: 'TEAM_LEADER' } },
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'Whatever@1' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ERRORS.accountInvited);
    const token = tokenIn(email);
    expect(
      (await app.inject({ method: 'GET', url: `/api/auth/invitation?token=${token}` })).json().data,
    ).toMatchObject({ email, orgName: expect.any(String) });
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token, name: 'Tanvi Kale', password: 'Tanvi@2026' },
    });
    expect(accepted.statusCode).toBe(200);
    const session = await loginAs(app, { email }, 'Tanvi@2026');
    expect(session.accessToken).toBeTruthy();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/accept-invite',
          payload: { token, name: 'Again', password: 'Tanvi@2026' },
        })
      ).json().message,
    ).toBe(ERRORS.tokenInvalid);
  });

  it('records accepting an invitation as the person who accepted, with their address', async () => {
    const email = `accepts-${Date.now()}@test.example`;
    const invited = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { name: 'Ira', email, role: 'TEAM_MEMBER' },
    });
    const userId = invited.json().data.user.id;
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/auth/accept-invite',
      payload: { token: tokenIn(email), name: 'Ira Sen', password: 'IraSen@2026' },
    });
    expect(accepted.statusCode).toBe(200);
    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({ userId, userName: 'Ira Sen', ip: '127.0.0.1' });
    expect(entry?.changes).toMatchObject({ status: { old: 'Invited', new: 'Active' } });
  });

  it('resends an invitation with a new link; the old one stops working', async () => {
    const email = `resend-${Date.now()}@test.example`;
    const invited = (
      await app.inject({
        method: 'POST',
        url: '/api/users/invite',
        headers: admin,
        payload: { email, role: 'TEAM_MEMBER' },
      })
    ).json().data.user;
    const first = tokenIn(email);
    await app.inject({ method: 'POST', url: `/api/users/${invited.id}/resend-invitation`, headers: admin });
    const second = tokenIn(email);
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: `/api/auth/invitation?token=${first}` })).statusCode).toBe(
      400,
    );
    expect(
      (await app.inject({ method: 'GET', url: `/api/auth/invitation?token=${second}` })).statusCode,
    ).toBe(200);
  });

  it('never leaves a practice without an active Admin', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const demote = await app.inject({
      method: 'PUT',
      url: `/api/users/${other.admin.id}`,
      headers: otherAdmin,
      payload: { role: 'TEAM_MEMBER' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(USER_MESSAGES.lastAdmin);
    const self = await app.inject({
      method: 'DELETE',
      url: `/api/users/${other.admin.id}`,
      headers: otherAdmin,
    });
    expect(self.json().message).toBe(USER_MESSAGES.notYourself);
  });

  it('deactivates a person who owns work instead of deleting them, and deletes one who owns none', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: otherAdmin,
      payload: { task: 'GST', allottedTo: other.member.id },
    });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/users/${other.member.id}`,
      headers: otherAdmin,
    });
    expect(removed.json()).toMatchObject({ data: { deleted: false }, message: USER_MESSAGES.deactivated });
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${other.member.id}`, headers: otherAdmin })).json()
        .data.user.status,
    ).toBe('Inactive');
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/users/${other.leader.id}`,
      headers: otherAdmin,
    });
    expect(gone.json().data.deleted).toBe(true);
  });

  it('changes a role and the person’s sessions end', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const memberSession = await loginAs(app, other.member);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${other.member.id}`,
      headers: otherAdmin,
      payload: { role: 'TEAM_LEADER' },
    });
    expect(res.json().data.user.role).toBe('TEAM_LEADER');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { refreshToken: memberSession.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('exports the people and refuses a Team Leader everything here', async () => {
    // Added at 01:30 in Kolkata: the practice's 19 November, though the server's clock says the 18th.
    await app.database.db
      .update(users)
      .set({ createdAt: new Date('2026-11-18T20:00:00Z') })
      .where(eq(users.id, practice.member.id));
    const xlsx = await app.inject({ method: 'GET', url: '/api/users/export?format=csv', headers: admin });
    expect(xlsx.body).toContain('Name,Email,Role,Status,Added On');
    expect(xlsx.body).toContain(`${practice.member.email},Team Member,Active,2026-11-19`);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="users-${practiceToday()}.csv"`);
    const leader = (await loginAs(app, practice.leader)).headers;
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['POST', '/api/users/invite'],
      ['PUT', `/api/users/${practice.member.id}`],
      ['DELETE', `/api/users/${practice.member.id}`],
    ] as const) {
      expect(
        (await app.inject({ method, url, headers: leader, payload: { email: 'x@y.zz' } })).statusCode,
      ).toBe(403);
    }
  });
});
