import { ERRORS } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecondInstance, buildTestApp, type TestApp } from '../../test/app';
import {
  createPractice,
  createUser,
  loginAs,
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  type TestPractice,
} from '../../test/factories';
import { resetPassword, startPasswordReset } from './service';

const NEW_PASSWORD = 'Changed@2026';

describe('ending sessions holds on every instance at the next request', () => {
  let a: TestApp;
  let b: TestApp;
  let practice: TestPractice;
  let adminOnA: { authorization: string };
  beforeAll(async () => {
    a = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    b = await buildSecondInstance(a);
    practice = await createPractice(a);
    adminOnA = (await loginAs(a, practice.admin)).headers;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });
  const verify = (app: TestApp, headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/auth/verify', headers });
  const refresh = (app: TestApp, refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  it('refuses a demoted Admin inviting on a second instance at once', async () => {
    const person = await createUser(a, practice.orgId, 'ADMIN');
    const session = await loginAs(a, person);
    // The second instance has just seen them as an Admin.
    expect((await b.inject({ method: 'GET', url: '/api/users', headers: session.headers })).statusCode).toBe(
      200,
    );
    const demoted = await a.inject({
      method: 'PUT',
      url: `/api/users/${person.id}`,
      headers: adminOnA,
      payload: { role: 'TEAM_MEMBER' },
    });
    expect(demoted.statusCode).toBe(200);
    const invite = await b.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: session.headers,
      payload: { name: 'New Admin', email: `x-${crypto.randomUUID()}@test.example`, role: 'ADMIN' },
    });
    expect(invite.statusCode).toBe(401);
    expect(invite.json().message).toBe(ERRORS.sessionExpired);
    expect((await refresh(b, session.refreshToken)).statusCode).toBe(401);
  });

  it('refuses a deactivated person on the other instance at once', async () => {
    const person = await createUser(a, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(a, person);
    expect((await verify(b, session.headers)).statusCode).toBe(200);
    await a.inject({
      method: 'PUT',
      url: `/api/users/${person.id}`,
      headers: adminOnA,
      payload: { status: 'Inactive' },
    });
    expect((await verify(b, session.headers)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions everywhere and keeps the current one', async () => {
    const person = await createUser(a, practice.orgId, 'TEAM_MEMBER');
    const laptop = await loginAs(a, person);
    const phone = await loginAs(b, person);
    expect((await verify(b, phone.headers)).statusCode).toBe(200);
    const changed = await a.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: laptop.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().data as { accessToken: string; refreshToken: string };
    // The other session: its access token and its refresh token, on either instance.
    expect((await verify(b, phone.headers)).statusCode).toBe(401);
    expect((await verify(a, phone.headers)).statusCode).toBe(401);
    expect((await refresh(b, phone.refreshToken)).statusCode).toBe(401);
    // The session that changed it goes on with its new tokens, on every instance.
    expect((await verify(b, { authorization: `Bearer ${fresh.accessToken}` })).statusCode).toBe(200);
    expect((await refresh(b, fresh.refreshToken)).statusCode).toBe(200);
    expect((await verify(a, laptop.headers)).statusCode).toBe(401);
    expect((await refresh(a, laptop.refreshToken)).statusCode).toBe(401);
  });

  it('a reset by mail ends the access tokens already signed', async () => {
    const person = await createUser(a, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(a, person);
    const reset = await startPasswordReset(a.database.db, person.email);
    if (!reset) throw new Error('no reset token');
    await resetPassword(a.database.db, reset.token, NEW_PASSWORD);
    expect((await verify(b, session.headers)).statusCode).toBe(401);
    expect((await loginAs(b, person, NEW_PASSWORD)).accessToken).toBeTruthy();
  });
});
