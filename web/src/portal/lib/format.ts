// Dates, sizes and money as the portal shows them: Indian formats (DD/MM/YYYY; digits grouped in
// lakhs, ₹1,18,000.00), without a date library, so the page stays light.
import { formatIndianPaise, type Money, paiseOf } from '@practice-desk/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date ('2026-12-05') as 05/12/2026; a timestamp as its day where the phone is. */
export function portalDate(value: string): string {
  const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const indian = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A file's size: 812 bytes, 45.3 KB, 1.2 MB (numbers grouped the Indian way). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${indian.format(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${indian.format(bytes / 1024)} KB`;
  return `${indian.format(bytes / (1024 * 1024))} MB`;
}

/** "2 of 3 received". */
export const receivedText = (received: number, total: number) => `${received} of ${total} received`;

/** Money as the portal shows it: '118000.00' → '₹1,18,000.00'; a credit as −₹500.00. */
export function rupees(amount: Money): string {
  const paise = paiseOf(amount);
  return paise < 0 ? `−₹${formatIndianPaise(-paise)}` : `₹${formatIndianPaise(paise)}`;
}
