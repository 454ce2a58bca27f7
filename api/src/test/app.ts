// Builds the real app on a fresh test database; close it after the file's tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuildOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openAppTestDatabase } from './database';
import { checkResponses } from './response-check';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-data-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:5173',
    WEB_DIST: join(dataDir, 'no-web'),
    // Test files share 127.0.0.1 (and, on PostgreSQL, the counters); the rate-limit tests set low ones.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_FORGOT_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_REFRESH_PER_MINUTE: '100000',
    // The backup tests turn it on for their own app.
    BACKUP_SCHEDULE: 'false',
  });
  return { ...base, ...overrides };
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  { scheduledJobs }: Pick<BuildOptions, 'scheduledJobs'> = {},
): Promise<TestApp> {
  const database = await openAppTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    scheduledJobs,
    instrument: checkResponses,
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.ready();
  return app;
}

/** A second instance of the app on the first one's database, as behind a load balancer: its own
 * process state (caches, limiters), the same secret and rows. Close it before the first. */
export async function buildSecondInstance(first: TestApp, overrides: Partial<Config> = {}): Promise<TestApp> {
  const app = await buildApp({
    config: testConfig({ rateLimits: first.config.rateLimits, ...overrides }),
    database: first.database,
    logger: false,
    instrument: checkResponses,
  });
  await app.ready();
  return app;
}
