// The installed postgres.js carries the mend of scripts/patch-postgres-driver.mjs: a connection
// that dies with a write pending must not leave its timer and bytes to the next one (which then
// never sends its start-up message and hangs until its connect timeout).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DRIVER = join(import.meta.dirname, '..', '..', '..', 'node_modules', 'postgres');

describe('the PostgreSQL driver as installed', () => {
  it('forgets a dead connection’s pending write on close and on terminate, in both copies', () => {
    for (const copy of ['src', 'cjs/src']) {
      const text = readFileSync(join(DRIVER, copy, 'connection.js'), 'utf8');
      expect(text.match(/nextWriteTimer = null, chunk = null \/\/ mended/g), copy).toHaveLength(2);
      expect(text, copy).not.toMatch(/^\s+clearImmediate\(nextWriteTimer\)$/m);
    }
  });
});
