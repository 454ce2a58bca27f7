// Money as the invoicing screen shows it: rupees with Indian digit grouping (₹1,23,456.50).
// Amounts arrive as Money strings and are read to integer paise; never through a float.
import { formatIndianPaise, type Money, paiseOf } from '@practice-desk/contracts';

/** Integer paise as shown: ₹1,23,456.50; the sign goes before the symbol (−₹0.40). */
export function rupeesOfPaise(paise: number): string {
  return paise < 0 ? `−₹${formatIndianPaise(-paise)}` : `₹${formatIndianPaise(paise)}`;
}

export function rupees(amount: Money | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  return rupeesOfPaise(paiseOf(amount));
}
