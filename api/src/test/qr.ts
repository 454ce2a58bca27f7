// Reads a QR code as a phone would: the SVG the server draws (uqr's one square per dark module,
// `M<x>,<y>h1v1h-1z` in a viewBox of whole modules) painted into pixels, then decoded by jsQR, a
// decoder written apart from the encoder, so a test checks what the code says, not how it was drawn.
import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 6;

/** The text a QR code SVG carries, or null when no code is found in it. */
export function decodeQrSvg(svg: string): string | null {
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  if (!side) throw new Error('not a QR code SVG: no viewBox of whole modules');
  const width = side * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of svg.matchAll(/M(\d+),(\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy++)
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx++) {
        const at = ((Number(y) * PIXELS_PER_MODULE + dy) * width + Number(x) * PIXELS_PER_MODULE + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}
