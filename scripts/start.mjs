// npm start: checks Node, installs what is missing (npm dependencies, Chromium for invoice PDFs),
// builds the web app when its sources changed, then runs the server, which applies migrations,
// seeds the demo practice once and serves web + API on one port.
// Plain Node with no dependencies, so it runs on a fresh clone before `npm install`.
// Flags: --skip-install, --skip-build (used by the end-to-end tests).
// The server writes to this process's own output (not through it), says it is ready over an IPC
// channel, and stops when this process goes; a SIGTERM/SIGINT is passed on and, if the server has
// not ended 15 s later, followed by SIGKILL. Nothing here waits on a reader of the output.
import { spawn } from 'node:child_process';
import { write } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { checkNode } from './lib/node-version.mjs';
import { say, step } from './lib/steps.mjs';
import { elapsed } from './lib/timer.mjs';
import { buildWebIfChanged } from './lib/web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flags = new Set(process.argv.slice(2));
/** How long the server has to stop after a signal before it is killed. */
const STOP_MS = 15_000;

async function main() {
  await step('Checking the Node version', async () => checkNode());
  if (flags.has('--skip-install')) say('Skipping npm install (--skip-install)');
  else await step('Installing npm dependencies', () => installDependencies(root));
  let chrome = null;
  await step('Looking for Chromium (renders invoice PDFs)', async () => {
    chrome = await ensureChromium({ required: false });
    return chrome ?? 'not available';
  });
  if (flags.has('--skip-build')) say('Skipping the web build (--skip-build)');
  else await step('Building the web app', () => buildWebIfChanged(root));

  say(`Starting the server: opens the database, applies migrations, seeds the demo practice once`);
  const env = { ...process.env, NODE_ENV: 'production' };
  if (chrome && !env.CHROME_PATH) env.CHROME_PATH = chrome;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'api', 'src', 'server.ts')], {
    cwd: root,
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  server.on('message', (message) => {
    if (message?.ready) {
      // Not process.stdout: a reader that stopped reading must not hold this process.
      write(1, `\x1b[36m▸\x1b[0m Ready: ${elapsed()} from npm start to a listening server\n`, () => {});
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.kill(signal);
      setTimeout(() => server.kill('SIGKILL'), STOP_MS).unref();
    });
  }
  server.on('exit', (code, signal) => {
    if (signal) process.exit(signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
    process.exit(code ?? 0);
  });
}

main().catch((err) => {
  process.stderr.write(`\nnpm start stopped: ${err.message}\n`);
  process.exit(1);
});
