import { ERRORS, SUCCESS, VALIDATION } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { hashToken } from '../../lib/tokens';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  createPractice,
  createUser,
  loginAs,
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  type TestPractice,
} from '../../test/factories';

describe('sign-in and verify', () => {
  let app: TestApp;
  let practice: TestPractice;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
  });
  afterAll(() => app.close());
  const login = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload });
  const verify = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/auth/verify', headers: authorization ? { authorization } : {} });

  it('signs in with the right password and answers the user and both tokens', async () => {
    const res = await login({ email: practice.admin.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: SUCCESS.login,
      data: { user: { id: practice.admin.id, email: practice.admin.email, role: 'ADMIN', status: 'Active' } },
    });
    expect(res.json().data.accessToken).toEqual(expect.any(String));
    expect(res.json().data.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toContain('argon2');
  });

  it('keeps the refresh token hashed, with the Remember me choice', async () => {
    const res = await login({ email: practice.leader.email, password: TEST_PASSWORD, rememberMe: true });
    const token: string = res.json().data.refreshToken;
    const [stored] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ userId: practice.leader.id, remember: true, usedAt: null });
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await login({ email: practice.admin.email, password: 'Wrong@12345' });
    const unknown = await login({ email: 'nobody@test.example', password: 'Wrong@12345' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ success: false, message: ERRORS.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an inactive account once the password is right, and only then', async () => {
    const inactive = await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Inactive' });
    const right = await login({ email: inactive.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(ERRORS.accountInactive);
    const wrong = await login({ email: inactive.email, password: 'Wrong@12345' });
    expect(wrong.json().message).toBe(ERRORS.invalidCredentials);
  });

  it('tells an invited person to accept their invitation first', async () => {
    const invited = await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Invited' });
    const res = await login({ email: invited.email, password: 'Anything@1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERRORS.accountInvited);
  });

  it('gives the spec’s messages for bad sign-in input', async () => {
    const res = await login({ email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'email', message: VALIDATION.invalidEmail },
      { field: 'password', message: VALIDATION.passwordRequired },
    ]);
  });

  it('verifies a token with the person as stored now', async () => {
    const session = await loginAs(app, practice.member);
    await app.database.db.update(users).set({ name: 'Meera Joshi' }).where(eq(users.id, practice.member.id));
    const res = await verify(session.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        valid: true,
        user: expect.objectContaining({ id: practice.member.id, name: 'Meera Joshi', orgId: practice.orgId }),
      },
    });
  });

  it('refuses verify without a token, with a forged one, and for a deactivated person', async () => {
    expect((await verify()).statusCode).toBe(401);
    expect((await verify('Bearer forged.token.here')).statusCode).toBe(401);
    const leaving = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(app, leaving);
    await app.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, leaving.id));
    const res = await verify(session.headers.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERRORS.sessionExpired);
  });
});
