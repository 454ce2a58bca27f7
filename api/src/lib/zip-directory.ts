// The sizes a zip archive (an .xlsx) declares for its entries, read from its central directory
// without inflating anything, so a zip bomb is refused before any parser touches it.
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** Zip64 marks a size too large for 32 bits with all ones. */
const ZIP64 = 0xffffffff;

function findEnd(data: Buffer): number {
  const stop = Math.max(0, data.length - END_SEARCH);
  for (let offset = data.length - 22; offset >= stop; offset -= 1) {
    if (data.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  return -1;
}

/** The archive's entries, or null when it is not a readable zip. A Zip64 size counts as
 * unbounded: no spreadsheet we import needs one. */
export function zipEntries(data: Buffer): ZipEntry[] | null {
  if (data.length < 22) return null;
  const end = findEnd(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const directorySize = data.readUInt32LE(end + 12);
  let offset = data.readUInt32LE(end + 16);
  if (offset + directorySize > end) return null;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || data.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const compressed = data.readUInt32LE(offset + 20);
    const uncompressed = data.readUInt32LE(offset + 24);
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    entries.push({
      name: data.toString('utf8', offset + 46, offset + 46 + nameLength),
      compressedSize: compressed === ZIP64 ? Number.POSITIVE_INFINITY : compressed,
      uncompressedSize: uncompressed === ZIP64 ? Number.POSITIVE_INFINITY : uncompressed,
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
