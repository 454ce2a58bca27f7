// The last resort of a shutdown: a thread of its own that kills the process after `ms`, whatever
// the main thread is doing. A timer on the main thread cannot promise that: a synchronous call that
// never returns (a write to a full pipe, a stuck driver) keeps every timer from firing.
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);
`;

/** Arms the watchdog; the process is killed after `ms` unless it has exited by then. */
export function armForcedExit(ms: number): void {
  const watchdog = new Worker(WATCHDOG, { eval: true, workerData: { pid: process.pid, ms } });
  // It must not be the reason the process stays up once the rest has finished.
  watchdog.unref();
}
