// Content hashes of files and directory trees (sorted, so the same tree gives the same hash).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function files(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(join(path, name)));
}

/** sha256 over the relative paths and contents of every file under `paths` (relative to root). */
export function hashTree(root, paths) {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((p) => files(join(root, p)))) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}
