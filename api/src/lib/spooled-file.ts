// A file sent while it is made, through a file on the server's disk: the maker writes at the
// disk's pace and the client reads at its own, from the part already written. So the maker's
// transaction (on the embedded database, its one connection, which every other request waits for)
// lasts as long as making the file takes, not as long as a slow client takes to fetch it, and
// memory holds neither whole. The file is deleted once sent, cancelled or failed.
//
// The answer's headers go out when the maker says `ready`, as with streamedFile (streamed-file.ts).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FileMaker, StreamedFile } from './streamed-file';

const READ_BYTES = 256 * 1024;
/** A spool older than this was left by a process that stopped mid-way: it goes. */
const STALE_MS = 24 * 60 * 60 * 1000;

function removeStale(dir: string, now: number) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.endsWith('.part') && now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { force: true });
  }
}

export function spooledFile<Meta>(
  dir: string,
  make: (out: FileMaker<Meta>) => Promise<void>,
): Promise<StreamedFile<Meta>> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  removeStale(dir, Date.now());
  const path = join(dir, `${randomUUID()}.part`);
  const spool = createWriteStream(path, { mode: 0o600 });
  const gone = new AbortController();
  let written = 0;
  let made = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const waiting = wake;
    wake = null;
    waiting?.();
  };
  const created = new Promise<void>((resolve) => {
    spool.once('ready', resolve);
    spool.once('close', resolve);
  });
  spool.on('error', (error) => {
    failure = error;
    gone.abort(error);
    notify();
  });
  const removed = { done: false };
  const remove = () => {
    if (removed.done) return;
    removed.done = true;
    spool.destroy();
    void rm(path, { force: true });
  };

  async function* follow(): AsyncGenerator<Buffer> {
    // The write stream creates the file on a later turn: a reader quicker than that (a busy
    // machine, a maker that says ready at once) would find no file to open. `spool.pending` can't
    // tell: it is true again once a quick maker's spool has closed, and neither event comes back.
    await created;
    const file = await open(path, 'r');
    let offset = 0;
    try {
      for (;;) {
        if (offset < written) {
          const buffer = Buffer.alloc(Math.min(READ_BYTES, written - offset));
          const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
          offset += bytesRead;
          yield buffer.subarray(0, bytesRead);
        } else if (failure) throw failure;
        else if (made) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      await file.close();
    }
  }
  const stream = Readable.from(follow(), { objectMode: false });
  // Read to its end, cancelled or failed: the maker stops and the spool goes.
  stream.on('close', () => {
    if (!made) gone.abort(new Error('The download was closed before its end.'));
    remove();
  });

  return new Promise((resolve, reject) => {
    let started = false;
    const out: FileMaker<Meta> = {
      signal: gone.signal,
      push: (bytes) => {
        if (removed.done) return;
        spool.write(bytes, () => {
          written += bytes.length;
          notify();
        });
      },
      drained: async () => {
        gone.signal.throwIfAborted();
        if (spool.writableNeedDrain) await once(spool, 'drain', { signal: gone.signal });
      },
      ready: (meta) => {
        if (started) return;
        started = true;
        resolve({ meta, stream });
      },
    };
    make(out)
      .then(async () => {
        if (!started) throw new Error('The file was made without saying it was ready.');
        spool.end();
        await once(spool, 'finish');
        made = true;
        notify();
      })
      .catch((error: unknown) => {
        failure = error instanceof Error ? error : new Error(String(error));
        notify();
        if (!started) {
          remove();
          reject(failure);
        }
      });
  });
}
