// Mends postgres.js (3.4.9, the newest release) where a dead connection poisons its next one:
// on close and on terminate it cancels the pending-write timer without forgetting it, and keeps
// the unsent bytes, so the next connection's start-up message is never sent and that connection
// hangs until its connect timeout, again and again. scripts/load's PostgreSQL restart showed it:
// requests answered 503 every 5 s for 25 s after the server was back. The driver's bug is
// analysed in LanternOps/breeze#3225 and reported in porsager/postgres#1208 and #1215. Until a
// release fixes it, both teardown paths also forget the timer and the bytes, in the ESM and
// CommonJS copies. Runs after every install; idempotent; a driver without the pattern is left as
// it is, with a warning.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MENDED = 'clearImmediate(nextWriteTimer), nextWriteTimer = null, chunk = null // mended';
const BROKEN = /^(\s+)clearImmediate\(nextWriteTimer\)$/gm;

/** Mends one copy of the driver's connection module; answers what it did. */
export function mendConnection(path) {
  if (!existsSync(path)) return 'absent';
  const text = readFileSync(path, 'utf8');
  const mended = text.replace(BROKEN, (_line, indent) => `${indent}${MENDED}`);
  if (mended !== text) {
    writeFileSync(path, mended);
    return 'mended';
  }
  return text.includes(MENDED) ? 'already mended' : 'pattern not found';
}

export function mendPostgresDriver(root) {
  const driver = join(root, 'node_modules', 'postgres');
  return ['src', 'cjs/src'].map((dir) => {
    const path = join(driver, dir, 'connection.js');
    const outcome = mendConnection(path);
    if (outcome === 'pattern not found')
      console.warn(`postgres.js: ${path} has changed; check whether its write-timer bug is fixed`);
    return `${dir}: ${outcome}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  console.log(`postgres.js connection teardown: ${mendPostgresDriver(root).join(', ')}`);
}
