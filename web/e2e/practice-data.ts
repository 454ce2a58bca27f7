// Where a run of the suite keeps its data: one directory per run (removed after it unless
// E2E_KEEP_DATA=1), holding the demo practice as the global setup seeded it ("template") and a
// copy of it per worker and per spec that runs its own server.
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The run's directory; the config sets it before the workers start, so they inherit it. */
export function runDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

export const templateDir = () => join(runDir(), 'template');

/** A new data directory holding a copy of the seeded demo practice (its database and files, not
 * the backup the first start took before migrating). */
export function copyOfTemplate(prefix: string): string {
  const dir = mkdtempSync(join(runDir(), `${prefix}-`));
  cpSync(templateDir(), dir, { recursive: true, filter: (source) => basename(source) !== 'backups' });
  return dir;
}

export function newRunDir(): string {
  return mkdtempSync(join(tmpdir(), 'pd-e2e-'));
}
