// The payment form's TDS hint (contracts' tdsOnReceipt): 10% of the professional fees without GST,
// exempt fees in, reimbursements out, less what credit notes reversed and the TDS already recorded;
// its base and the section the payment's date falls under; and what accepting it does to the
// amount — an amount still at the whole balance drops by the TDS, so the two settle the invoice.
import {
  type InvoiceRow,
  isMoneyInput,
  moneyOf,
  paiseOf,
  type TdsSection,
  tdsOnReceipt,
} from '@practice-desk/contracts';

export interface TdsHint {
  /** The TDS to offer; null when there is none left to deduct. */
  amount: string | null;
  /** Fees less credit notes, the 10% is of. */
  base: string;
  section: TdsSection;
}

export function tdsHint(
  invoice: Pick<InvoiceRow, 'fees' | 'creditedFees' | 'balance' | 'tdsAmount'>,
  date: string,
): TdsHint {
  const tds = tdsOnReceipt({
    feesPaise: paiseOf(invoice.fees),
    creditedFeesPaise: paiseOf(invoice.creditedFees),
    balancePaise: paiseOf(invoice.balance),
    deductedPaise: paiseOf(invoice.tdsAmount),
    date,
  });
  return {
    amount: tds.suggestedPaise > 0 ? moneyOf(tds.suggestedPaise) : null,
    base: moneyOf(tds.basePaise),
    section: tds.section,
  };
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
