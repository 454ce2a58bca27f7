// Installs Debian packages when this machine can (root with apt-get), for the tools the project
// runs but npm cannot provide (Chromium, pdftotext). Answers whether it tried.
import { existsSync } from 'node:fs';
import { run, say } from './steps.mjs';

let updated = false;

export async function aptInstall(packages, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  say(`${why}: installing Debian’s ${packages.join(', ')} with apt-get (a minute or two)`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) await run('apt-get', ['update'], { env });
  updated = true;
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  return true;
}
