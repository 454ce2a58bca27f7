// The type and pixel size of an uploaded image, read from its first bytes (PNG, JPEG, WebP);
// null for anything else, whatever its name or declared type says, and for a decompression bomb:
// a PNG whose pixel data inflates past what its header declares, a JPEG with a second, larger frame.
import { inflateSync } from 'node:zlib';

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

/** The largest frame before the image data starts: a decoder may honour any of them. */
function jpegSize(data: Buffer): { width: number; height: number } | null {
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return size;
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xda) break;
    const length = data.readUInt16BE(offset + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const frame = { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
      if (!size || frame.width * frame.height > size.width * size.height) size = frame;
    }
    offset += 2 + length;
  }
  return size;
}

/** A PNG's size from its IHDR, if its compressed chunks inflate to no more than that size allows
 * (8 bytes a pixel at most, plus a filter byte a row). */
function pngSize(data: Buffer): { width: number; height: number } | null {
  if (data.toString('ascii', 12, 16) !== 'IHDR') return null;
  const width = data.readUInt32BE(16);
  const height = data.readUInt32BE(20);
  const budget = Math.min(height * (1 + width * 8), 64 * 1024 * 1024);
  const pixels: Buffer[] = [];
  for (let offset = 8; offset + 8 <= data.length; ) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('ascii', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IDAT') pixels.push(body);
    // Compressed text and colour profiles: a decoder inflates them too.
    if ((type === 'zTXt' || type === 'iCCP' || type === 'iTXt') && length > 64 * 1024) return null;
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  try {
    inflateSync(Buffer.concat(pixels), { maxOutputLength: Math.max(budget, 1) });
  } catch {
    return null;
  }
  return { width, height };
}

function webpSize(data: Buffer): { width: number; height: number } | null {
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

export function imageInfo(data: Buffer): ImageInfo | null {
  if (data.length < 30) return null;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    const size = pngSize(data);
    return size ? { mime: 'image/png', ...size } : null;
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    const size = jpegSize(data);
    return size ? { mime: 'image/jpeg', ...size } : null;
  }
  if (data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') {
    const size = webpSize(data);
    return size ? { mime: 'image/webp', ...size } : null;
  }
  return null;
}
