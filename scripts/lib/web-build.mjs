// Builds the web app only when its sources changed since the last build (hash in web/dist).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { run } from './steps.mjs';

const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/public', 'packages/contracts/src'];

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((name) => files(join(path, name)));
}

export function webSourceHash(root) {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((s) => files(join(root, s)))) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export async function buildWebIfChanged(root, { force = false } = {}) {
  const marker = join(root, 'web', 'dist', '.build-hash');
  const hash = webSourceHash(root);
  if (!force && existsSync(marker) && readFileSync(marker, 'utf8') === hash) return 'sources unchanged, kept the last build';
  await run('npm', ['run', 'build', '-w', 'web'], { cwd: root });
  writeFileSync(marker, hash);
  return 'built';
}
