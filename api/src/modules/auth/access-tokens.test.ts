import { ERRORS } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, createUser, loginAs, type TestPractice } from '../../test/factories';

describe('an access token ends with its person', () => {
  let app: TestApp;
  let practice: TestPractice;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());
  const verify = (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/auth/verify', headers });
  const changeUser = (id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: admin, payload });

  it('refuses a deactivated person at once, though the token has not expired', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(app, person);
    expect((await verify(session.headers)).statusCode).toBe(200);
    expect((await changeUser(person.id, { status: 'Inactive' })).statusCode).toBe(200);
    const refused = await verify(session.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ERRORS.sessionExpired);
    const tasks = await app.inject({ method: 'GET', url: '/api/tasks', headers: session.headers });
    expect(tasks.statusCode).toBe(401);
  });

  it('refuses the access token of a session logged out, at once, and leaves the person’s other sessions', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const leaving = await loginAs(app, person);
    const staying = await loginAs(app, person);
    expect((await verify(leaving.headers)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    const refused = await verify(leaving.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(ERRORS.sessionExpired);
    const tasks = await app.inject({ method: 'GET', url: '/api/tasks', headers: leaving.headers });
    expect(tasks.statusCode).toBe(401);
    expect((await verify(staying.headers)).statusCode).toBe(200);
  });

  it('refuses a removed person at once', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(app, person);
    expect((await verify(session.headers)).statusCode).toBe(200);
    const removed = await app.inject({ method: 'DELETE', url: `/api/users/${person.id}`, headers: admin });
    expect(removed.json().data).toEqual({ deleted: true });
    expect((await verify(session.headers)).statusCode).toBe(401);
  });

  it('refuses a token signed for a role the person no longer has', async () => {
    const person = await createUser(app, practice.orgId, 'ADMIN');
    const session = await loginAs(app, person);
    const users = await app.inject({ method: 'GET', url: '/api/users', headers: session.headers });
    expect(users.statusCode).toBe(200);
    expect((await changeUser(person.id, { role: 'TEAM_MEMBER' })).statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/users', headers: session.headers });
    expect(after.statusCode).toBe(401);
    expect((await loginAs(app, person)).accessToken).toBeTruthy();
  });
});
