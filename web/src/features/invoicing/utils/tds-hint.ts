// The payment form's TDS hint: 10% of the invoice's taxable value (section 194J) less the TDS
// already recorded on it, and what accepting it does to the amount — an amount still at the whole
// balance drops by the TDS, so the two together settle the invoice.
import { type InvoiceRow, isMoneyInput, moneyOf, paiseOf, suggestedTdsPaise } from '@practice-desk/contracts';

export function tdsHint(invoice: Pick<InvoiceRow, 'taxableValue' | 'balance' | 'tdsAmount'>): string | null {
  const paise = suggestedTdsPaise(
    paiseOf(invoice.taxableValue),
    paiseOf(invoice.balance),
    paiseOf(invoice.tdsAmount),
  );
  return paise > 0 ? moneyOf(paise) : null;
}

/** The form's amount once the hint is accepted. */
export function amountWithTds(amount: string, tds: string, balance: string): string {
  const typed = amount.trim();
  if (!isMoneyInput(typed) || paiseOf(typed) !== paiseOf(balance)) return amount;
  return moneyOf(Math.max(paiseOf(balance) - paiseOf(tds), 0));
}

/** Amount + TDS as typed, in paise; null while either is not an amount. */
export function settlingPaise(amount: string, tds: string): number | null {
  const [a, t] = [amount.trim(), tds.trim() || '0'];
  return isMoneyInput(a) && isMoneyInput(t) ? paiseOf(a) + paiseOf(t) : null;
}
