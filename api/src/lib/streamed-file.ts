// A file sent while it is made. The answer's status and headers go out once the maker says it is
// `ready` (its first rows read, so a refusal or a bad query is still an ordinary error answer);
// a failure after that cuts the download short, and the browser reports it as failed.
//
// The bytes are pushed without waiting for the client (unless the maker waits on `drained`): what waits is the compressed file (a few
// MB at 100,000 rows), while the maker's transaction, which on the embedded database holds the
// one connection, ends as soon as its rows are read rather than at a slow client's pace.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

export interface FileMaker<Meta> {
  push(bytes: Buffer): void;
  /** Aborted when the client goes away (a cancelled download): stop reading rows. */
  signal: AbortSignal;
  /** The headers can go: `meta` says what they hold (a name, a row count). */
  ready(meta: Meta): void;
  /** Resolves once the client has taken what was pushed (rejects if it went away): a maker whose
   * file has no bound (a whole practice's export) waits on it, so memory stays flat. */
  drained(): Promise<void>;
}

export interface StreamedFile<Meta> {
  meta: Meta;
  stream: Readable;
}

export function streamedFile<Meta>(
  make: (out: FileMaker<Meta>) => Promise<void>,
): Promise<StreamedFile<Meta>> {
  const stream = new PassThrough();
  const gone = new AbortController();
  // Closed before its end: the answer was destroyed (the client left), so the rest is not wanted.
  stream.on('close', () => {
    if (!stream.writableFinished) gone.abort(new Error('The download was closed before its end.'));
  });
  return new Promise((resolve, reject) => {
    let started = false;
    const out: FileMaker<Meta> = {
      signal: gone.signal,
      push: (bytes) => {
        if (!stream.destroyed) stream.write(bytes);
      },
      drained: async () => {
        gone.signal.throwIfAborted();
        if (stream.writableNeedDrain) await once(stream, 'drain', { signal: gone.signal });
      },
      ready: (meta) => {
        if (started) return;
        started = true;
        resolve({ meta, stream });
      },
    };
    make(out).then(
      () => {
        if (!started) reject(new Error('The file was made without saying it was ready.'));
        stream.end();
      },
      (error: unknown) => {
        if (started) stream.destroy(error instanceof Error ? error : new Error(String(error)));
        else reject(error);
      },
    );
  });
}
