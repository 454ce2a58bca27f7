// Installs npm dependencies when node_modules is missing or the lockfile changed since the last
// install (content hash recorded in node_modules; mtimes only as a fallback for installs made
// by hand with `npm install`).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mendPostgresDriver } from '../patch-postgres-driver.mjs';
import { hashTree } from './hashing.mjs';
import { run } from './steps.mjs';

const MARKER = join('node_modules', '.practice-desk-lock-hash');

export function needsInstall(root) {
  const npmMarker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(npmMarker)) return true;
  const lock = join(root, 'package-lock.json');
  if (!existsSync(lock)) return false;
  const marker = join(root, MARKER);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hashTree(root, ['package-lock.json']))
    return false;
  // Tolerate a second of skew: npm writes both files in one install.
  return statSync(lock).mtimeMs > statSync(npmMarker).mtimeMs + 1000;
}

export async function installDependencies(root) {
  if (!needsInstall(root)) {
    remember(root);
    return 'node_modules up to date with package-lock.json';
  }
  const lock = existsSync(join(root, 'package-lock.json'));
  await run('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root });
  remember(root);
  return lock ? 'npm ci' : 'npm install';
}

function remember(root) {
  // node_modules installed before the mend came in get it too (npm's postinstall runs it after
  // every install from now on).
  if (existsSync(join(root, 'node_modules', 'postgres'))) mendPostgresDriver(root);
  if (existsSync(join(root, 'package-lock.json')) && existsSync(join(root, 'node_modules')))
    writeFileSync(join(root, MARKER), hashTree(root, ['package-lock.json']));
}
