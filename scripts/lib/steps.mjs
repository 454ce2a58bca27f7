// Named, timed steps for the project's own scripts: each prints what it is doing and how long it
// took, and is recorded for the summary.
import { spawn } from 'node:child_process';
import { elapsed, since } from './timer.mjs';

export const results = [];

export function say(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

/** Runs `fn` as a named step, records its outcome and duration; rethrows its error. */
export async function step(name, fn) {
  say(`${name}…`);
  const t = performance.now();
  try {
    const note = await fn();
    results.push({ name, ok: true, seconds: since(t) });
    say(`${name}: done in ${elapsed(t)}${note ? ` (${note})` : ''}`);
    return note;
  } catch (err) {
    results.push({ name, ok: false, seconds: since(t) });
    process.stdout.write(`\x1b[31m✖ ${name} failed after ${elapsed(t)}: ${err.message}\x1b[0m\n`);
    throw err;
  }
}

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`\`${command} ${args.join(' ')}\` exited with ${signal ?? code}`));
    });
  });
}
