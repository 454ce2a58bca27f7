import { ERRORS, SUCCESS, VALIDATION } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  createPractice,
  createUser,
  loginAs,
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  type TestPractice,
} from '../../test/factories';

const STRONG = 'Newpass@2026';

describe('profile: name and password', () => {
  let app: TestApp;
  let practice: TestPractice;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: RELAXED_RATE_LIMITS });
    practice = await createPractice(app);
  });
  afterAll(() => app.close());
  const changePassword = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers, payload });

  it('updates the name, trimmed, and answers the updated person', async () => {
    const { headers } = await loginAs(app, practice.leader);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: '  Suresh Iyer ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SUCCESS.profileUpdated,
      data: { user: { id: practice.leader.id, name: 'Suresh Iyer', email: practice.leader.email } },
    });
    const blank = await app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'name', message: VALIDATION.fullNameRequired }]);
  });

  it('refuses profile calls without a signed-in person', async () => {
    const named = await app.inject({ method: 'PUT', url: '/api/auth/profile', payload: { name: 'X Y' } });
    expect(named.statusCode).toBe(401);
    const changed = await changePassword(
      '/api/auth/change-password',
      {},
      { currentPassword: 'a', newPassword: STRONG },
    );
    expect(changed.statusCode).toBe(401);
  });

  it('refuses a wrong current password on the current-password field', async () => {
    const { headers } = await loginAs(app, practice.member);
    const res = await changePassword('/api/auth/change-password', headers, {
      currentPassword: 'Wrong@12345',
      newPassword: STRONG,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: ERRORS.currentPasswordWrong,
      errors: [{ field: 'currentPassword', message: ERRORS.currentPasswordWrong }],
    });
  });

  it('gives the spec’s messages for empty and short passwords', async () => {
    const { headers } = await loginAs(app, practice.member);
    const empty = await changePassword('/api/auth/change-password', headers, {
      currentPassword: '',
      newPassword: '',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'currentPassword', message: VALIDATION.currentPasswordRequired },
        { field: 'newPassword', message: VALIDATION.newPasswordRequired },
      ]),
    );
    const short = await changePassword('/api/auth/change-password', headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'short',
    });
    expect(short.json().errors).toEqual([{ field: 'newPassword', message: VALIDATION.passwordMin }]);
  });

  it('changes the password with the current one, at both of its addresses', async () => {
    for (const url of ['/api/auth/change-password', '/api/users/change-password']) {
      const person = await createUser(app, practice.orgId, 'TEAM_MEMBER');
      const { headers } = await loginAs(app, person);
      const res = await changePassword(url, headers, { currentPassword: TEST_PASSWORD, newPassword: STRONG });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(SUCCESS.passwordUpdated);
      await expect(loginAs(app, person, STRONG)).resolves.toBeTruthy();
      await expect(loginAs(app, person)).rejects.toThrow('401');
    }
  });
});
