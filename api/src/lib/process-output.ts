// The server's own output (its log and its start-up lines) written without ever holding the main
// thread. Whoever started the server may stop reading its output (a harness that signals and
// leaves, a terminal scrolled back): a synchronous write to a full non-blocking pipe then retries
// in a sleep loop (pino's default destination does exactly that), no signal handler runs and only
// SIGKILL ends the process. Here every write goes through libuv's thread pool, one at a time; what
// the reader does not take is held up to a limit and then dropped, with a count of what was lost.
import { write } from 'node:fs';

/** Held output beyond which new lines are dropped rather than kept (1 MiB). */
const HELD_LIMIT = 1024 * 1024;
/** Pause before trying a full pipe again. */
const RETRY_MS = 50;

export interface ProcessOutput {
  /** Queues `text`; never blocks and never throws. */
  write(text: string): boolean;
  /** Bytes dropped because the reader did not keep up or was gone. */
  readonly dropped: number;
}

export function processOutput(fd: number): ProcessOutput {
  const held: Buffer[] = [];
  let heldBytes = 0;
  let dropped = 0;
  let writing = false;
  let gone = false;

  const next = () => {
    const chunk = held[0];
    if (!chunk || gone) {
      writing = false;
      return;
    }
    writing = true;
    write(fd, chunk, 0, chunk.length, null, (err, written) => {
      if (err) {
        if ((err.code === 'EAGAIN' || err.code === 'EWOULDBLOCK') && !gone) {
          setTimeout(next, RETRY_MS).unref();
          return;
        }
        // EPIPE and the like: the reader is gone for good; keep nothing for it.
        gone = true;
        dropped += heldBytes;
        held.length = 0;
        heldBytes = 0;
        writing = false;
        return;
      }
      heldBytes -= written;
      if (written < chunk.length) held[0] = chunk.subarray(written);
      else held.shift();
      next();
    });
  };

  return {
    write(text: string) {
      const chunk = Buffer.from(text);
      if (gone || heldBytes + chunk.length > HELD_LIMIT) {
        dropped += chunk.length;
        return true;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      if (!writing) next();
      return true;
    },
    get dropped() {
      return dropped;
    },
  };
}
