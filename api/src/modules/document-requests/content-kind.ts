// What an uploaded file is, told from its first bytes: never from its name or the browser's
// content type, which a renamed executable would carry happily.
import type { UploadKind } from '@practice-desk/contracts';

/** Bytes read before deciding: enough for every signature below and a CSV's first lines. */
export const SNIFF_BYTES = 4096;

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** HEIC/HEIF brands phones write (ISO base media: 'ftyp' at offset 4, the brand after it). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** An Office Open XML package starts with one of these entries; a plain zip or a jar does not. */
function isWorkbookPackage(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || bytes.length < 30) return false;
  const nameLength = bytes.readUInt16LE(26);
  const first = ascii(bytes, 30, 30 + nameLength);
  return first === '[Content_Types].xml' || /^(_rels\/|docProps\/|xl\/)/.test(first);
}

/** Text a spreadsheet program would open as CSV: UTF-8, no control bytes, no script header, and a
 * first line with a separator (or a single column). */
function isCsv(bytes: Buffer, whole: boolean): boolean {
  if (bytes.length === 0) return false;
  // A sniffed window may end inside a character: decide on the lines it holds whole.
  const cut = whole ? bytes.length : bytes.lastIndexOf(0x0a) + 1;
  const text = bytes.subarray(0, cut > 0 ? cut : bytes.length);
  for (const byte of text) if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return false;
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    return false;
  }
  return !decoded.startsWith('#!') && !decoded.trimStart().startsWith('<');
}

/** The kind of a file whose first bytes are `start` (all of it when `whole`), or null. */
export function contentKind(start: Buffer, whole: boolean): UploadKind | null {
  if (startsWith(start, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(start, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(start, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(start, 4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(start, 8, 12))) return 'heic';
  if (isWorkbookPackage(start)) return 'xlsx';
  if (isCsv(start, whole)) return 'csv';
  return null;
}
