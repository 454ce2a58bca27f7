import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_DIR: '/tmp/pd-config-test',
};
const trustProxy = (value?: string) => loadConfig({ ...base, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('is off unless set: X-Forwarded-For is not believed', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('takes true, a number of hops, or proxy addresses and ranges', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', 'proxy.local'])
      expect(() => trustProxy(bad)).toThrow(ConfigError);
    expect(() => trustProxy('yes')).toThrow(/TRUST_PROXY must be/);
  });
});

const signingKey = 'signing-key-signing-key-signing-key-0123';

describe('JWT_SECRET', () => {
  const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/pd-config-test' };
  const url = 'postgres://practice@127.0.0.1:5432/desk';

  it('is required in production on PostgreSQL, where instances share one database', () => {
    expect(() => loadConfig({ ...production, DATABASE_URL: url })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...production, DATABASE_URL: url, JWT_SECRET: 'short' })).toThrow(
      /at least 32 characters/,
    );
    expect(
      loadConfig({ ...production, DATABASE_URL: url, JWT_SECRET: base.JWT_SECRET, SIGNING_KEY: signingKey })
        .jwtSecret,
    ).toBe(base.JWT_SECRET);
  });

  it('is made up in the data directory for one embedded instance or in development', () => {
    expect(loadConfig(production).jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(
      loadConfig({ DATA_DIR: production.DATA_DIR, DATABASE_URL: url }).jwtSecret.length,
    ).toBeGreaterThanOrEqual(32);
  });
});

describe('SIGNING_KEY', () => {
  const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/pd-config-test', JWT_SECRET: base.JWT_SECRET };
  const url = 'postgres://practice@127.0.0.1:5432/desk';

  it('is required in production on PostgreSQL, where every instance opens the same certificate', () => {
    expect(() => loadConfig({ ...production, DATABASE_URL: url })).toThrow(/SIGNING_KEY: must be set/);
    expect(() => loadConfig({ ...production, DATABASE_URL: url, SIGNING_KEY: 'short' })).toThrow(
      /SIGNING_KEY must be at least 32 characters/,
    );
    expect(loadConfig({ ...production, DATABASE_URL: url, SIGNING_KEY: signingKey }).signingKey).toBe(
      signingKey,
    );
  });

  it('is made up once in the data directory, apart from the JWT secret, when none is set', () => {
    const first = loadConfig(production).signingKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(production).signingKey).toBe(first);
    expect(first).not.toBe(loadConfig({ ...production, JWT_SECRET: undefined }).jwtSecret);
  });
});
