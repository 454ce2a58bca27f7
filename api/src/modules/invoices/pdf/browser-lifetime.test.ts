// Chromium dies with the API: a process killed without a chance to close its browser (SIGKILL, a
// crash) or stopped by SIGTERM leaves no Chromium running.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CHILD = join(import.meta.dirname, '../../../test/pdf-child.ts');

/** Running, not merely an exited process waiting to be reaped (a zombie holds no memory). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function renderInChildThenKill(signal: NodeJS.Signals): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'pd-child-')), NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = out.match(/chromium (\d+)/);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`child exited (${code}) before rendering`)));
  });
  expect(alive(pid)).toBe(true);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  return pid;
}

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

describe('Chromium’s lifetime', () => {
  for (const signal of ['SIGKILL', 'SIGTERM'] as const)
    it(`ends when the process that launched it is killed by ${signal}`, async () => {
      const pid = await renderInChildThenKill(signal);
      expect(await goneWithin(pid, 5_000)).toBe(true);
    }, 60_000);
});
