// The installed postgres.js carries the mends of scripts/patch-postgres-driver.mjs: a connection
// that dies with a write pending, or that a transaction goes on using after the server ended it,
// must not leave its timer and bytes to the next one (which then never sends its start-up message
// and hangs until its connect timeout).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';

const DRIVER = join(import.meta.dirname, '..', '..', '..', 'node_modules', 'postgres');

describe('the PostgreSQL driver as installed', () => {
  it('carries every mend once, in both copies', () => {
    for (const copy of ['src', 'cjs/src']) {
      const text = readFileSync(join(DRIVER, copy, 'connection.js'), 'utf8');
      expect(text.match(/nextWriteTimer = null, chunk = null \/\/ mended/g), copy).toHaveLength(2);
      expect(text, copy).not.toMatch(/^\s+clearImmediate\(nextWriteTimer\)$/m);
      expect(text.match(/if \(!socket\) \/\/ mended/g), copy).toHaveLength(2);
    }
  });
});

const onPostgres = process.env.PD_TEST_DATABASE_URL;

describe.runIf(onPostgres)('a transaction whose connection the server ends', () => {
  it('leaves the pool able to connect again at once', async () => {
    const url = process.env.PD_TEST_DATABASE_URL as string;
    const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
    const other = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const ended = sql
        .begin(async (tx) => {
          const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
          await other`select pg_terminate_backend(${row?.pid ?? 0})`;
          await new Promise((resolve) => setTimeout(resolve, 300));
          // The connection is gone: this statement must fail, not wait for an answer that never
          // comes nor leave a write queued for the connection that replaces it.
          await tx`select 1`;
        })
        .then(
          () => 'committed',
          (err: { code?: string }) => err.code,
        );
      expect(await ended).toMatch(/^(CONNECTION_CLOSED|57P01)$/);
      // The transaction's body goes on after the server ended it: its statement meets the dead
      // connection before the next one is opened.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const started = Date.now();
      const [row] = await sql<{ n: number }[]>`select 2 as n`;
      expect(row?.n).toBe(2);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await sql.end({ timeout: 1 });
      await other.end({ timeout: 1 });
    }
  });
});
