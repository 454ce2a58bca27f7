import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/app';
import { openTestDatabase } from '../test/database';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('drops query strings and the tokens of mailed links', () => {
    expect(redactUrl('/api/auth/invitation?token=abc')).toBe('/api/auth/invitation?[redacted]');
    expect(redactUrl('/reset-password/abc-DEF_1')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/accept-invite/abc?x=1')).toBe('/accept-invite/[redacted]?[redacted]');
    expect(redactUrl('/api/tasks/5')).toBe('/api/tasks/5');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = { ...testConfig(), logLevel: 'info' };
    app = await buildApp({ config, database, logStream: stream });
    app.addHook('onClose', () => database.close());
    await app.ready();
  });
  afterAll(() => app.close());

  it('never holds a reset or invitation token', async () => {
    const secret = 'SeCrEt-token-0123456789abcdefghijklmnopq';
    await app.inject({ method: 'GET', url: `/api/auth/invitation?token=${secret}` });
    await app.inject({ method: 'GET', url: `/reset-password/${secret}` });
    await app.inject({ method: 'GET', url: `/accept-invite/${secret}` });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: secret, newPassword: 'x' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/auth/invitation?[redacted]');
    expect(log).not.toContain(secret);
  });
});
