// Raw deflate whose CRC-32 zlib works out on its own thread: a gzip stream with its 10-byte header
// dropped and its 8-byte trailer (CRC-32, then the size mod 2^32) held back and read at the end.
// Node 20 has no zlib.crc32, and a CRC in JavaScript cost the main thread ~80 ms per 50 MB sheet.
import { finished } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';

/** Node's gzip header: magic, method, flags, mtime, extra flags, OS; no name or comment. */
const GZIP_HEADER = 10;
const GZIP_TRAILER = 8;

export interface CrcDeflate {
  /** Write the entry's bytes here, then end it. */
  input: Gzip;
  /** Once the input has ended and all is deflated: the CRC-32 and byte count of the input. */
  done: Promise<{ crc: number; size: number }>;
}

/** `emit` receives the raw deflate data in order (what a zip entry holds). */
export function crcDeflate(
  emit: (bytes: Buffer) => void,
  options: { level: number; writableHighWaterMark: number; chunkSize: number },
): CrcDeflate {
  const input = createGzip(options);
  let header = GZIP_HEADER;
  let tail: Buffer = Buffer.alloc(0);
  input.on('data', (chunk: Buffer) => {
    let bytes = chunk;
    if (header > 0) {
      const skipped = Math.min(header, bytes.length);
      bytes = bytes.subarray(skipped);
      header -= skipped;
    }
    // The last 8 bytes seen may be the trailer: keep them back until more data follows.
    const all = tail.length ? Buffer.concat([tail, bytes]) : bytes;
    const data = Math.max(0, all.length - GZIP_TRAILER);
    tail = Buffer.from(all.subarray(data));
    if (data > 0) emit(all.subarray(0, data));
  });
  const done = finished(input).then(() => {
    if (tail.length !== GZIP_TRAILER) throw new Error('The deflated entry ended without its checksum.');
    return { crc: tail.readUInt32LE(0), size: tail.readUInt32LE(4) };
  });
  return { input, done };
}
