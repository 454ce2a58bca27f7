// Money as the invoicing screen shows it: rupees with Indian digit grouping (₹1,23,456.50).
import { formatIndianRupees } from '@practice-desk/contracts';

export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '—';
  // The sign goes before the symbol (a round-off down reads −₹0.40).
  return amount < 0 ? `−₹${formatIndianRupees(-amount)}` : `₹${formatIndianRupees(amount)}`;
}
