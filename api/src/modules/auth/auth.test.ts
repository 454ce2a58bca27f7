import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS, SUCCESS, VALIDATION } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs, TEST_PASSWORD } from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const STRONG = 'Newpass@2026';

describe('sign-in, registration and profile', () => {
  let app: TestApp;
  let practice: Awaited<ReturnType<typeof createPractice>>;
  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
  });
  afterAll(() => app.close());

  it('signs in with the right password and answers user and tokens', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: practice.admin.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SUCCESS.login,
      data: { user: { email: practice.admin.email, role: 'ADMIN', orgId: practice.orgId } },
    });
    expect(res.json().data.accessToken).toBeTruthy();
    expect(res.json().data.user.passwordHash).toBeUndefined();
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: practice.admin.email, password: 'nope' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@test.example', password: 'nope' },
    });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json().message).toBe(ERRORS.invalidCredentials);
    expect(unknown.json().message).toBe(ERRORS.invalidCredentials);
  });

  it('gives the spec’s messages for bad sign-in and registration input', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.map((e: { message: string }) => e.message)).toEqual([
      VALIDATION.invalidEmail,
      VALIDATION.passwordRequired,
    ]);
    const reg = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'A', email: 'a@b.co', password: 'abc', confirmPassword: 'abd' },
    });
    const messages = reg.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        VALIDATION.nameMin,
        VALIDATION.passwordMin,
        VALIDATION.passwordUpper,
        VALIDATION.passwordNumber,
        VALIDATION.passwordSpecial,
        VALIDATION.passwordsDontMatch,
      ]),
    );
  });

  it('registers a new practice whose registrant is its Admin', async () => {
    const email = `owner-${Date.now()}@test.example`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Kavita Rao',
        email,
        password: STRONG,
        confirmPassword: STRONG,
        practiceName: 'Rao & Co',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: SUCCESS.register,
      data: { user: { role: 'ADMIN', orgName: 'Rao & Co' } },
    });
    expect(res.json().data.user.orgId).not.toBe(practice.orgId);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kavita Rao', email: email.toUpperCase(), password: STRONG, confirmPassword: STRONG },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toEqual({ field: 'email', message: ERRORS.emailTaken });
  });

  it('lets an Admin add a person with a role to their own practice, and no one else', async () => {
    const admin = await loginAs(app, practice.admin);
    const email = `added-${Date.now()}@test.example`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: admin.headers,
      payload: { name: 'Nikhil Shah', email, password: STRONG, confirmPassword: STRONG, role: 'TEAM_LEADER' },
    });
    expect(res.json().data.user).toMatchObject({ orgId: practice.orgId, role: 'TEAM_LEADER' });
    const member = await loginAs(app, practice.member);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: member.headers,
      payload: { name: 'Someone', email: `x-${email}`, password: STRONG, confirmPassword: STRONG },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ERRORS.forbidden);
  });

  it('verifies a token and refuses none', async () => {
    const { headers } = await loginAs(app, practice.member);
    const res = await app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    expect(res.json().data).toMatchObject({ valid: true, user: { id: practice.member.id } });
    expect((await app.inject({ method: 'GET', url: '/api/auth/verify' })).statusCode).toBe(401);
  });

  it('refuses an inactive account', async () => {
    const other = await createPractice(app);
    await app.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, other.member.id));
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: other.member.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ERRORS.accountInactive);
  });

  it('updates the profile name and changes the password with the current one', async () => {
    const other = await createPractice(app);
    const { headers } = await loginAs(app, other.leader);
    const named = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: '  Suresh Iyer ' },
    });
    expect(named.json().data.user.name).toBe('Suresh Iyer');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: 'bad', newPassword: STRONG },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toEqual({
      field: 'currentPassword',
      message: ERRORS.currentPasswordWrong,
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: STRONG },
    });
    expect(ok.json().message).toBe(SUCCESS.passwordUpdated);
    await expect(loginAs(app, other.leader, STRONG)).resolves.toBeTruthy();
  });
});

describe('refresh tokens', () => {
  let app: TestApp;
  let practice: Awaited<ReturnType<typeof createPractice>>;
  beforeAll(async () => {
    app = await buildTestApp({ accessTokenTtlSeconds: 1 });
    practice = await createPractice(app);
  });
  afterAll(() => app.close());
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

  it('refuses an expired access token and refreshes it', async () => {
    const session = await loginAs(app, practice.member);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/verify', headers: session.headers })).statusCode,
    ).toBe(401);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const verify = await app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${res.json().data.accessToken}` },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('rotates on every use; a reused token revokes its whole family', async () => {
    const session = await loginAs(app, practice.leader);
    const first = await refresh(session.refreshToken);
    const rotated = first.json().data.refreshToken;
    expect(rotated).not.toBe(session.refreshToken);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(ERRORS.sessionExpired);
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('logs out by revoking the session', async () => {
    const session = await loginAs(app, practice.admin);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.json().message).toBe(SUCCESS.logout);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let practice: Awaited<ReturnType<typeof createPractice>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url });
    practice = await createPractice(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  const forgot = (email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, newPassword = STRONG) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

  it('mails a single-use link over SMTP; the new password signs in, the old one no longer', async () => {
    const res = await forgot(practice.member.email);
    expect(res.json().message).toBe(SUCCESS.forgot);
    const mail = smtp.messages.find((m) => m.to && JSON.stringify(m.to).includes(practice.member.email));
    const token = mail?.text?.match(/reset-password\/([\w-]+)/)?.[1] ?? '';
    expect(mail?.subject).toBe('Reset your practice desk password');
    expect(mail?.text).toContain('http://localhost:5173/reset-password/');
    expect((await reset(token)).json().message).toBe(SUCCESS.reset);
    expect((await reset(token, 'Other@2026x')).json().message).toBe(ERRORS.tokenInvalid);
    await expect(loginAs(app, practice.member, STRONG)).resolves.toBeTruthy();
    await expect(loginAs(app, practice.member)).rejects.toThrow('401');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.messages.length;
    const res = await forgot('nobody-here@test.example');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(SUCCESS.forgot);
    expect(smtp.messages.length).toBe(before);
  });

  it('refuses an expired link and enforces the password rules', async () => {
    await forgot(practice.leader.email);
    await app.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, practice.leader.id));
    const mail = smtp.messages.at(-1);
    const token = mail?.text?.match(/reset-password\/([\w-]+)/)?.[1] ?? '';
    expect((await reset(token)).statusCode).toBe(400);
    const weak = await reset(token, 'weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.map((e: { message: string }) => e.message)).toContain(VALIDATION.passwordMin);
  });
});

describe('mail without SMTP', () => {
  it('writes the mail to the outbox as an .eml file', async () => {
    const app = await buildTestApp();
    const practice = await createPractice(app);
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: practice.admin.email },
    });
    const outbox = join(app.config.dataDir, 'outbox');
    const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(outbox, files[0] ?? ''), 'utf8')).toContain('reset-password/');
    await app.close();
  });
});

describe('rate limits', () => {
  it('answers 429 after too many sign-in attempts for one address, and for resets', async () => {
    const app = await buildTestApp({ rateLimits: { loginPerMinute: 3, forgotPerMinute: 2 } });
    const practice = await createPractice(app);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: practice.admin.email, password: 'wrong' },
      });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json().message).toBe(ERRORS.tooManyLogins);
    const resets = [];
    for (let i = 0; i < 3; i++)
      resets.push(
        await app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: 'someone@test.example' },
        }),
      );
    expect(resets.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(resets[2]?.json().message).toBe(ERRORS.tooManyResets);
    await app.close();
  });
});
