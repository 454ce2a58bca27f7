// npm start: installs what is missing, builds the web app when it changed, then runs the server
// (which migrates, seeds the demo practice once and serves web + API on one port).
// Flags: --skip-install, --skip-build.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { elapsed, say, step } from './lib/steps.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  process.stderr.write(`Node ${process.versions.node} is too old: practice desk needs Node 20.19 or newer.\n`);
  process.exit(1);
}

try {
  if (!flags.has('--skip-install')) await step('Installing npm dependencies', () => installDependencies(root));
  let chrome = null;
  await step('Looking for Chromium (invoice PDFs)', async () => {
    chrome = await ensureChromium({ required: false });
    return chrome ?? 'not available';
  });
  if (!flags.has('--skip-build')) await step('Building the web app', () => buildWebIfChanged(root));
  say(`Starting the server (migrations, demo data, then listening) — ${elapsed()} so far`);
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  if (chrome && !env.CHROME_PATH) env.CHROME_PATH = chrome;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api', 'src', 'server.ts')], { stdio: 'inherit', env, cwd: root });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} catch (err) {
  process.stderr.write(`\nnpm start stopped: ${err.message}\n`);
  process.exit(1);
}
