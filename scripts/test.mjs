// npm test: lint, type check, unit tests, the API suite on PGlite and (when one answers) on
// PostgreSQL, the production build, then Playwright end-to-end against the built app.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { postgresTarget } from './lib/postgres.mjs';
import { elapsed, results, run, say, step } from './lib/steps.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (dir) => ({ cwd: join(root, dir) });
const env = { TURBO_TELEMETRY_DISABLED: '1', CI: 'true' };

function summary() {
  process.stdout.write('\nnpm test summary\n');
  for (const r of results) process.stdout.write(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(44)} ${r.seconds.toFixed(1).padStart(6)} s\n`);
  const failed = results.filter((r) => !r.ok).length;
  process.stdout.write(`  total ${elapsed()}\n\n${results.length - failed} passed, ${failed} failed\n`);
}

try {
  await step('Installing npm dependencies', () => installDependencies(root));
  let chrome = null;
  await step('Looking for Chromium', async () => {
    chrome = await ensureChromium({ required: true });
    return chrome;
  });
  const withChrome = { CHROME_PATH: chrome };
  await step('Lint (biome)', () => run('npx', ['biome', 'check', '.'], { cwd: root }));
  await step('Type check (all workspaces)', () => run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only'], { cwd: root, env }));
  await step('Unit tests: contracts', () => run('npx', ['vitest', 'run'], at('packages/contracts')));
  await step('Unit tests: web', () => run('npm', ['run', 'test'], at('web')));
  await step('API integration tests on PGlite', () => run('npx', ['vitest', 'run'], { ...at('api'), env: { TEST_DB: 'pglite' } }));
  const pg = await postgresTarget();
  if (pg) {
    await step('API integration tests on PostgreSQL', () => run('npx', ['vitest', 'run'], { ...at('api'), env: { TEST_DB: 'postgres', TEST_DATABASE_URL: pg } }));
  } else {
    say('PostgreSQL not reachable (set TEST_DATABASE_URL or run one on 127.0.0.1:5432): the API suite ran on PGlite only');
  }
  await step('Production build of the web app', () => buildWebIfChanged(root, { force: true }));
  await step('End-to-end tests (Playwright, headless Chromium)', () => run('npx', ['playwright', 'test'], { ...at('web'), env: { ...env, ...withChrome } }));
  summary();
} catch {
  summary();
  process.exit(1);
}
