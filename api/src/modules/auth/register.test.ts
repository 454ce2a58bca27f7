import { ERRORS, SUCCESS, VALIDATION } from '@practice-desk/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statuses, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs, RELAXED_RATE_LIMITS, type TestPractice } from '../../test/factories';

const STRONG = 'Newpass@2026';
let serial = 0;
const freshEmail = (who: string) => `${who}-${Date.now()}-${++serial}@test.example`;

describe('registration', () => {
  let app: TestApp;
  let practice: TestPractice;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
  });
  afterAll(() => app.close());
  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
  const person = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    email: freshEmail(name.split(' ')[0]?.toLowerCase() ?? 'someone'),
    password: STRONG,
    confirmPassword: STRONG,
    ...extra,
  });

  it('creates a new practice whose registrant is its active Admin', async () => {
    const res = await register(person('Kavita Rao', { practiceName: 'Rao & Co', role: 'TEAM_MEMBER' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: SUCCESS.register,
      data: { user: { name: 'Kavita Rao', role: 'ADMIN', status: 'Active', orgName: 'Rao & Co' } },
    });
    const { orgId } = res.json().data.user;
    expect(orgId).not.toBe(practice.orgId);
    const [provisioned] = await app.database.db
      .select({ n: count() })
      .from(statuses)
      .where(eq(statuses.orgId, orgId));
    expect(provisioned?.n).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/password/i);
  });

  it('names the practice after its registrant when no name is given', async () => {
    const res = await register(person('Anil Kumar'));
    expect(res.json().data.user.orgName).toBe("Anil Kumar's Practice");
  });

  it('refuses an e-mail already used in any practice, whatever its case', async () => {
    const res = await register(person('Copy Cat', { email: practice.leader.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: ERRORS.emailTaken,
      errors: [{ field: 'email', message: ERRORS.emailTaken }],
    });
  });

  it('lists every broken password rule and the other form messages', async () => {
    const res = await register({ name: 'A', email: 'a@', password: 'abc', confirmPassword: 'abd' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: VALIDATION.nameMin },
        { field: 'email', message: VALIDATION.invalidEmail },
        { field: 'password', message: VALIDATION.passwordMin },
        { field: 'password', message: VALIDATION.passwordUpper },
        { field: 'password', message: VALIDATION.passwordNumber },
        { field: 'password', message: VALIDATION.passwordSpecial },
      ]),
    );
    const mismatch = await register(person('Ravi Menon', { confirmPassword: 'Other@2026' }));
    expect(mismatch.json().errors).toEqual([
      { field: 'confirmPassword', message: VALIDATION.passwordsDontMatch },
    ]);
    const lower = await register(
      person('Ravi Menon', { password: 'NOLOWER@1', confirmPassword: 'NOLOWER@1' }),
    );
    expect(lower.json().errors).toEqual([{ field: 'password', message: VALIDATION.passwordLower }]);
  });

  it('lets a signed-in Admin add an active person to their own practice, as a Team Member by default', async () => {
    const admin = await loginAs(app, practice.admin);
    const member = person('Nikhil Shah');
    const res = await register(member, admin.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: SUCCESS.userCreated,
      data: { user: { orgId: practice.orgId, role: 'TEAM_MEMBER', status: 'Active' } },
    });
    await expect(loginAs(app, member, STRONG)).resolves.toBeTruthy();
    const leader = await register(person('Farah Khan', { role: 'TEAM_LEADER' }), admin.headers);
    expect(leader.json().data.user).toMatchObject({ orgId: practice.orgId, role: 'TEAM_LEADER' });
  });

  it('refuses a Team Leader or Team Member adding people', async () => {
    for (const who of [practice.leader, practice.member]) {
      const attempt = person('Some One');
      const res = await register(attempt, (await loginAs(app, who)).headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ERRORS.forbidden);
      const [created] = await app.database.db.select().from(users).where(eq(users.email, attempt.email));
      expect(created).toBeUndefined();
    }
  });

  it('refuses an invalid bearer token instead of registering publicly', async () => {
    const res = await register(person('Sneaky Pete'), { authorization: 'Bearer forged.token.here' });
    expect(res.statusCode).toBe(401);
  });
});
