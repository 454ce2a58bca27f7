import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The real built app (npm run build -w web first) on a fresh data directory: the server migrates
// and seeds the demo practice. Access tokens live 20 s so the tests also exercise the refresh.
// The data directory is removed after the run (E2E_KEEP_DATA=1 keeps it for a look).
const port = Number(process.env.E2E_PORT ?? 4173);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'pd-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const dataDir = process.env.E2E_DATA_DIR;
// The specs work out the dates they expect ("today", this month) with dayjs: on the demo
// practice's clock (Asia/Kolkata), which from 18:30 to midnight UTC is a day ahead of a machine on
// UTC. The workers take this zone from here; the server is kept on UTC, as hosts usually are, and
// the browser on the machine's zone, so both still show they count in the practice's zone.
process.env.TZ = 'Asia/Kolkata';
export const BASE_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: 'node --import tsx ../api/src/server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '20',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_FORGOT_PER_MINUTE: '1000',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_REFRESH_PER_MINUTE: '1000',
    },
  },
});
