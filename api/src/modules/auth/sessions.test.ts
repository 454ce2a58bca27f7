import { ERRORS, SUCCESS } from '@practice-desk/contracts';
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
  type TestPractice,
} from '../../test/factories';
import { REUSE_GRACE_MS } from './sessions';

describe('sessions: refresh, logout and access-token expiry', () => {
  let app: TestApp;
  let practice: TestPractice;
  beforeAll(async () => {
    // Tokens count whole seconds: one issued late in a second lives a little over TTL − 1 s, so the
    // refreshed token below gets two seconds at least, enough on a busy machine (1 s was not).
    app = await buildTestApp({ accessTokenTtlSeconds: 3, rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
  });
  afterAll(() => app.close());
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
  const logout = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', payload });
  const stored = async (token: string) =>
    (
      await app.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
    )[0];

  it('refuses an expired access token; a refresh brings a working one', async () => {
    const session = await loginAs(app, practice.member);
    const verifyOld = () => app.inject({ method: 'GET', url: '/api/auth/verify', headers: session.headers });
    expect((await verifyOld()).statusCode).toBe(200);
    // Until the token has expired (at most TTL seconds), looking every 200 ms.
    let expired = await verifyOld();
    for (let i = 0; i < 25 && expired.statusCode === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expired = await verifyOld();
    }
    expect(expired.statusCode).toBe(401);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.id).toBe(practice.member.id);
    const verify = await app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${res.json().data.accessToken}` },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('rotates on every use, in the same family and with the same Remember me choice', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: practice.leader.email, password: 'Test@12345', rememberMe: true },
    });
    const first: string = login.json().data.refreshToken;
    const second: string = (await refresh(first)).json().data.refreshToken;
    const third: string = (await refresh(second)).json().data.refreshToken;
    expect(new Set([first, second, third]).size).toBe(3);
    const [a, b, c] = await Promise.all([stored(first), stored(second), stored(third)]);
    expect(a?.usedAt).toBeInstanceOf(Date);
    expect(b?.familyId).toBe(a?.familyId);
    expect(c).toMatchObject({ familyId: a?.familyId, remember: true, usedAt: null, revokedAt: null });
    const ttl = app.config.refreshTokenTtlDays * 86_400_000;
    expect(Math.abs((c?.expiresAt.getTime() ?? 0) - (Date.now() + ttl))).toBeLessThan(60_000);
  });

  // A reuse long after the rotation: the browser that rotated it had its answer.
  const ageUse = (token: string) =>
    app.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(token)));

  it('refuses a token reused after the grace window and revokes its whole family, the newer token too', async () => {
    const session = await loginAs(app, practice.leader);
    const rotated: string = (await refresh(session.refreshToken)).json().data.refreshToken;
    await ageUse(session.refreshToken);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(ERRORS.sessionExpired);
    const afterTheft = await refresh(rotated);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json().message).toBe(ERRORS.sessionExpired);
    expect((await stored(rotated))?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses a token reused at once when its newer token was already used, and revokes the family', async () => {
    const session = await loginAs(app, practice.leader);
    const second: string = (await refresh(session.refreshToken)).json().data.refreshToken;
    const third: string = (await refresh(second)).json().data.refreshToken;
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(ERRORS.sessionExpired);
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('keeps the session when a refresh’s answer was lost: the same token again at once gets a new one', async () => {
    const session = await loginAs(app, practice.member);
    const lost = await refresh(session.refreshToken);
    expect(lost.statusCode).toBe(200);
    // The browser reloaded before storing that answer, so it sends the spent token again.
    const retried = await refresh(session.refreshToken);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.user.id).toBe(practice.member.id);
    const kept: string = retried.json().data.refreshToken;
    expect(kept).not.toBe(lost.json().data.refreshToken);
    expect(await stored(kept)).toMatchObject({ familyId: (await stored(session.refreshToken))?.familyId });
    const verify = await app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${retried.json().data.accessToken}` },
    });
    expect(verify.statusCode).toBe(200);
    expect((await refresh(kept)).statusCode).toBe(200);
  });

  it('leaves the person’s other sessions alone when one family is revoked', async () => {
    const phone = await loginAs(app, practice.admin);
    const laptop = await loginAs(app, practice.admin);
    await refresh(phone.refreshToken);
    await ageUse(phone.refreshToken);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const session = await loginAs(app, practice.member);
    await app.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refreshToken)));
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(ERRORS.sessionExpired);
  });

  it('refuses to refresh for a person deactivated since signing in', async () => {
    const leaving = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(app, leaving);
    await app.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, leaving.id));
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('logs out by revoking the session’s family, rotated tokens included', async () => {
    const session = await loginAs(app, practice.admin);
    const rotated: string = (await refresh(session.refreshToken)).json().data.refreshToken;
    const out = await logout({ refreshToken: session.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, data: null, message: SUCCESS.logout });
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('answers logout with success even without a token or with an unknown one', async () => {
    for (const payload of [{}, { refreshToken: 'unknown-token' }]) {
      const res = await logout(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUCCESS.logout);
    }
  });
});
