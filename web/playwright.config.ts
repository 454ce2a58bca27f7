import { defineConfig, devices } from '@playwright/test';
import { newRunDir } from './e2e/practice-data';

// The real built app (npm run build -w web first). The global setup migrates and seeds the demo
// practice once; each worker then runs its own server on its own copy of it (e2e/fixtures.ts), so
// spec files can run side by side (E2E_WORKERS). Access tokens live 20 s so the tests also
// exercise the refresh.
// The run's data directory is removed after the run (E2E_KEEP_DATA=1 keeps it for a look).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = newRunDir();
  process.env.E2E_DATA_DIR_OWNED = '1';
}
// The specs work out the dates they expect ("today", this month) with dayjs: on the demo
// practice's clock (Asia/Kolkata), which from 18:30 to midnight UTC is a day ahead of a machine on
// UTC. The workers take this zone from here; the servers are kept on UTC, as hosts usually are, and
// the browser on the machine's zone, so both still show they count in the practice's zone.
process.env.TZ = 'Asia/Kolkata';

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  // Three spec files at a time on two cores (npm test sets E2E_WORKERS=3): each worker has its own
  // server and practice. Pages leave the cores idle while they wait: with two workers the run kept
  // them 81% busy and took 14.1 min (two tests retried); with three, 98% and 11.3 min (no retry).
  // A test then waits longer for its share, so the limits are wide; a passing test is not slowed.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    viewport: { width: 1440, height: 900 },
    // A trace (screencast, DOM snapshots, network) only of a failed test's second try. Recording
    // it on every try was a third or more of the browser's work: 21 tests on two workers took
    // 176 s with it, 99 s without its screencast and snapshots.
    trace: 'on-first-retry',
    launchOptions: {
      // npm test drives Chromium's headless shell (scripts/lib/chromium.mjs); the full browser works too.
      executablePath: process.env.E2E_CHROME_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
});
