// A .zip on disk read entry by entry without loading it: its central directory is read from the
// end of the file, and each entry is inflated as a stream from its place. Enough for the archives
// this app writes (deflated or stored entries, Zip64 or not, no encryption).
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

export interface ZipFileEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EXTRA = 0x0001;
const MAX32 = 0xffffffff;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The entries of the zip at `path`, or null when it is not a zip this reader can read. */
export async function zipFileEntries(path: string): Promise<ZipFileEntry[] | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    if (size < 22) return null;
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at -= 1)
      if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    if (end < 0) return null;
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === MAX32 || count === 0xffff) {
      // Zip64: the locator just before the end record says where the 64-bit end record is.
      const locatorAt = end - 20;
      if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_LOCATOR) return null;
      const record = Buffer.alloc(56);
      await file.read(record, 0, 56, Number(tail.readBigUInt64LE(locatorAt + 8)));
      if (record.readUInt32LE(0) !== ZIP64_END) return null;
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    if (directoryOffset + directorySize > size) return null;
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    const entries: ZipFileEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i += 1) {
      if (at + 46 > directorySize || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const entry: ZipFileEntry = {
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        size: directory.readUInt32LE(at + 24),
        offset: directory.readUInt32LE(at + 42),
      };
      readZip64Extra(directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
      entries.push(entry);
      at += 46 + nameLength + extraLength + directory.readUInt16LE(at + 32);
    }
    return entries;
  } finally {
    await file.close();
  }
}

/** The 64-bit values of the fields an entry's directory record marks as in its Zip64 extra field:
 * size, compressed size, offset, in that order, each only when its 32-bit field is all ones. */
function readZip64Extra(extra: Buffer, entry: ZipFileEntry) {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== ZIP64_EXTRA) continue;
    let field = at + 4;
    const next = () => {
      const value = Number(extra.readBigUInt64LE(field));
      field += 8;
      return value;
    };
    if (entry.size === MAX32) entry.size = next();
    if (entry.compressedSize === MAX32) entry.compressedSize = next();
    if (entry.offset === MAX32) entry.offset = next();
    return;
  }
}

/** The bytes of one entry, inflated as they are read. */
export async function readZipEntry(path: string, entry: ZipFileEntry): Promise<Readable> {
  if (entry.method !== STORED && entry.method !== DEFLATED)
    throw new Error(`${entry.name} is packed in a way this reader does not know (${entry.method})`);
  const file = await open(path, 'r');
  const header = Buffer.alloc(30);
  await file.read(header, 0, 30, entry.offset);
  if (header.readUInt32LE(0) !== LOCAL_HEADER) {
    await file.close();
    throw new Error(`${entry.name} is not where the zip's directory says`);
  }
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize === 0) {
    await file.close();
    return Readable.from([]);
  }
  const raw = file.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: true });
  if (entry.method === STORED) return raw;
  const inflate = createInflateRaw();
  raw.on('error', (error) => inflate.destroy(error));
  return raw.pipe(inflate);
}
