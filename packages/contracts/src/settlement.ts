// Settling an invoice: what the client pays plus the TDS it deducts (section 194J of the Income-tax
// Act, usually 10% of the taxable value, per the issue) together reduce the balance, never past it.
// Pure rules on integer paise, shared by the API (which enforces them) and the payment screen.

/** The invoice amounts the balance is made of. */
export interface SettledInvoice {
  totalPaise: number;
  paidPaise: number;
  tdsPaise: number;
  creditedPaise: number;
  /** Advances received earlier and adjusted against the invoice (receipt vouchers, Rule 50). */
  advanceAdjustedPaise?: number;
}

/** What the client still owes: the total less payments received, TDS deducted, credit notes and
 * advances adjusted. */
export function settlementBalancePaise(invoice: SettledInvoice): number {
  return (
    invoice.totalPaise -
    invoice.paidPaise -
    invoice.tdsPaise -
    invoice.creditedPaise -
    (invoice.advanceAdjustedPaise ?? 0)
  );
}

export type SettlementOutcome =
  | { ok: true; clears: boolean; balanceAfterPaise: number }
  | { ok: false; reason: 'nothing' | 'exceeds'; balancePaise: number };

/** A payment of `amountPaise` received with `tdsPaise` deducted against `balancePaise`. */
export function settle(balancePaise: number, amountPaise: number, tdsPaise: number): SettlementOutcome {
  if (amountPaise < 0 || tdsPaise < 0 || amountPaise + tdsPaise <= 0)
    return { ok: false, reason: 'nothing', balancePaise };
  const after = balancePaise - amountPaise - tdsPaise;
  if (after < 0) return { ok: false, reason: 'exceeds', balancePaise };
  return { ok: true, clears: after === 0, balanceAfterPaise: after };
}

/** TDS under section 194J on professional fees: 10% (the rate the issue names), in basis points. */
export const TDS_194J_RATE_BP = 1000;

/** The TDS a client would usually deduct: 10% of the taxable value, half a paisa rounded up, less
 * the TDS already recorded on the invoice; only a hint the person accepts or changes, and never
 * more than the balance left to settle. */
export function suggestedTdsPaise(
  taxableValuePaise: number,
  balancePaise: number,
  deductedPaise = 0,
): number {
  if (taxableValuePaise <= 0 || balancePaise <= 0) return 0;
  const paise = Math.floor((taxableValuePaise * TDS_194J_RATE_BP + 5_000) / 10_000);
  return Math.max(Math.min(paise - deductedPaise, balancePaise), 0);
}
