// A database that cannot be reached (restarting, down) answers 503 with a Retry-After, never 500
// and never 401: a signed-in person is not sent to the login page because PostgreSQL restarted.
import { ERRORS } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { testConfig } from '../test/app';

describe('while the database cannot be reached', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect, as during a restart.
    const database = openPostgres('postgres://nobody@127.0.0.1:1/nothing', 1);
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a sign-in 503 with a message to try again, and when', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone@example.com', password: 'Whatever@123' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ success: false, message: ERRORS.databaseUnavailable });
  });

  it('keeps a signed-in person signed in: 503, not 401', async () => {
    const token = app.jwt.sign({
      sub: '00000000-0000-4000-8000-000000000001',
      org: '00000000-0000-4000-8000-000000000002',
      role: 'ADMIN',
      name: 'Someone',
      ver: 0,
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(ERRORS.databaseUnavailable);
  });
});
