// npm test: installs what is missing, then lint, type check, unit tests, the API suite on PGlite
// and (when one answers) again on PostgreSQL, the production build, and Playwright end-to-end
// tests against the built app. Stops at the first failure; ends with a summary and
// "N passed, M failed". `.ci/run` runs exactly this. Flag: --skip-install.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureTestBrowser } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { checkNode } from './lib/node-version.mjs';
import { ensurePdfToText } from './lib/pdftotext.mjs';
import { postgresTarget } from './lib/postgres.mjs';
import { results, run, say, step } from './lib/steps.mjs';
import { elapsed } from './lib/timer.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
const inRoot = (env = {}) => ({ cwd: root, env: { TURBO_TELEMETRY_DISABLED: '1', ...env } });
const inDir = (dir, env = {}) => ({ cwd: join(root, dir), env });

function summary() {
  const width = Math.max(...results.map((r) => r.name.length), 10) + 2;
  process.stdout.write('\nnpm test summary\n');
  for (const r of results) {
    const mark = r.ok ? '\x1b[32m✔\x1b[0m' : '\x1b[31m✖\x1b[0m';
    process.stdout.write(`  ${mark} ${r.name.padEnd(width)} ${r.seconds.toFixed(1).padStart(7)} s\n`);
  }
  const failed = results.filter((r) => !r.ok).length;
  process.stdout.write(`  total ${elapsed()}\n\n${results.length - failed} passed, ${failed} failed\n`);
  return failed;
}

async function main() {
  await step('Node version', async () => checkNode());
  if (flags.has('--skip-install')) say('Skipping npm install (--skip-install)');
  else await step('Install npm dependencies', () => installDependencies(root));
  const chrome = await step('Chromium (PDFs)', () => ensureChromium({ required: true }));
  const testBrowser = await step('Chromium’s headless shell (end-to-end tests)', () =>
    ensureTestBrowser(chrome),
  );
  await step('pdftotext (the PDF tests read their text)', () => ensurePdfToText());

  await step('Lint (biome)', () => run('npx', ['biome', 'check', '.'], inRoot()));
  await step('Import cycles (web, api, contracts)', () =>
    run('node', ['scripts/check-import-cycles.mjs'], inRoot()),
  );
  await step('Type check (turbo, all workspaces)', () =>
    run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only'], inRoot()),
  );
  await step('Unit tests: contracts', () => run('npx', ['vitest', 'run'], inDir('packages/contracts')));
  await step('Unit tests: web', () => run('npm', ['run', 'test', '-w', 'web'], inRoot()));
  await step('API integration tests on PGlite', () =>
    run('npx', ['vitest', 'run'], inDir('api', { TEST_DB: 'pglite', CHROME_PATH: chrome })),
  );
  const pg = await postgresTarget();
  if (pg) {
    // Two files at a time, as on PGlite: three saved some 7 s of 119 but made racing tests' timing
    // less like a person's (two Admins removing each other answered 401 instead of 409).
    await step('API integration tests on PostgreSQL', () =>
      run(
        'npx',
        ['vitest', 'run'],
        inDir('api', { TEST_DB: 'postgres', TEST_DATABASE_URL: pg, CHROME_PATH: chrome }),
      ),
    );
  } else {
    say(
      'PostgreSQL not reachable: API suite ran on PGlite only (set TEST_DATABASE_URL or run one on 127.0.0.1:5432)',
    );
  }
  await step('Production build (web)', () => buildWebIfChanged(root, { force: true }));
  await step('End-to-end tests (Playwright, headless Chromium)', () =>
    run(
      'npm',
      ['run', 'e2e', '-w', 'web'],
      inRoot({ CI: 'true', CHROME_PATH: chrome, E2E_CHROME_PATH: testBrowser, E2E_WORKERS: '3' }),
    ),
  );
}

main().then(
  () => process.exit(summary() === 0 ? 0 : 1),
  () => {
    summary();
    process.exit(1);
  },
);
