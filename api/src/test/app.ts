// Builds the real app on a fresh test database; close it after the file's tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { openTestDatabase } from './database';

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
  });
  return { ...base, ...overrides };
}

export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.ready();
  return app;
}
