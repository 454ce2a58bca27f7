// TDS a client deducts from a practice's fees (issue 34, "TDS on receipts"): on what, and under
// which section. Sources, as the issue names them: the base is the professional fees without GST
// (CBDT Circular 23/2017: no TDS on the GST shown separately on the invoice), exempt fees included,
// pure-agent reimbursements excluded (Rule 33, CGST Rules 2017: not the supplier's consideration),
// less the fees credit notes reversed; the section is s.194J of the Income-tax Act, 1961 for a
// payment before 1 April 2026 and s.393 of the Income-tax Act, 2025 from that day.
import { TDS_194J_RATE_BP } from './settlement';

/** The day the Income-tax Act, 2025 replaces the 1961 Act. */
export const INCOME_TAX_ACT_2025_FROM = '2026-04-01';

export interface TdsSection {
  section: '194J' | '393';
  act: 'Income-tax Act, 1961' | 'Income-tax Act, 2025';
  /** 's.194J of the Income-tax Act, 1961', as the form, receipt and report print it. */
  label: string;
}

/** The section a payment received on `date` (YYYY-MM-DD) had its TDS deducted under. */
export function tdsSectionOn(date: string): TdsSection {
  if (date < INCOME_TAX_ACT_2025_FROM)
    return { section: '194J', act: 'Income-tax Act, 1961', label: 's.194J of the Income-tax Act, 1961' };
  return { section: '393', act: 'Income-tax Act, 2025', label: 's.393 of the Income-tax Act, 2025' };
}

export interface TdsOnReceiptInput {
  /** The invoice's service lines without GST: taxed, exempt and non-taxable; no reimbursements. */
  feesPaise: number;
  /** The fees (without GST) its credit notes reversed. */
  creditedFeesPaise: number;
  /** What is left to settle, and the TDS already recorded on the invoice. */
  balancePaise: number;
  deductedPaise: number;
  /** The payment's date (YYYY-MM-DD): it names the section. */
  date: string;
}

export interface TdsOnReceipt {
  /** Fees less what credit notes reversed: what the 10% is taken of. */
  basePaise: number;
  /** 10% of the base (half a paisa up) less the TDS already recorded, never past the balance. */
  suggestedPaise: number;
  section: TdsSection;
}

/** The payment form's TDS hint: its base, the usual deduction on it, and the section. */
export function tdsOnReceipt(input: TdsOnReceiptInput): TdsOnReceipt {
  const basePaise = Math.max(input.feesPaise - input.creditedFeesPaise, 0);
  const tenPercent = Math.floor((basePaise * TDS_194J_RATE_BP + 5_000) / 10_000);
  const suggestedPaise =
    basePaise > 0 && input.balancePaise > 0
      ? Math.max(Math.min(tenPercent - input.deductedPaise, input.balancePaise), 0)
      : 0;
  return { basePaise, suggestedPaise, section: tdsSectionOn(input.date) };
}
