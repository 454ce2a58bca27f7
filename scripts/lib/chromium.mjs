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
