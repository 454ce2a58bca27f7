// Named, timed steps for the project's own scripts: each prints what it is doing and how long it took.
import { spawn } from 'node:child_process';

const started = performance.now();
export const results = [];

export function elapsed(since = started) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

export function say(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

/** Runs `fn` as a named step, records its outcome and duration. */
export async function step(name, fn) {
  say(`${name}…`);
  const t = performance.now();
  try {
    const note = await fn();
    results.push({ name, ok: true, seconds: (performance.now() - t) / 1000 });
    say(`${name}: done in ${elapsed(t)}${note ? ` (${note})` : ''}`);
  } catch (err) {
    results.push({ name, ok: false, seconds: (performance.now() - t) / 1000 });
    process.stdout.write(`\x1b[31m✖ ${name} failed after ${elapsed(t)}: ${err.message}\x1b[0m\n`);
    throw err;
  }
}

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}
