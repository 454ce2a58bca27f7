// A zip archive written front to back as its entries are made, never whole in memory: each entry
// is deflated as its text arrives (zlib works on its own thread while the next rows are made) and
// its checksum and sizes follow it in a data descriptor (general purpose flag bit 3), so nothing
// needs to be known before the entry starts. A workbook needs no Zip64 (an export of 100,000 rows
// is ~40 MB of XML); an archive that may pass 4 GB or 65,535 entries (a whole practice's export)
// asks for it, and then every entry carries 64-bit sizes and offsets.
import { once } from 'node:events';
import { constants } from 'node:zlib';
import { crcDeflate } from './deflate-with-crc';

/** Bit 3: sizes and CRC in a descriptor after the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
const VERSION_ZIP64 = 45;
const ZIP64_EXTRA = 0x0001;
/** A 32-bit field that says "see the Zip64 extra field". */
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;
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

  /** `push` receives the archive's bytes in order; `level` is zlib's (1 fastest, 9 smallest);
   * `zip64`: no bound on the archive's size or its number of entries. */
  constructor(
    private readonly push: (bytes: Buffer) => void,
    private readonly level = constants.Z_BEST_SPEED,
    private readonly zip64 = false,
  ) {}

  private get version() {
    return this.zip64 ? VERSION_ZIP64 : VERSION;
  }

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
    // Zip64: an extra field in the local header says the descriptor's sizes are 64-bit.
    const extra = this.zip64 ? Buffer.alloc(20) : Buffer.alloc(0);
    if (this.zip64) {
      extra.writeUInt16LE(ZIP64_EXTRA, 0);
      extra.writeUInt16LE(16, 2);
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(this.version, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14-25) stay zero: the descriptor after the data holds them.
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(extra.length, 28);
    this.emit(Buffer.concat([local, nameBytes, extra]));

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
    if (this.zip64) {
      const descriptor = Buffer.alloc(24);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(written.crc, 4);
      descriptor.writeBigUInt64LE(BigInt(written.compressed), 8);
      descriptor.writeBigUInt64LE(BigInt(written.size), 16);
      this.emit(descriptor);
    } else {
      if (written.size > 0xfffffffe || this.offset > 0xfffffffe)
        throw new Error('The export is too large for a zip.');
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(written.crc, 4);
      descriptor.writeUInt32LE(written.compressed, 8);
      descriptor.writeUInt32LE(written.size, 12);
      this.emit(descriptor);
    }
    this.entries.push(written);
  }

  /** The central directory and its end record: the archive is complete after this. */
  finish(): void {
    const start = this.offset;
    for (const e of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(this.version, 4);
      header.writeUInt16LE(this.version, 6);
      header.writeUInt16LE(FLAGS, 8);
      header.writeUInt16LE(DEFLATE, 10);
      header.writeUInt16LE(e.time, 12);
      header.writeUInt16LE(e.date, 14);
      header.writeUInt32LE(e.crc, 16);
      header.writeUInt32LE(this.zip64 ? MAX32 : e.compressed, 20);
      header.writeUInt32LE(this.zip64 ? MAX32 : e.size, 24);
      header.writeUInt16LE(e.name.length, 28);
      // Comment, disk, attributes (32-41): none.
      header.writeUInt32LE(this.zip64 ? MAX32 : e.offset, 42);
      if (!this.zip64) {
        this.emit(Buffer.concat([header, e.name]));
        continue;
      }
      const extra = Buffer.alloc(28);
      extra.writeUInt16LE(ZIP64_EXTRA, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(e.size), 4);
      extra.writeBigUInt64LE(BigInt(e.compressed), 12);
      extra.writeBigUInt64LE(BigInt(e.offset), 20);
      header.writeUInt16LE(extra.length, 30);
      this.emit(Buffer.concat([header, e.name, extra]));
    }
    const size = this.offset - start;
    const count = this.entries.length;
    if (this.zip64) {
      const record = this.offset;
      const end64 = Buffer.alloc(56);
      end64.writeUInt32LE(0x06064b50, 0);
      end64.writeBigUInt64LE(44n, 4);
      end64.writeUInt16LE(VERSION_ZIP64, 12);
      end64.writeUInt16LE(VERSION_ZIP64, 14);
      // This disk and the directory's disk (16-23): 0.
      end64.writeBigUInt64LE(BigInt(count), 24);
      end64.writeBigUInt64LE(BigInt(count), 32);
      end64.writeBigUInt64LE(BigInt(size), 40);
      end64.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(record), 8);
      locator.writeUInt32LE(1, 16);
      this.emit(Buffer.concat([end64, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.zip64 ? MAX16 : count, 8);
    end.writeUInt16LE(this.zip64 ? MAX16 : count, 10);
    end.writeUInt32LE(this.zip64 ? MAX32 : size, 12);
    end.writeUInt32LE(this.zip64 ? MAX32 : start, 16);
    this.emit(end);
  }
}
