// How the invoice PDF writes amounts (Indian digit grouping), dates (the practice's date format,
// DD/MM/YYYY unless its Admin chose another) and images (data: URLs only, of known image types).
import { formatPracticeDate, type Preferences } from '@practice-desk/contracts';

export type DocumentDateFormat = Preferences['dateFormat'];

/** '120000.00' → '1,20,000.00'; '-0.4' → '-0.40'. Anything that is not a decimal number is shown as is. */
export function formatRupees(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', digits = '', fraction = ''] = match;
  const whole = digits.replace(/^0+(?=\d)/, '');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${sign}${grouped}.${fraction.padEnd(2, '0')}`;
}

/** '2026-04-01' → '01/04/2026' (DD/MM/YYYY), '04/01/2026' (MM/DD/YYYY) or '2026-04-01'. */
export function formatInvoiceDate(date: string, format: DocumentDateFormat = 'DD/MM/YYYY'): string {
  return /^\d{4}-\d{2}-\d{2}/.test(date) ? formatPracticeDate(date.slice(0, 10), format) : date;
}

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

/** A data: URL for an uploaded image, or null when its type or content is not a plain image. */
export function imageDataUrl(image: { mime: string; base64: string } | null): string | null {
  if (!image || !IMAGE_TYPES.has(image.mime)) return null;
  const base64 = image.base64.replace(/\s+/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return `data:${image.mime};base64,${base64}`;
}
