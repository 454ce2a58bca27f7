// Integer paise as the invoicing screen shows money: ₹1,23,456.50 (a negative one −₹0.40).
import { formatIndianPaise } from '@practice-desk/contracts';

export function paiseText(paise: number): string {
  return paise < 0 ? `−₹${formatIndianPaise(-paise)}` : `₹${formatIndianPaise(paise)}`;
}
