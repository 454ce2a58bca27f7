// Finds the Chromium that renders invoice PDFs and runs browser tests; installs Debian's package
// when it is missing and we are root, otherwise says how to install it or set CHROME_PATH.
import { existsSync } from 'node:fs';
import { run, say } from './steps.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Returns the browser's path, or null (the app still runs; PDFs and e2e need it). */
export async function ensureChromium({ required }) {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    say('Chromium not found: installing Debian’s chromium package (apt-get; takes a minute)');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    return findChromium();
  }
  const help = 'Chromium is not installed. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.';
  if (required) throw new Error(help);
  say(`${help} The app starts anyway; invoice PDFs will fail until it is there.`);
  return null;
}
