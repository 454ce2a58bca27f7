// A zip archive written front to back as its entries are made, never whole in memory: each entry
// is deflated as its text arrives (zlib works on its own thread while the next rows are made) and
// its checksum and sizes follow it in a data descriptor (general purpose flag bit 3), so nothing
// needs to be known before the entry starts. No Zip64: an export of 100,000 rows is ~40 MB of XML.
import { once } from 'node:events';
import { constants } from 'node:zlib';
import { crcDeflate } from './deflate-with-crc';

/** Bit 3: sizes and CRC in a descriptor after the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** Text is buffered to about this many characters before it is encoded and deflated. */
const CHUNK = 64 * 1024;
/** Text handed to zlib and not yet deflated before a writer waits: with zlib's default (16 KB)
 * every chunk waited for the one before it, so rows were not made while zlib worked. */
const IN_FLIGHT = 4 * CHUNK;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/** A writer of one entry's text (or bytes: a document), in order; `await` it so deflate can keep up. */
export type PutText = (text: string | Buffer) => Promise<void> | undefined;

function dosTime(at: Date) {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export class ZipStream {
  private offset = 0;
  private readonly entries: Written[] = [];

  /** `push` receives the archive's bytes in order; `level` is zlib's (1 fastest, 9 smallest). */
  constructor(
    private readonly push: (bytes: Buffer) => void,
    private readonly level = constants.Z_BEST_SPEED,
  ) {}

  private emit(bytes: Buffer) {
    this.offset += bytes.length;
    this.push(bytes);
  }

  /** One entry whose text `write` produces through `put`. */
  async entry(name: string, write: (put: PutText) => Promise<void> | void): Promise<void> {
    const { time, date } = dosTime(new Date());
    const nameBytes = Buffer.from(name, 'utf8');
    const written: Written = {
      name: nameBytes,
      crc: 0,
      compressed: 0,
      size: 0,
      offset: this.offset,
      time,
      date,
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14-25) stay zero: the descriptor after the data holds them.
    local.writeUInt16LE(nameBytes.length, 26);
    this.emit(Buffer.concat([local, nameBytes]));

    const { input: deflate, done } = crcDeflate(
      (bytes) => {
        written.compressed += bytes.length;
        this.emit(bytes);
      },
      { level: this.level, writableHighWaterMark: IN_FLIGHT, chunkSize: CHUNK },
    );
    // Awaited below; a failure before then is not an unhandled rejection.
    done.catch(() => undefined);
    let pending = '';
    // Written to zlib at once, in the order given; the promise only waits for zlib to drain.
    const deflateBytes = (bytes: Buffer): Promise<void> | undefined => {
      written.size += bytes.length;
      return deflate.write(bytes) ? undefined : once(deflate, 'drain').then(() => undefined);
    };
    const flush = () => {
      const bytes = Buffer.from(pending, 'utf8');
      pending = '';
      return deflateBytes(bytes);
    };
    const put: PutText = (text) => {
      if (typeof text !== 'string') {
        // Bytes go as they are, after any text written before them.
        const before = pending ? flush() : undefined;
        return deflateBytes(text) ?? before;
      }
      pending += text;
      return pending.length >= CHUNK ? flush() : undefined;
    };
    try {
      await write(put);
      if (pending) await flush();
      deflate.end();
      written.crc = (await done).crc;
    } catch (error) {
      deflate.destroy();
      throw error;
    }
    if (written.size > 0xfffffffe || this.offset > 0xfffffffe)
      throw new Error('The export is too large for a zip.');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(written.crc, 4);
    descriptor.writeUInt32LE(written.compressed, 8);
    descriptor.writeUInt32LE(written.size, 12);
    this.emit(descriptor);
    this.entries.push(written);
  }

  /** The central directory and its end record: the archive is complete after this. */
  finish(): void {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(VERSION, 4);
      header.writeUInt16LE(VERSION, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(e.time, 12);
      header.writeUInt16LE(e.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(e.compressed, 20);
      header.writeUInt32LE(e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      // Extra field, comment, disk, attributes (30-41): none.
      header.writeUInt32LE(e.offset, 42);
      this.emit(Buffer.concat([header, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
  }
}
