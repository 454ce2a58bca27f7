import { ERRORS } from '@practice-desk/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, RELAXED_RATE_LIMITS, TEST_PASSWORD, type TestPractice } from '../../test/factories';

describe('rate limits on sign-in and password reset', () => {
  let app: TestApp;
  let practice: TestPractice;
  beforeEach(async () => {
    app = await buildTestApp({
      rateLimits: { ...RELAXED_RATE_LIMITS, loginPerMinute: 3, forgotPerMinute: 2 },
    });
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

  it('counts only failed sign-ins: an office IP where people sign in all day is not blocked', async () => {
    const people = [practice.admin, practice.leader, practice.member];
    for (let round = 0; round < 3; round++)
      for (const person of people)
        expect((await login(person.email, '10.6.0.1', TEST_PASSWORD)).statusCode).toBe(200);
    const failures = [];
    for (let i = 0; i < 3; i++) failures.push((await login(`typo-${i}@test.example`, '10.6.0.1')).statusCode);
    expect(failures).toEqual([401, 401, 401]);
    expect((await login(practice.admin.email, '10.6.0.1', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts every concurrent attempt, so a burst cannot slip past the limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(`burst-${i}@test.example`, '10.7.0.1')),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(3);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('ignores X-Forwarded-For by default, so the per-IP limit cannot be dodged', async () => {
    const spoofed = (email: string, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.8.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email, password: 'Wrong@12345' },
      });
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await spoofed(`spoof-${i}@test.example`, i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
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

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await buildTestApp({
      rateLimits: { ...RELAXED_RATE_LIMITS, loginPerMinute: 2, forgotPerMinute: 2 },
      trustProxy: ['10.9.0.1'],
    });
  });
  afterEach(() => app.close());
  const login = (email: string, remoteAddress: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'Wrong@12345' },
    });

  it("keys the limit on the client address the proxy reports, and only the proxy's", async () => {
    const viaProxy = [];
    for (let i = 1; i <= 4; i++)
      viaProxy.push((await login(`via-${i}@test.example`, '10.9.0.1', `198.51.100.${i}`)).statusCode);
    expect(viaProxy).toEqual([401, 401, 401, 401]);
    const direct = [];
    for (let i = 1; i <= 3; i++)
      direct.push((await login(`direct-${i}@test.example`, '10.9.0.2', `198.51.100.${i}`)).statusCode);
    expect(direct).toEqual([401, 401, 429]);
  });
});

describe('behind one proxy hop (TRUST_PROXY=1)', () => {
  it('takes the address the nearest proxy saw, not one the client wrote further left', async () => {
    const app = await buildTestApp({
      rateLimits: { ...RELAXED_RATE_LIMITS, loginPerMinute: 2, forgotPerMinute: 2 },
      trustProxy: 1,
    });
    try {
      const login = (i: number, forwardedFor: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.10.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: `hop-${i}@test.example`, password: 'Wrong@12345' },
        });
      const spoofedLeft = [];
      for (let i = 1; i <= 3; i++)
        spoofedLeft.push((await login(i, `192.0.2.${i}, 198.51.100.201`)).statusCode);
      expect(spoofedLeft).toEqual([401, 401, 429]);
      expect((await login(4, '198.51.100.202')).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
