// Colour contrast (WCAG 2.1): the ratio of two colours, and a colour darkened just enough to be
// read on a background (≥ 4.5:1 for normal text), for theme shades and colours an Admin picks.

export const TEXT_CONTRAST = 4.5;
/** The palest background text sits on here (gray.2: hovered rows, tinted panels). */
export const PALE_BACKGROUND = '#e9ecef';

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [0, 0, 0] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `color` itself when it reads on `background`, else the lightest darker shade of it that does. */
export function readableOn(color: string, background = PALE_BACKGROUND, minimum = TEXT_CONTRAST): string {
  const rgb = channels(color);
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(rgb.map((c) => c * (1 - step * 0.05)));
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}
