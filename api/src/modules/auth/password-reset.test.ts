import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERRORS, SUCCESS, VALIDATION } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeTokens, refreshTokens } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  createPractice,
  createUser,
  loginAs,
  RELAXED_RATE_LIMITS,
  type TestPractice,
} from '../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const STRONG = 'Newpass@2026';

describe('forgot and reset password, mailed over SMTP', () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let practice: TestPractice;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  /** Asks for a reset; the mail goes out after the answer, so this waits for it too. */
  const forgot = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await app.backgroundSettled();
    return res;
  };
  const reset = (token: string, newPassword = STRONG) =>
    app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const mailsTo = (email: string) =>
    smtp.messages.filter((m) => m.to && JSON.stringify(m.to).includes(email));
  /** Asks for a reset and returns the token from the link in the mail. */
  const tokenMailedTo = async (email: string) => {
    await forgot(email);
    const text = mailsTo(email).at(-1)?.text ?? '';
    return text.match(/\/reset-password#token=([\w-]+)/)?.[1] ?? '';
  };

  it('mails a link; the new password signs in and the old one no longer does', async () => {
    const res = await forgot(practice.member.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null, message: SUCCESS.forgot });
    const [mail] = mailsTo(practice.member.email);
    expect(mail?.subject).toBe('Reset your practice desk password');
    expect(mail?.text).toContain(`${app.config.appUrl}/reset-password#token=`);
    const token = mail?.text?.match(/\/reset-password#token=([\w-]+)/)?.[1] ?? '';
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(SUCCESS.reset);
    await expect(loginAs(app, practice.member, STRONG)).resolves.toBeTruthy();
    await expect(loginAs(app, practice.member)).rejects.toThrow('401');
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    const before = smtp.messages.length;
    const known = await forgot(practice.admin.email);
    const unknown = await forgot('nobody-here@test.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(smtp.messages.length).toBe(before + 1);
  });

  it('sends nothing to a deactivated or invited person', async () => {
    const inactive = await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Inactive' });
    const invited = await createUser(app, practice.orgId, 'TEAM_MEMBER', { status: 'Invited' });
    for (const who of [inactive, invited]) {
      expect((await forgot(who.email)).json().message).toBe(SUCCESS.forgot);
      expect(mailsTo(who.email)).toHaveLength(0);
    }
  });

  it('accepts a link once only', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const token = await tokenMailedTo(person.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Other@2026x');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(ERRORS.tokenInvalid);
    await expect(loginAs(app, person, STRONG)).resolves.toBeTruthy();
  });

  it('refuses an expired link and an unknown one', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_LEADER');
    const token = await tokenMailedTo(person.email);
    await app.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, person.id));
    for (const attempt of [token, 'made-up-token']) {
      const res = await reset(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ERRORS.tokenInvalid);
    }
  });

  it('ends every session of the person whose password was reset', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const session = await loginAs(app, person);
    await reset(await tokenMailedTo(person.email));
    const rows = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, person.id));
    expect(rows.every((row) => row.revokedAt)).toBe(true);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });

  it('holds a new password to the strength rules, with the spec’s messages', async () => {
    const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
    const token = await tokenMailedTo(person.email);
    const weak = await reset(token, 'abc');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual([
      { field: 'newPassword', message: VALIDATION.passwordMin },
      { field: 'newPassword', message: VALIDATION.passwordUpper },
      { field: 'newPassword', message: VALIDATION.passwordNumber },
      { field: 'newPassword', message: VALIDATION.passwordSpecial },
    ]);
    expect((await reset(token)).statusCode).toBe(200);
    const badEmail = await forgot('not-an-email');
    expect(badEmail.json().errors).toEqual([{ field: 'email', message: VALIDATION.invalidEmail }]);
  });
});

describe('mail without SMTP', () => {
  it('writes each mail to the outbox as an .eml file', async () => {
    // Counters are shared with every test file on PostgreSQL: not this file's to run out.
    const app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    const practice = await createPractice(app);
    for (const person of [practice.admin, practice.member]) {
      await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: person.email },
      });
      await app.backgroundSettled();
    }
    const outbox = join(app.config.dataDir, 'outbox');
    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d+-reset-your-practice-desk-password\.eml$/);
    const eml = readFileSync(join(outbox, files[1] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${practice.member.email}`);
    expect(eml).toContain('/reset-password#token=');
    await app.close();
  });

  it('logs the outbox file and its link, so a developer can follow it', async () => {
    // Counters are shared with every test file on PostgreSQL: not this file's to run out.
    const app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    const practice = await createPractice(app);
    const info = vi.spyOn(app.log, 'info');
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: practice.leader.email },
    });
    await app.backgroundSettled();
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({
        to: practice.leader.email,
        file: expect.stringMatching(/outbox\/\d+-reset-your-practice-desk-password\.eml$/),
        link: expect.stringMatching(/^http:\/\/localhost:5173\/reset-password#token=[\w-]{43}$/),
      }),
      expect.any(String),
    );
    await app.close();
  });

  it('in production names only the outbox file in the log, never the live link', async () => {
    const app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS, env: 'production' });
    const practice = await createPractice(app);
    const info = vi.spyOn(app.log, 'info');
    await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: practice.leader.email },
    });
    await app.backgroundSettled();
    const written = info.mock.calls
      .map(([fields]) => fields as unknown as Record<string, unknown>)
      .filter((fields) => typeof fields?.file === 'string');
    expect(written).toHaveLength(1);
    expect(written[0]?.file).toMatch(/reset-your-practice-desk-password\.eml$/);
    const loggedText = info.mock.calls
      .flat()
      .filter((part) => typeof part === 'string' || 'to' in Object(part));
    expect(JSON.stringify(loggedText)).not.toContain('#token=');
    await app.close();
  });
});
