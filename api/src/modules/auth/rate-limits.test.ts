import { ERRORS } from '@practice-desk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, TEST_PASSWORD, type TestPractice } from '../../test/factories';

describe('rate limits on sign-in and password reset', () => {
  let app: TestApp;
  let practice: TestPractice;
  beforeEach(async () => {
    app = await buildTestApp({ rateLimits: { loginPerMinute: 3, forgotPerMinute: 2 } });
    practice = await createPractice(app);
  });
  afterEach(() => app.close());
  const login = (email: string, ip: string, password = 'Wrong@12345') =>
    app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
  const forgot = (email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email } });

  it('stops guessing one address, even from many IPs, even with the right password', async () => {
    const codes = [];
    for (let i = 1; i <= 3; i++) codes.push((await login(practice.admin.email, `10.0.0.${i}`)).statusCode);
    const blocked = await login(practice.admin.email.toUpperCase(), '10.0.0.9', TEST_PASSWORD);
    expect(codes).toEqual([401, 401, 401]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: ERRORS.tooManyLogins });
    expect((await login(practice.leader.email, '10.0.0.9', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops one IP trying many addresses', async () => {
    for (let i = 0; i < 3; i++) await login(`guess-${i}@test.example`, '10.1.0.1');
    const blocked = await login(practice.member.email, '10.1.0.1', TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(ERRORS.tooManyLogins);
    expect((await login(practice.member.email, '10.1.0.2', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset requests per address and per IP', async () => {
    const sameAddress = [];
    for (let i = 1; i <= 3; i++) sameAddress.push(await forgot('someone@test.example', `10.2.0.${i}`));
    expect(sameAddress.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(sameAddress[2]?.json()).toEqual({ success: false, message: ERRORS.tooManyResets });
    const sameIp = [];
    for (let i = 1; i <= 3; i++) sameIp.push(await forgot(`other-${i}@test.example`, '10.3.0.1'));
    expect(sameIp.map((r) => r.statusCode)).toEqual([200, 200, 429]);
  });
});
