// Builds the web app only when its sources changed since the last build (hash in web/dist).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashTree } from './hashing.mjs';
import { run } from './steps.mjs';

export const WEB_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/portal.html',
  'web/scripts',
  'web/vite.config.ts',
  'web/package.json',
  'web/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
];

export function webSourceHash(root) {
  return hashTree(root, WEB_SOURCES);
}

export async function buildWebIfChanged(root, { force = false } = {}) {
  const marker = join(root, 'web', 'dist', '.build-hash');
  const hash = webSourceHash(root);
  if (!force && existsSync(marker) && readFileSync(marker, 'utf8') === hash)
    return 'sources unchanged since the last build, kept web/dist';
  await run('npm', ['run', 'build', '-w', 'web'], { cwd: root });
  writeFileSync(marker, hash);
  return existsSync(marker.replace('.build-hash', 'index.html')) ? 'built web/dist' : 'built';
}
