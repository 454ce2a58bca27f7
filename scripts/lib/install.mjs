// Installs npm dependencies when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './steps.mjs';

export function needsInstall(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs;
}

export async function installDependencies(root) {
  if (!needsInstall(root)) return 'already installed';
  const lock = existsSync(join(root, 'package-lock.json'));
  await run('npm', [lock ? 'ci' : 'install', '--no-audit', '--no-fund'], { cwd: root });
  return lock ? 'npm ci' : 'npm install';
}
