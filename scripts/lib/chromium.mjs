// Finds the Chromium that renders invoice PDFs and runs browser tests; installs Debian's package
// when it is missing and we are root, otherwise says how to install it or set CHROME_PATH.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { say } from './steps.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HELP =
  'Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) ' +
  'or set CHROME_PATH to a Chrome or Chromium binary.';

export function findChromium() {
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/**
 * Returns the browser's path. When `required` (npm test) a missing browser is an error; otherwise
 * (npm start) it returns null with a message: the app runs, invoice PDFs fail until it is there.
 */
export async function ensureChromium({ required }) {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    const problem = `CHROME_PATH=${configured} does not exist. ${HELP}`;
    if (required) throw new Error(problem);
    say(`${problem} The app starts anyway; invoice PDFs will fail until it is fixed.`);
    return null;
  }
  const found = findChromium();
  if (found) return found;
  if (await aptInstall(['chromium'], 'Chromium not found')) {
    const installed = findChromium();
    if (installed) return installed;
  }
  const message = `Chromium is not installed. ${HELP}`;
  if (required) throw new Error(message);
  say(`${message} The app starts anyway; invoice PDFs will fail until it is there.`);
  return null;
}

const SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: Chromium's headless shell (Debian's
 * chromium-headless-shell), the same engine without the full browser around it. On two cores it
 * ran 38 of the tests in 196 s against 228 s with the full browser, and 165 s with two workers.
 * E2E_CHROME_PATH chooses another; without the shell the full browser is used.
 */
export async function ensureTestBrowser(fullBrowser) {
  const configured = process.env.E2E_CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  if (existsSync(SHELL)) return SHELL;
  if (
    (await aptInstall(['chromium-headless-shell'], 'Chromium’s headless shell not found')) &&
    existsSync(SHELL)
  )
    return SHELL;
  say('Chromium’s headless shell is not installed: the end-to-end tests drive the full browser.');
  return fullBrowser;
}
