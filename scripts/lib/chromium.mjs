// Finds the Chromium that renders invoice PDFs and runs browser tests; installs Debian's package
// when it is missing and we are root, otherwise says how to install it or set CHROME_PATH.
import { existsSync } from 'node:fs';
import { run, say } from './steps.mjs';

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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    say('Chromium not found: installing Debian’s chromium package with apt-get (a minute or two)');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update'], { env });
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
    const installed = findChromium();
    if (installed) return installed;
  }
  const message = `Chromium is not installed. ${HELP}`;
  if (required) throw new Error(message);
  say(`${message} The app starts anyway; invoice PDFs will fail until it is there.`);
  return null;
}
