// Money as the invoicing screen shows it: rupees with Indian digit grouping (₹1,23,456.50).
import { formatIndianPaise, formatIndianRupees, type Money, paiseOf } from '@practice-desk/contracts';

export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  // The sign goes before the symbol (a round-off down reads −₹0.40).
  return amount < 0 ? `−₹${formatIndianRupees(-amount)}` : `₹${formatIndianRupees(amount)}`;
}

/** Integer paise as the screen shows them: 123456750 → '₹12,34,567.50', -40 → '−₹0.40'. */
export function rupeesOfPaise(paise: number): string {
  return paise < 0 ? `−₹${formatIndianPaise(-paise)}` : `₹${formatIndianPaise(paise)}`;
}

/** A Money amount from the API ('45000.50') as the screen shows it. */
export function rupeesOfMoney(amount: Money): string {
  return rupeesOfPaise(paiseOf(amount));
}
